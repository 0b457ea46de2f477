export { acknowledgement, endpoint } from "./endpoint";
export type { ApiResult } from "./call-api";
export { useCallApi, type CallApi } from "./use-call-api";
