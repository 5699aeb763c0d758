export { t as default, n as file, r as url } from "./DeferredHeader_D81FBCTj.mjs";
