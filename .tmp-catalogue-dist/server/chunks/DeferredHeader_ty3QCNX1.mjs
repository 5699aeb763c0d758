export { t as default, n as file, r as url } from "./DeferredHeader_C8UJ4Nyq.mjs";
