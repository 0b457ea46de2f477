export { acknowledgement, endpoint } from "./endpoint";
export { callApi, type ApiResult } from "./call-api";
export { useCallApi } from "./use-call-api";
