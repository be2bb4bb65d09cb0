// The task's limits (the form shows them; the API enforces them). A module of their own, with nothing
// else in it: a page that clips a prefilled task's title (cross-sell-constants.ts) does not load the
// task's status flows and labels with it.
export const TASK_TITLE_MIN = 10;
export const TASK_TITLE_MAX = 100;
export const TASK_DESCRIPTION_MIN = 25;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_MAX_IMAGES = 5;
export const TASK_STREET_MAX = 200;
/** Budgets and offers, in paisa: Rs. 100 to Rs. 10,00,000. */
export const TASK_MIN_AMOUNT = 10_000;
export const TASK_MAX_AMOUNT = 100_000_000;
export const TASK_OFFER_MESSAGE_MIN = 10;
export const TASK_OFFER_MESSAGE_MAX = 1000;
export const TASK_QUESTION_MIN = 5;
export const TASK_QUESTION_MAX = 1000;
export const TASK_ANSWER_MAX = 1000;
export const TASK_CANCEL_REASON_MIN = 3;
export const TASK_CANCEL_REASON_MAX = 500;
export const TASK_REVIEW_COMMENT_MIN = 2;
export const TASK_REVIEW_COMMENT_MAX = 2000;
export const TASK_REVIEW_REPLY_MAX = 1000;
export const TASKER_BIO_MAX = 1000;
export const TASKER_MAX_SKILLS = 20;
export const TASKER_SKILL_MAX = 40;
