import { unknownApiRoute } from "@/lib/http";

// Any /api path without a route answers the JSON error shape, not the HTML 404 page.
export const GET = unknownApiRoute;
export const POST = unknownApiRoute;
export const PUT = unknownApiRoute;
export const PATCH = unknownApiRoute;
export const DELETE = unknownApiRoute;
