/**
 * The largest request body the API accepts (a multipart form with its files): room for four
 * 25 MB documents and the form. The distributed mode's nginx refuses larger bodies itself with
 * the same limit (deploy/nginx.conf client_max_body_size), so both answer alike.
 */
export const MAX_REQUEST_BYTES = 100 * 1024 * 1024;
