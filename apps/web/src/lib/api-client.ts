// The one API client: the fetcher works on the server and in the browser; the hook adds the session token.
export { ApiError, type ApiInit, apiFetch, errorStatus } from './api-fetch';
export { useApiFetch } from './use-api-fetch';
