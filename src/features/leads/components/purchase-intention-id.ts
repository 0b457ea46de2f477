/** The purchase-intention form's id: its title's and fields' ids, and analytics' form_id. */
export const purchaseIntentionFormId = "purchase-intention";
