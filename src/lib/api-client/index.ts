export { acknowledgement, endpoint } from "./endpoint";
export { callApi, type ApiResult } from "./call-api";
export { useCallApi, type CallApi } from "./use-call-api";
