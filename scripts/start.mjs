#!/usr/bin/env node
// `npm start`: runs the product. The API (apps/api) and website (apps/web) are not in this repository yet,
// so for now it says so and exits without error.
console.log(
  [
    'Happenings: the API (apps/api) and the website (apps/web) are not part of this build yet.',
    'What exists today is packages/domain, the schedule, recurrence and calendar core; run `npm test` to exercise it.',
  ].join('\n'),
);
