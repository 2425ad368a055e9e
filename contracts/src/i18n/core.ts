import type { Bilingual } from '../messages.js';

/** Generic words, validation, errors by code, start-up and backup (the operator's terminal). */
export const coreMessages = {
  // generic
  'common.success': { en: 'Success', ar: 'تم بنجاح' },
  'common.error': { en: 'Error', ar: 'خطأ' },
  'common.unknown': { en: 'Unknown', ar: 'غير معروف' },
  'common.cancel': { en: 'Cancel', ar: 'إلغاء' },
  'common.tryAgainLater': { en: 'Please try again later', ar: 'يرجى المحاولة مرة أخرى لاحقاً' },
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.fillRequired': { en: 'Please fill all required fields', ar: 'يرجى ملء جميع الحقول المطلوبة' },
  'validation.invalidEmail': { en: 'Please enter a valid email address', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  // the example isolated left to right, so its '+' stays before its digits in the Arabic line
  'validation.invalidPhone': { en: 'Please enter a valid phone number, such as +971 4 321 0001', ar: 'يرجى إدخال رقم هاتف صحيح، مثل \u2066+971 4 321 0001\u2069' },
  'validation.invalidType': { en: 'This value has the wrong type', ar: 'نوع هذه القيمة غير صحيح' },
  'validation.tooLong': { en: 'This value is too long', ar: 'هذه القيمة طويلة جداً' },
  'validation.tooSmall': { en: 'This value is too small', ar: 'هذه القيمة صغيرة جداً' },
  'validation.tooBig': { en: 'This value is too big', ar: 'هذه القيمة كبيرة جداً' },
  'validation.invalidValue': { en: 'This value is not allowed', ar: 'هذه القيمة غير مسموح بها' },
  'validation.unknownField': { en: 'This field is not accepted', ar: 'هذا الحقل غير مقبول' },
  'validation.invalidNumber': { en: 'Please enter a valid number', ar: 'يرجى إدخال رقم صحيح' },
  'validation.invalidDate': { en: 'Please enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' },
  'validation.futureDate': { en: 'This date cannot be in the future', ar: 'لا يمكن أن يكون هذا التاريخ في المستقبل' },
  'validation.failed': { en: 'Some fields are not valid', ar: 'بعض الحقول غير صالحة' },
  'validation.malformedBody': { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحاً' },
  'validation.bodyTooLarge': { en: 'The request is too large', ar: 'الطلب كبير جداً' },
  'validation.version': {
    en: 'version must be a whole number: the version of the record as you read it',
    ar: 'يجب أن يكون الإصدار (version) رقماً صحيحاً: إصدار السجل كما قرأته',
  },

  // a list's query parameters (ra-data-simple-rest)
  'list.badFilter': {
    en: 'filter must be a JSON object of field names and values, e.g. {"q":"text","status":"active"}',
    ar: 'يجب أن يكون الفلتر (filter) كائن JSON من أسماء الحقول وقيمها، مثل {"q":"text","status":"active"}',
  },
  'list.badSort': {
    en: 'sort must be a JSON array of a field and ASC or DESC, e.g. ["id","ASC"]',
    ar: 'يجب أن يكون الترتيب (sort) مصفوفة JSON من حقل و ASC أو DESC، مثل ["id","ASC"]',
  },
  'list.unknownSortField': { en: 'This list cannot be sorted by this field', ar: 'لا يمكن ترتيب هذه القائمة حسب هذا الحقل' },
  'list.badRange': {
    en: 'range must be a JSON array of two whole numbers [first, last] with 0 <= first <= last, at most 10,000 records',
    ar: 'يجب أن يكون النطاق (range) مصفوفة JSON من رقمين صحيحين [الأول، الأخير] حيث 0 <= الأول <= الأخير، بحد أقصى 10,000 سجل',
  },

  // errors by code
  'error.notFound': { en: 'The record was not found', ar: 'لم يتم العثور على السجل' },
  'error.routeNotFound': { en: 'This API route does not exist', ar: 'مسار الواجهة البرمجية هذا غير موجود' },
  'error.conflict': {
    en: 'This record was changed by someone else. Reload it and try again.',
    ar: 'تم تعديل هذا السجل من قبل مستخدم آخر. أعد تحميله وحاول مرة أخرى.',
  },
  'error.inUse': {
    en: 'This record is still used by other records and cannot be deleted',
    ar: 'لا يمكن حذف هذا السجل لأنه مستخدم في سجلات أخرى',
  },
  'error.unauthorized': { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  'error.forbidden': { en: 'You do not have permission to do this', ar: 'ليست لديك صلاحية للقيام بهذا الإجراء' },
  'error.tooManyLogins': {
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    ar: 'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  'error.internal': { en: 'Something went wrong on the server', ar: 'حدث خطأ في الخادم' },
  'error.unavailable': { en: 'The service is not ready yet, please retry', ar: 'الخدمة غير جاهزة بعد، يرجى إعادة المحاولة' },
  'error.timedOut': { en: 'The service took too long to answer, please retry', ar: 'استغرقت الخدمة وقتاً طويلاً للرد، يرجى إعادة المحاولة' },

  // start-up (printed to the operator's terminal)
  'startup.portInUse': {
    en: 'port {port} is in use (is the portal already running?); stop the other program or start with another PORT. Nothing was started.',
    ar: 'المنفذ {port} مستخدم (هل البوابة تعمل بالفعل؟)؛ أوقف البرنامج الآخر أو ابدأ بقيمة PORT أخرى. لم يتم تشغيل أي شيء.',
  },
  'startup.dataDirInUse': {
    en: 'the data folder {dir} is in use by another portal process (npm start or npm run seed); stop it first. Nothing was started.',
    ar: 'مجلد البيانات {dir} مستخدم من عملية أخرى للبوابة (npm start أو npm run seed)؛ أوقفها أولاً. لم يتم تشغيل أي شيء.',
  },
  'backup.usage': { en: 'usage: npm run backup -- DEST (an empty or new folder)', ar: 'الاستخدام: npm run backup -- DEST (مجلد فارغ أو جديد)' },
  'backup.noEventLog': {
    en: 'there is no event log in the data folder {dir}; set DATA_DIR to the portal\'s data folder',
    ar: 'لا يوجد سجل أحداث في مجلد البيانات {dir}؛ اضبط DATA_DIR على مجلد بيانات البوابة',
  },
  'backup.destinationNotEmpty': {
    en: 'the backup folder {dir} is not empty; choose a new folder, nothing was copied',
    ar: 'مجلد النسخة الاحتياطية {dir} ليس فارغاً؛ اختر مجلداً جديداً، لم يتم نسخ أي شيء',
  },
  'error.idempotencyInProgress': {
    en: 'The same request is still being processed',
    ar: 'لا يزال الطلب نفسه قيد المعالجة',
  },

  // sign-in
  'auth.invalidCredentials': { en: 'Invalid credentials', ar: 'بيانات الدخول غير صحيحة' },
  'auth.loginSuccessful': { en: 'Login successful', ar: 'تم تسجيل الدخول بنجاح' },
  'auth.accountInactive': { en: 'This account is deactivated', ar: 'هذا الحساب معطّل' },

  // firm settings
  'settings.updated': { en: 'Settings updated successfully', ar: 'تم تحديث الإعدادات بنجاح' },
  'settings.updateFailed': { en: 'Failed to update settings', ar: 'فشل في تحديث الإعدادات' },
  'settings.logoNotImage': { en: 'The logo must be a PNG, JPG or SVG image', ar: 'يجب أن يكون الشعار صورة PNG أو JPG أو SVG' },
  'settings.logoTooLarge': { en: 'The logo must be 2 MB or smaller', ar: 'يجب ألا يتجاوز حجم الشعار 2 ميغابايت' },
  'settings.trnNotTaxNumber': { en: 'The TRN and the tax number are the same number: give one, or the same in both', ar: 'رقم التسجيل الضريبي والرقم الضريبي رقم واحد: أدخل أحدهما أو الرقم نفسه في كليهما' },

  // regions
  'regions.created': { en: 'Region created successfully', ar: 'تم إنشاء المنطقة بنجاح' },
  'regions.updated': { en: 'Region updated successfully', ar: 'تم تحديث المنطقة بنجاح' },
  'regions.deleted': { en: 'Region deleted successfully', ar: 'تم حذف المنطقة بنجاح' },
  'regions.createFailed': { en: 'Failed to create region', ar: 'فشل في إنشاء المنطقة' },
  'regions.updateFailed': { en: 'Failed to update region', ar: 'فشل في تحديث المنطقة' },
  'regions.deleteFailed': { en: 'Failed to delete region', ar: 'فشل في حذف المنطقة' },
} as const satisfies Record<string, Bilingual>;
