import { apiApp } from "@/api/app";

/** `next dev` and `next start` hand every /api/* request to the one API application. */
const handle = (request: Request) => apiApp().fetch(request);

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
