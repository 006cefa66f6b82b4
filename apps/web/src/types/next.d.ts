// Next's ambient types (CSS modules, images, next/font), so `tsc --noEmit` works before any build; next-env.d.ts
// (written by `next build`/`next dev`, git-ignored) adds the generated route types on top.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
