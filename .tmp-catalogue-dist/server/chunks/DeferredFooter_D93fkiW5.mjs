export { t as default, n as file, r as url } from "./DeferredFooter_Czflxkn2.mjs";
