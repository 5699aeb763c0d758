import { specNorm, SPEC_PATTERN } from '../src/server/search/spec';
for (const s of ['0.25g*24粒', '0.25g×24粒', '0.25克*24粒', '０.２５Ｇ＊２４粒', '50μg*100片', '10ml:0.5g*10支', 'KN95 折叠式*5只', '0.25gx24粒']) console.log(s, specNorm(s));
console.log('布洛芬缓释胶囊0.3g*24粒'.match(SPEC_PATTERN), '维生素b6片10mg*100片'.match(SPEC_PATTERN));
