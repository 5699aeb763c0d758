export { t as default, n as file, r as url } from "./DeferredHeader_CaxZkYeD.mjs";
