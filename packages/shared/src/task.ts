/**
 * The Task section (docs/domain.md "Tasks, offers and task reviews"): people post tasks, taskers offer, the
 * poster accepts one, the tasker marks it done, the poster confirms, both review. Money is paisa everywhere,
 * budget filters included. Every error message names its field.
 */

// In three files by what they describe: what pages and lists show and the public reads, what a
// signed-in person sends and reads of their own, and the admin's requests.
export * from './task-admin.ts';
export * from './task-answers.ts';
export * from './task-constants.ts';
export * from './task-requests.ts';
