import type { Readable } from 'node:stream';

/** What an event references when it mentions an uploaded file. */
export interface BlobRef {
  id: string;
  size: number;
  contentType: string;
  sha256: string;
  filename: string;
}

export interface BlobStore {
  readonly kind: 'fs' | 'gridfs';
  /** stores the bytes; id is content-addressed (sha256) for fs, an ObjectId hex for GridFS */
  put(data: Buffer | Readable, meta: { filename: string; contentType: string }): Promise<BlobRef>;
  /** null when unknown */
  get(id: string): Promise<{ stream: Readable; size: number; contentType: string; filename: string } | null>;
  has(id: string): Promise<boolean>;
  delete(id: string): Promise<void>;
  /** deletes the blobs last stored before `cutoff` (a put of bytes already there counts as storing them); answers how many */
  deleteStoredBefore(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
