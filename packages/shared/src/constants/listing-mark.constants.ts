// The report form's words and its "Other" reason, shared by the API's schema and the browser's
// dialog (which loads without the schema library).

export const REPORT_REASON_MESSAGE = 'Please select a reason first';
export const REPORT_OTHER_MESSAGE = 'Please write your reason';
/** `reason_id` 0 on the wire: "Other", explained in `other_message`. */
export const OTHER_REASON_ID = 0;
