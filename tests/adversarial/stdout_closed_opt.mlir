// TOOL: opt
// ARGS:
// EXPECT: exit=0
// STDOUT: closed
func.func @f0() {
  return
}
func.func @f1() {
  return
}
func.func @f2() {
  return
}
func.func @f3() {
  return
}
func.func @f4() {
  return
}
func.func @f5() {
  return
}
func.func @f6() {
  return
}
func.func @f7() {
  return
}
func.func @f8() {
  return
}
func.func @f9() {
  return
}
func.func @f10() {
  return
}
func.func @f11() {
  return
}
func.func @f12() {
  return
}
func.func @f13() {
  return
}
func.func @f14() {
  return
}
func.func @f15() {
  return
}
func.func @f16() {
  return
}
func.func @f17() {
  return
}
func.func @f18() {
  return
}
func.func @f19() {
  return
}
func.func @f20() {
  return
}
func.func @f21() {
  return
}
func.func @f22() {
  return
}
func.func @f23() {
  return
}
func.func @f24() {
  return
}
func.func @f25() {
  return
}
func.func @f26() {
  return
}
func.func @f27() {
  return
}
func.func @f28() {
  return
}
func.func @f29() {
  return
}
func.func @f30() {
  return
}
func.func @f31() {
  return
}
func.func @f32() {
  return
}
func.func @f33() {
  return
}
func.func @f34() {
  return
}
func.func @f35() {
  return
}
func.func @f36() {
  return
}
func.func @f37() {
  return
}
func.func @f38() {
  return
}
func.func @f39() {
  return
}
func.func @f40() {
  return
}
func.func @f41() {
  return
}
func.func @f42() {
  return
}
func.func @f43() {
  return
}
func.func @f44() {
  return
}
func.func @f45() {
  return
}
func.func @f46() {
  return
}
func.func @f47() {
  return
}
func.func @f48() {
  return
}
func.func @f49() {
  return
}
func.func @f50() {
  return
}
func.func @f51() {
  return
}
func.func @f52() {
  return
}
func.func @f53() {
  return
}
func.func @f54() {
  return
}
func.func @f55() {
  return
}
func.func @f56() {
  return
}
func.func @f57() {
  return
}
func.func @f58() {
  return
}
func.func @f59() {
  return
}
func.func @f60() {
  return
}
func.func @f61() {
  return
}
func.func @f62() {
  return
}
func.func @f63() {
  return
}
func.func @f64() {
  return
}
func.func @f65() {
  return
}
func.func @f66() {
  return
}
func.func @f67() {
  return
}
func.func @f68() {
  return
}
func.func @f69() {
  return
}
func.func @f70() {
  return
}
func.func @f71() {
  return
}
func.func @f72() {
  return
}
func.func @f73() {
  return
}
func.func @f74() {
  return
}
func.func @f75() {
  return
}
func.func @f76() {
  return
}
func.func @f77() {
  return
}
func.func @f78() {
  return
}
func.func @f79() {
  return
}
func.func @f80() {
  return
}
func.func @f81() {
  return
}
func.func @f82() {
  return
}
func.func @f83() {
  return
}
func.func @f84() {
  return
}
func.func @f85() {
  return
}
func.func @f86() {
  return
}
func.func @f87() {
  return
}
func.func @f88() {
  return
}
func.func @f89() {
  return
}
func.func @f90() {
  return
}
func.func @f91() {
  return
}
func.func @f92() {
  return
}
func.func @f93() {
  return
}
func.func @f94() {
  return
}
func.func @f95() {
  return
}
func.func @f96() {
  return
}
func.func @f97() {
  return
}
func.func @f98() {
  return
}
func.func @f99() {
  return
}
func.func @f100() {
  return
}
func.func @f101() {
  return
}
func.func @f102() {
  return
}
func.func @f103() {
  return
}
func.func @f104() {
  return
}
func.func @f105() {
  return
}
func.func @f106() {
  return
}
func.func @f107() {
  return
}
func.func @f108() {
  return
}
func.func @f109() {
  return
}
func.func @f110() {
  return
}
func.func @f111() {
  return
}
func.func @f112() {
  return
}
func.func @f113() {
  return
}
func.func @f114() {
  return
}
func.func @f115() {
  return
}
func.func @f116() {
  return
}
func.func @f117() {
  return
}
func.func @f118() {
  return
}
func.func @f119() {
  return
}
func.func @f120() {
  return
}
func.func @f121() {
  return
}
func.func @f122() {
  return
}
func.func @f123() {
  return
}
func.func @f124() {
  return
}
func.func @f125() {
  return
}
func.func @f126() {
  return
}
func.func @f127() {
  return
}
func.func @f128() {
  return
}
func.func @f129() {
  return
}
func.func @f130() {
  return
}
func.func @f131() {
  return
}
func.func @f132() {
  return
}
func.func @f133() {
  return
}
func.func @f134() {
  return
}
func.func @f135() {
  return
}
func.func @f136() {
  return
}
func.func @f137() {
  return
}
func.func @f138() {
  return
}
func.func @f139() {
  return
}
func.func @f140() {
  return
}
func.func @f141() {
  return
}
func.func @f142() {
  return
}
func.func @f143() {
  return
}
func.func @f144() {
  return
}
func.func @f145() {
  return
}
func.func @f146() {
  return
}
func.func @f147() {
  return
}
func.func @f148() {
  return
}
func.func @f149() {
  return
}
func.func @f150() {
  return
}
func.func @f151() {
  return
}
func.func @f152() {
  return
}
func.func @f153() {
  return
}
func.func @f154() {
  return
}
func.func @f155() {
  return
}
func.func @f156() {
  return
}
func.func @f157() {
  return
}
func.func @f158() {
  return
}
func.func @f159() {
  return
}
func.func @f160() {
  return
}
func.func @f161() {
  return
}
func.func @f162() {
  return
}
func.func @f163() {
  return
}
func.func @f164() {
  return
}
func.func @f165() {
  return
}
func.func @f166() {
  return
}
func.func @f167() {
  return
}
func.func @f168() {
  return
}
func.func @f169() {
  return
}
func.func @f170() {
  return
}
func.func @f171() {
  return
}
func.func @f172() {
  return
}
func.func @f173() {
  return
}
func.func @f174() {
  return
}
func.func @f175() {
  return
}
func.func @f176() {
  return
}
func.func @f177() {
  return
}
func.func @f178() {
  return
}
func.func @f179() {
  return
}
func.func @f180() {
  return
}
func.func @f181() {
  return
}
func.func @f182() {
  return
}
func.func @f183() {
  return
}
func.func @f184() {
  return
}
func.func @f185() {
  return
}
func.func @f186() {
  return
}
func.func @f187() {
  return
}
func.func @f188() {
  return
}
func.func @f189() {
  return
}
func.func @f190() {
  return
}
func.func @f191() {
  return
}
func.func @f192() {
  return
}
func.func @f193() {
  return
}
func.func @f194() {
  return
}
func.func @f195() {
  return
}
func.func @f196() {
  return
}
func.func @f197() {
  return
}
func.func @f198() {
  return
}
func.func @f199() {
  return
}
func.func @f200() {
  return
}
func.func @f201() {
  return
}
func.func @f202() {
  return
}
func.func @f203() {
  return
}
func.func @f204() {
  return
}
func.func @f205() {
  return
}
func.func @f206() {
  return
}
func.func @f207() {
  return
}
func.func @f208() {
  return
}
func.func @f209() {
  return
}
func.func @f210() {
  return
}
func.func @f211() {
  return
}
func.func @f212() {
  return
}
func.func @f213() {
  return
}
func.func @f214() {
  return
}
func.func @f215() {
  return
}
func.func @f216() {
  return
}
func.func @f217() {
  return
}
func.func @f218() {
  return
}
func.func @f219() {
  return
}
func.func @f220() {
  return
}
func.func @f221() {
  return
}
func.func @f222() {
  return
}
func.func @f223() {
  return
}
func.func @f224() {
  return
}
func.func @f225() {
  return
}
func.func @f226() {
  return
}
func.func @f227() {
  return
}
func.func @f228() {
  return
}
func.func @f229() {
  return
}
func.func @f230() {
  return
}
func.func @f231() {
  return
}
func.func @f232() {
  return
}
func.func @f233() {
  return
}
func.func @f234() {
  return
}
func.func @f235() {
  return
}
func.func @f236() {
  return
}
func.func @f237() {
  return
}
func.func @f238() {
  return
}
func.func @f239() {
  return
}
func.func @f240() {
  return
}
func.func @f241() {
  return
}
func.func @f242() {
  return
}
func.func @f243() {
  return
}
func.func @f244() {
  return
}
func.func @f245() {
  return
}
func.func @f246() {
  return
}
func.func @f247() {
  return
}
func.func @f248() {
  return
}
func.func @f249() {
  return
}
func.func @f250() {
  return
}
func.func @f251() {
  return
}
func.func @f252() {
  return
}
func.func @f253() {
  return
}
func.func @f254() {
  return
}
func.func @f255() {
  return
}
func.func @f256() {
  return
}
func.func @f257() {
  return
}
func.func @f258() {
  return
}
func.func @f259() {
  return
}
func.func @f260() {
  return
}
func.func @f261() {
  return
}
func.func @f262() {
  return
}
func.func @f263() {
  return
}
func.func @f264() {
  return
}
func.func @f265() {
  return
}
func.func @f266() {
  return
}
func.func @f267() {
  return
}
func.func @f268() {
  return
}
func.func @f269() {
  return
}
func.func @f270() {
  return
}
func.func @f271() {
  return
}
func.func @f272() {
  return
}
func.func @f273() {
  return
}
func.func @f274() {
  return
}
func.func @f275() {
  return
}
func.func @f276() {
  return
}
func.func @f277() {
  return
}
func.func @f278() {
  return
}
func.func @f279() {
  return
}
func.func @f280() {
  return
}
func.func @f281() {
  return
}
func.func @f282() {
  return
}
func.func @f283() {
  return
}
func.func @f284() {
  return
}
func.func @f285() {
  return
}
func.func @f286() {
  return
}
func.func @f287() {
  return
}
func.func @f288() {
  return
}
func.func @f289() {
  return
}
func.func @f290() {
  return
}
func.func @f291() {
  return
}
func.func @f292() {
  return
}
func.func @f293() {
  return
}
func.func @f294() {
  return
}
func.func @f295() {
  return
}
func.func @f296() {
  return
}
func.func @f297() {
  return
}
func.func @f298() {
  return
}
func.func @f299() {
  return
}
func.func @f300() {
  return
}
func.func @f301() {
  return
}
func.func @f302() {
  return
}
func.func @f303() {
  return
}
func.func @f304() {
  return
}
func.func @f305() {
  return
}
func.func @f306() {
  return
}
func.func @f307() {
  return
}
func.func @f308() {
  return
}
func.func @f309() {
  return
}
func.func @f310() {
  return
}
func.func @f311() {
  return
}
func.func @f312() {
  return
}
func.func @f313() {
  return
}
func.func @f314() {
  return
}
func.func @f315() {
  return
}
func.func @f316() {
  return
}
func.func @f317() {
  return
}
func.func @f318() {
  return
}
func.func @f319() {
  return
}
func.func @f320() {
  return
}
func.func @f321() {
  return
}
func.func @f322() {
  return
}
func.func @f323() {
  return
}
func.func @f324() {
  return
}
func.func @f325() {
  return
}
func.func @f326() {
  return
}
func.func @f327() {
  return
}
func.func @f328() {
  return
}
func.func @f329() {
  return
}
func.func @f330() {
  return
}
func.func @f331() {
  return
}
func.func @f332() {
  return
}
func.func @f333() {
  return
}
func.func @f334() {
  return
}
func.func @f335() {
  return
}
func.func @f336() {
  return
}
func.func @f337() {
  return
}
func.func @f338() {
  return
}
func.func @f339() {
  return
}
func.func @f340() {
  return
}
func.func @f341() {
  return
}
func.func @f342() {
  return
}
func.func @f343() {
  return
}
func.func @f344() {
  return
}
func.func @f345() {
  return
}
func.func @f346() {
  return
}
func.func @f347() {
  return
}
func.func @f348() {
  return
}
func.func @f349() {
  return
}
func.func @f350() {
  return
}
func.func @f351() {
  return
}
func.func @f352() {
  return
}
func.func @f353() {
  return
}
func.func @f354() {
  return
}
func.func @f355() {
  return
}
func.func @f356() {
  return
}
func.func @f357() {
  return
}
func.func @f358() {
  return
}
func.func @f359() {
  return
}
func.func @f360() {
  return
}
func.func @f361() {
  return
}
func.func @f362() {
  return
}
func.func @f363() {
  return
}
func.func @f364() {
  return
}
func.func @f365() {
  return
}
func.func @f366() {
  return
}
func.func @f367() {
  return
}
func.func @f368() {
  return
}
func.func @f369() {
  return
}
func.func @f370() {
  return
}
func.func @f371() {
  return
}
func.func @f372() {
  return
}
func.func @f373() {
  return
}
func.func @f374() {
  return
}
func.func @f375() {
  return
}
func.func @f376() {
  return
}
func.func @f377() {
  return
}
func.func @f378() {
  return
}
func.func @f379() {
  return
}
func.func @f380() {
  return
}
func.func @f381() {
  return
}
func.func @f382() {
  return
}
func.func @f383() {
  return
}
func.func @f384() {
  return
}
func.func @f385() {
  return
}
func.func @f386() {
  return
}
func.func @f387() {
  return
}
func.func @f388() {
  return
}
func.func @f389() {
  return
}
func.func @f390() {
  return
}
func.func @f391() {
  return
}
func.func @f392() {
  return
}
func.func @f393() {
  return
}
func.func @f394() {
  return
}
func.func @f395() {
  return
}
func.func @f396() {
  return
}
func.func @f397() {
  return
}
func.func @f398() {
  return
}
func.func @f399() {
  return
}
func.func @f400() {
  return
}
func.func @f401() {
  return
}
func.func @f402() {
  return
}
func.func @f403() {
  return
}
func.func @f404() {
  return
}
func.func @f405() {
  return
}
func.func @f406() {
  return
}
func.func @f407() {
  return
}
func.func @f408() {
  return
}
func.func @f409() {
  return
}
func.func @f410() {
  return
}
func.func @f411() {
  return
}
func.func @f412() {
  return
}
func.func @f413() {
  return
}
func.func @f414() {
  return
}
func.func @f415() {
  return
}
func.func @f416() {
  return
}
func.func @f417() {
  return
}
func.func @f418() {
  return
}
func.func @f419() {
  return
}
func.func @f420() {
  return
}
func.func @f421() {
  return
}
func.func @f422() {
  return
}
func.func @f423() {
  return
}
func.func @f424() {
  return
}
func.func @f425() {
  return
}
func.func @f426() {
  return
}
func.func @f427() {
  return
}
func.func @f428() {
  return
}
func.func @f429() {
  return
}
func.func @f430() {
  return
}
func.func @f431() {
  return
}
func.func @f432() {
  return
}
func.func @f433() {
  return
}
func.func @f434() {
  return
}
func.func @f435() {
  return
}
func.func @f436() {
  return
}
func.func @f437() {
  return
}
func.func @f438() {
  return
}
func.func @f439() {
  return
}
func.func @f440() {
  return
}
func.func @f441() {
  return
}
func.func @f442() {
  return
}
func.func @f443() {
  return
}
func.func @f444() {
  return
}
func.func @f445() {
  return
}
func.func @f446() {
  return
}
func.func @f447() {
  return
}
func.func @f448() {
  return
}
func.func @f449() {
  return
}
func.func @f450() {
  return
}
func.func @f451() {
  return
}
func.func @f452() {
  return
}
func.func @f453() {
  return
}
func.func @f454() {
  return
}
func.func @f455() {
  return
}
func.func @f456() {
  return
}
func.func @f457() {
  return
}
func.func @f458() {
  return
}
func.func @f459() {
  return
}
func.func @f460() {
  return
}
func.func @f461() {
  return
}
func.func @f462() {
  return
}
func.func @f463() {
  return
}
func.func @f464() {
  return
}
func.func @f465() {
  return
}
func.func @f466() {
  return
}
func.func @f467() {
  return
}
func.func @f468() {
  return
}
func.func @f469() {
  return
}
func.func @f470() {
  return
}
func.func @f471() {
  return
}
func.func @f472() {
  return
}
func.func @f473() {
  return
}
func.func @f474() {
  return
}
func.func @f475() {
  return
}
func.func @f476() {
  return
}
func.func @f477() {
  return
}
func.func @f478() {
  return
}
func.func @f479() {
  return
}
func.func @f480() {
  return
}
func.func @f481() {
  return
}
func.func @f482() {
  return
}
func.func @f483() {
  return
}
func.func @f484() {
  return
}
func.func @f485() {
  return
}
func.func @f486() {
  return
}
func.func @f487() {
  return
}
func.func @f488() {
  return
}
func.func @f489() {
  return
}
func.func @f490() {
  return
}
func.func @f491() {
  return
}
func.func @f492() {
  return
}
func.func @f493() {
  return
}
func.func @f494() {
  return
}
func.func @f495() {
  return
}
func.func @f496() {
  return
}
func.func @f497() {
  return
}
func.func @f498() {
  return
}
func.func @f499() {
  return
}
func.func @f500() {
  return
}
func.func @f501() {
  return
}
func.func @f502() {
  return
}
func.func @f503() {
  return
}
func.func @f504() {
  return
}
func.func @f505() {
  return
}
func.func @f506() {
  return
}
func.func @f507() {
  return
}
func.func @f508() {
  return
}
func.func @f509() {
  return
}
func.func @f510() {
  return
}
func.func @f511() {
  return
}
func.func @f512() {
  return
}
func.func @f513() {
  return
}
func.func @f514() {
  return
}
func.func @f515() {
  return
}
func.func @f516() {
  return
}
func.func @f517() {
  return
}
func.func @f518() {
  return
}
func.func @f519() {
  return
}
func.func @f520() {
  return
}
func.func @f521() {
  return
}
func.func @f522() {
  return
}
func.func @f523() {
  return
}
func.func @f524() {
  return
}
func.func @f525() {
  return
}
func.func @f526() {
  return
}
func.func @f527() {
  return
}
func.func @f528() {
  return
}
func.func @f529() {
  return
}
func.func @f530() {
  return
}
func.func @f531() {
  return
}
func.func @f532() {
  return
}
func.func @f533() {
  return
}
func.func @f534() {
  return
}
func.func @f535() {
  return
}
func.func @f536() {
  return
}
func.func @f537() {
  return
}
func.func @f538() {
  return
}
func.func @f539() {
  return
}
func.func @f540() {
  return
}
func.func @f541() {
  return
}
func.func @f542() {
  return
}
func.func @f543() {
  return
}
func.func @f544() {
  return
}
func.func @f545() {
  return
}
func.func @f546() {
  return
}
func.func @f547() {
  return
}
func.func @f548() {
  return
}
func.func @f549() {
  return
}
func.func @f550() {
  return
}
func.func @f551() {
  return
}
func.func @f552() {
  return
}
func.func @f553() {
  return
}
func.func @f554() {
  return
}
func.func @f555() {
  return
}
func.func @f556() {
  return
}
func.func @f557() {
  return
}
func.func @f558() {
  return
}
func.func @f559() {
  return
}
func.func @f560() {
  return
}
func.func @f561() {
  return
}
func.func @f562() {
  return
}
func.func @f563() {
  return
}
func.func @f564() {
  return
}
func.func @f565() {
  return
}
func.func @f566() {
  return
}
func.func @f567() {
  return
}
func.func @f568() {
  return
}
func.func @f569() {
  return
}
func.func @f570() {
  return
}
func.func @f571() {
  return
}
func.func @f572() {
  return
}
func.func @f573() {
  return
}
func.func @f574() {
  return
}
func.func @f575() {
  return
}
func.func @f576() {
  return
}
func.func @f577() {
  return
}
func.func @f578() {
  return
}
func.func @f579() {
  return
}
func.func @f580() {
  return
}
func.func @f581() {
  return
}
func.func @f582() {
  return
}
func.func @f583() {
  return
}
func.func @f584() {
  return
}
func.func @f585() {
  return
}
func.func @f586() {
  return
}
func.func @f587() {
  return
}
func.func @f588() {
  return
}
func.func @f589() {
  return
}
func.func @f590() {
  return
}
func.func @f591() {
  return
}
func.func @f592() {
  return
}
func.func @f593() {
  return
}
func.func @f594() {
  return
}
func.func @f595() {
  return
}
func.func @f596() {
  return
}
func.func @f597() {
  return
}
func.func @f598() {
  return
}
func.func @f599() {
  return
}
func.func @f600() {
  return
}
func.func @f601() {
  return
}
func.func @f602() {
  return
}
func.func @f603() {
  return
}
func.func @f604() {
  return
}
func.func @f605() {
  return
}
func.func @f606() {
  return
}
func.func @f607() {
  return
}
func.func @f608() {
  return
}
func.func @f609() {
  return
}
func.func @f610() {
  return
}
func.func @f611() {
  return
}
func.func @f612() {
  return
}
func.func @f613() {
  return
}
func.func @f614() {
  return
}
func.func @f615() {
  return
}
func.func @f616() {
  return
}
func.func @f617() {
  return
}
func.func @f618() {
  return
}
func.func @f619() {
  return
}
func.func @f620() {
  return
}
func.func @f621() {
  return
}
func.func @f622() {
  return
}
func.func @f623() {
  return
}
func.func @f624() {
  return
}
func.func @f625() {
  return
}
func.func @f626() {
  return
}
func.func @f627() {
  return
}
func.func @f628() {
  return
}
func.func @f629() {
  return
}
func.func @f630() {
  return
}
func.func @f631() {
  return
}
func.func @f632() {
  return
}
func.func @f633() {
  return
}
func.func @f634() {
  return
}
func.func @f635() {
  return
}
func.func @f636() {
  return
}
func.func @f637() {
  return
}
func.func @f638() {
  return
}
func.func @f639() {
  return
}
func.func @f640() {
  return
}
func.func @f641() {
  return
}
func.func @f642() {
  return
}
func.func @f643() {
  return
}
func.func @f644() {
  return
}
func.func @f645() {
  return
}
func.func @f646() {
  return
}
func.func @f647() {
  return
}
func.func @f648() {
  return
}
func.func @f649() {
  return
}
func.func @f650() {
  return
}
func.func @f651() {
  return
}
func.func @f652() {
  return
}
func.func @f653() {
  return
}
func.func @f654() {
  return
}
func.func @f655() {
  return
}
func.func @f656() {
  return
}
func.func @f657() {
  return
}
func.func @f658() {
  return
}
func.func @f659() {
  return
}
func.func @f660() {
  return
}
func.func @f661() {
  return
}
func.func @f662() {
  return
}
func.func @f663() {
  return
}
func.func @f664() {
  return
}
func.func @f665() {
  return
}
func.func @f666() {
  return
}
func.func @f667() {
  return
}
func.func @f668() {
  return
}
func.func @f669() {
  return
}
func.func @f670() {
  return
}
func.func @f671() {
  return
}
func.func @f672() {
  return
}
func.func @f673() {
  return
}
func.func @f674() {
  return
}
func.func @f675() {
  return
}
func.func @f676() {
  return
}
func.func @f677() {
  return
}
func.func @f678() {
  return
}
func.func @f679() {
  return
}
func.func @f680() {
  return
}
func.func @f681() {
  return
}
func.func @f682() {
  return
}
func.func @f683() {
  return
}
func.func @f684() {
  return
}
func.func @f685() {
  return
}
func.func @f686() {
  return
}
func.func @f687() {
  return
}
func.func @f688() {
  return
}
func.func @f689() {
  return
}
func.func @f690() {
  return
}
func.func @f691() {
  return
}
func.func @f692() {
  return
}
func.func @f693() {
  return
}
func.func @f694() {
  return
}
func.func @f695() {
  return
}
func.func @f696() {
  return
}
func.func @f697() {
  return
}
func.func @f698() {
  return
}
func.func @f699() {
  return
}
func.func @f700() {
  return
}
func.func @f701() {
  return
}
func.func @f702() {
  return
}
func.func @f703() {
  return
}
func.func @f704() {
  return
}
func.func @f705() {
  return
}
func.func @f706() {
  return
}
func.func @f707() {
  return
}
func.func @f708() {
  return
}
func.func @f709() {
  return
}
func.func @f710() {
  return
}
func.func @f711() {
  return
}
func.func @f712() {
  return
}
func.func @f713() {
  return
}
func.func @f714() {
  return
}
func.func @f715() {
  return
}
func.func @f716() {
  return
}
func.func @f717() {
  return
}
func.func @f718() {
  return
}
func.func @f719() {
  return
}
func.func @f720() {
  return
}
func.func @f721() {
  return
}
func.func @f722() {
  return
}
func.func @f723() {
  return
}
func.func @f724() {
  return
}
func.func @f725() {
  return
}
func.func @f726() {
  return
}
func.func @f727() {
  return
}
func.func @f728() {
  return
}
func.func @f729() {
  return
}
func.func @f730() {
  return
}
func.func @f731() {
  return
}
func.func @f732() {
  return
}
func.func @f733() {
  return
}
func.func @f734() {
  return
}
func.func @f735() {
  return
}
func.func @f736() {
  return
}
func.func @f737() {
  return
}
func.func @f738() {
  return
}
func.func @f739() {
  return
}
func.func @f740() {
  return
}
func.func @f741() {
  return
}
func.func @f742() {
  return
}
func.func @f743() {
  return
}
func.func @f744() {
  return
}
func.func @f745() {
  return
}
func.func @f746() {
  return
}
func.func @f747() {
  return
}
func.func @f748() {
  return
}
func.func @f749() {
  return
}
func.func @f750() {
  return
}
func.func @f751() {
  return
}
func.func @f752() {
  return
}
func.func @f753() {
  return
}
func.func @f754() {
  return
}
func.func @f755() {
  return
}
func.func @f756() {
  return
}
func.func @f757() {
  return
}
func.func @f758() {
  return
}
func.func @f759() {
  return
}
func.func @f760() {
  return
}
func.func @f761() {
  return
}
func.func @f762() {
  return
}
func.func @f763() {
  return
}
func.func @f764() {
  return
}
func.func @f765() {
  return
}
func.func @f766() {
  return
}
func.func @f767() {
  return
}
func.func @f768() {
  return
}
func.func @f769() {
  return
}
func.func @f770() {
  return
}
func.func @f771() {
  return
}
func.func @f772() {
  return
}
func.func @f773() {
  return
}
func.func @f774() {
  return
}
func.func @f775() {
  return
}
func.func @f776() {
  return
}
func.func @f777() {
  return
}
func.func @f778() {
  return
}
func.func @f779() {
  return
}
func.func @f780() {
  return
}
func.func @f781() {
  return
}
func.func @f782() {
  return
}
func.func @f783() {
  return
}
func.func @f784() {
  return
}
func.func @f785() {
  return
}
func.func @f786() {
  return
}
func.func @f787() {
  return
}
func.func @f788() {
  return
}
func.func @f789() {
  return
}
func.func @f790() {
  return
}
func.func @f791() {
  return
}
func.func @f792() {
  return
}
func.func @f793() {
  return
}
func.func @f794() {
  return
}
func.func @f795() {
  return
}
func.func @f796() {
  return
}
func.func @f797() {
  return
}
func.func @f798() {
  return
}
func.func @f799() {
  return
}
func.func @f800() {
  return
}
func.func @f801() {
  return
}
func.func @f802() {
  return
}
func.func @f803() {
  return
}
func.func @f804() {
  return
}
func.func @f805() {
  return
}
func.func @f806() {
  return
}
func.func @f807() {
  return
}
func.func @f808() {
  return
}
func.func @f809() {
  return
}
func.func @f810() {
  return
}
func.func @f811() {
  return
}
func.func @f812() {
  return
}
func.func @f813() {
  return
}
func.func @f814() {
  return
}
func.func @f815() {
  return
}
func.func @f816() {
  return
}
func.func @f817() {
  return
}
func.func @f818() {
  return
}
func.func @f819() {
  return
}
func.func @f820() {
  return
}
func.func @f821() {
  return
}
func.func @f822() {
  return
}
func.func @f823() {
  return
}
func.func @f824() {
  return
}
func.func @f825() {
  return
}
func.func @f826() {
  return
}
func.func @f827() {
  return
}
func.func @f828() {
  return
}
func.func @f829() {
  return
}
func.func @f830() {
  return
}
func.func @f831() {
  return
}
func.func @f832() {
  return
}
func.func @f833() {
  return
}
func.func @f834() {
  return
}
func.func @f835() {
  return
}
func.func @f836() {
  return
}
func.func @f837() {
  return
}
func.func @f838() {
  return
}
func.func @f839() {
  return
}
func.func @f840() {
  return
}
func.func @f841() {
  return
}
func.func @f842() {
  return
}
func.func @f843() {
  return
}
func.func @f844() {
  return
}
func.func @f845() {
  return
}
func.func @f846() {
  return
}
func.func @f847() {
  return
}
func.func @f848() {
  return
}
func.func @f849() {
  return
}
func.func @f850() {
  return
}
func.func @f851() {
  return
}
func.func @f852() {
  return
}
func.func @f853() {
  return
}
func.func @f854() {
  return
}
func.func @f855() {
  return
}
func.func @f856() {
  return
}
func.func @f857() {
  return
}
func.func @f858() {
  return
}
func.func @f859() {
  return
}
func.func @f860() {
  return
}
func.func @f861() {
  return
}
func.func @f862() {
  return
}
func.func @f863() {
  return
}
func.func @f864() {
  return
}
func.func @f865() {
  return
}
func.func @f866() {
  return
}
func.func @f867() {
  return
}
func.func @f868() {
  return
}
func.func @f869() {
  return
}
func.func @f870() {
  return
}
func.func @f871() {
  return
}
func.func @f872() {
  return
}
func.func @f873() {
  return
}
func.func @f874() {
  return
}
func.func @f875() {
  return
}
func.func @f876() {
  return
}
func.func @f877() {
  return
}
func.func @f878() {
  return
}
func.func @f879() {
  return
}
func.func @f880() {
  return
}
func.func @f881() {
  return
}
func.func @f882() {
  return
}
func.func @f883() {
  return
}
func.func @f884() {
  return
}
func.func @f885() {
  return
}
func.func @f886() {
  return
}
func.func @f887() {
  return
}
func.func @f888() {
  return
}
func.func @f889() {
  return
}
func.func @f890() {
  return
}
func.func @f891() {
  return
}
func.func @f892() {
  return
}
func.func @f893() {
  return
}
func.func @f894() {
  return
}
func.func @f895() {
  return
}
func.func @f896() {
  return
}
func.func @f897() {
  return
}
func.func @f898() {
  return
}
func.func @f899() {
  return
}
func.func @f900() {
  return
}
func.func @f901() {
  return
}
func.func @f902() {
  return
}
func.func @f903() {
  return
}
func.func @f904() {
  return
}
func.func @f905() {
  return
}
func.func @f906() {
  return
}
func.func @f907() {
  return
}
func.func @f908() {
  return
}
func.func @f909() {
  return
}
func.func @f910() {
  return
}
func.func @f911() {
  return
}
func.func @f912() {
  return
}
func.func @f913() {
  return
}
func.func @f914() {
  return
}
func.func @f915() {
  return
}
func.func @f916() {
  return
}
func.func @f917() {
  return
}
func.func @f918() {
  return
}
func.func @f919() {
  return
}
func.func @f920() {
  return
}
func.func @f921() {
  return
}
func.func @f922() {
  return
}
func.func @f923() {
  return
}
func.func @f924() {
  return
}
func.func @f925() {
  return
}
func.func @f926() {
  return
}
func.func @f927() {
  return
}
func.func @f928() {
  return
}
func.func @f929() {
  return
}
func.func @f930() {
  return
}
func.func @f931() {
  return
}
func.func @f932() {
  return
}
func.func @f933() {
  return
}
func.func @f934() {
  return
}
func.func @f935() {
  return
}
func.func @f936() {
  return
}
func.func @f937() {
  return
}
func.func @f938() {
  return
}
func.func @f939() {
  return
}
func.func @f940() {
  return
}
func.func @f941() {
  return
}
func.func @f942() {
  return
}
func.func @f943() {
  return
}
func.func @f944() {
  return
}
func.func @f945() {
  return
}
func.func @f946() {
  return
}
func.func @f947() {
  return
}
func.func @f948() {
  return
}
func.func @f949() {
  return
}
func.func @f950() {
  return
}
func.func @f951() {
  return
}
func.func @f952() {
  return
}
func.func @f953() {
  return
}
func.func @f954() {
  return
}
func.func @f955() {
  return
}
func.func @f956() {
  return
}
func.func @f957() {
  return
}
func.func @f958() {
  return
}
func.func @f959() {
  return
}
func.func @f960() {
  return
}
func.func @f961() {
  return
}
func.func @f962() {
  return
}
func.func @f963() {
  return
}
func.func @f964() {
  return
}
func.func @f965() {
  return
}
func.func @f966() {
  return
}
func.func @f967() {
  return
}
func.func @f968() {
  return
}
func.func @f969() {
  return
}
func.func @f970() {
  return
}
func.func @f971() {
  return
}
func.func @f972() {
  return
}
func.func @f973() {
  return
}
func.func @f974() {
  return
}
func.func @f975() {
  return
}
func.func @f976() {
  return
}
func.func @f977() {
  return
}
func.func @f978() {
  return
}
func.func @f979() {
  return
}
func.func @f980() {
  return
}
func.func @f981() {
  return
}
func.func @f982() {
  return
}
func.func @f983() {
  return
}
func.func @f984() {
  return
}
func.func @f985() {
  return
}
func.func @f986() {
  return
}
func.func @f987() {
  return
}
func.func @f988() {
  return
}
func.func @f989() {
  return
}
func.func @f990() {
  return
}
func.func @f991() {
  return
}
func.func @f992() {
  return
}
func.func @f993() {
  return
}
func.func @f994() {
  return
}
func.func @f995() {
  return
}
func.func @f996() {
  return
}
func.func @f997() {
  return
}
func.func @f998() {
  return
}
func.func @f999() {
  return
}
func.func @f1000() {
  return
}
func.func @f1001() {
  return
}
func.func @f1002() {
  return
}
func.func @f1003() {
  return
}
func.func @f1004() {
  return
}
func.func @f1005() {
  return
}
func.func @f1006() {
  return
}
func.func @f1007() {
  return
}
func.func @f1008() {
  return
}
func.func @f1009() {
  return
}
func.func @f1010() {
  return
}
func.func @f1011() {
  return
}
func.func @f1012() {
  return
}
func.func @f1013() {
  return
}
func.func @f1014() {
  return
}
func.func @f1015() {
  return
}
func.func @f1016() {
  return
}
func.func @f1017() {
  return
}
func.func @f1018() {
  return
}
func.func @f1019() {
  return
}
func.func @f1020() {
  return
}
func.func @f1021() {
  return
}
func.func @f1022() {
  return
}
func.func @f1023() {
  return
}
func.func @f1024() {
  return
}
func.func @f1025() {
  return
}
func.func @f1026() {
  return
}
func.func @f1027() {
  return
}
func.func @f1028() {
  return
}
func.func @f1029() {
  return
}
func.func @f1030() {
  return
}
func.func @f1031() {
  return
}
func.func @f1032() {
  return
}
func.func @f1033() {
  return
}
func.func @f1034() {
  return
}
func.func @f1035() {
  return
}
func.func @f1036() {
  return
}
func.func @f1037() {
  return
}
func.func @f1038() {
  return
}
func.func @f1039() {
  return
}
func.func @f1040() {
  return
}
func.func @f1041() {
  return
}
func.func @f1042() {
  return
}
func.func @f1043() {
  return
}
func.func @f1044() {
  return
}
func.func @f1045() {
  return
}
func.func @f1046() {
  return
}
func.func @f1047() {
  return
}
func.func @f1048() {
  return
}
func.func @f1049() {
  return
}
func.func @f1050() {
  return
}
func.func @f1051() {
  return
}
func.func @f1052() {
  return
}
func.func @f1053() {
  return
}
func.func @f1054() {
  return
}
func.func @f1055() {
  return
}
func.func @f1056() {
  return
}
func.func @f1057() {
  return
}
func.func @f1058() {
  return
}
func.func @f1059() {
  return
}
func.func @f1060() {
  return
}
func.func @f1061() {
  return
}
func.func @f1062() {
  return
}
func.func @f1063() {
  return
}
func.func @f1064() {
  return
}
func.func @f1065() {
  return
}
func.func @f1066() {
  return
}
func.func @f1067() {
  return
}
func.func @f1068() {
  return
}
func.func @f1069() {
  return
}
func.func @f1070() {
  return
}
func.func @f1071() {
  return
}
func.func @f1072() {
  return
}
func.func @f1073() {
  return
}
func.func @f1074() {
  return
}
func.func @f1075() {
  return
}
func.func @f1076() {
  return
}
func.func @f1077() {
  return
}
func.func @f1078() {
  return
}
func.func @f1079() {
  return
}
func.func @f1080() {
  return
}
func.func @f1081() {
  return
}
func.func @f1082() {
  return
}
func.func @f1083() {
  return
}
func.func @f1084() {
  return
}
func.func @f1085() {
  return
}
func.func @f1086() {
  return
}
func.func @f1087() {
  return
}
func.func @f1088() {
  return
}
func.func @f1089() {
  return
}
func.func @f1090() {
  return
}
func.func @f1091() {
  return
}
func.func @f1092() {
  return
}
func.func @f1093() {
  return
}
func.func @f1094() {
  return
}
func.func @f1095() {
  return
}
func.func @f1096() {
  return
}
func.func @f1097() {
  return
}
func.func @f1098() {
  return
}
func.func @f1099() {
  return
}
func.func @f1100() {
  return
}
func.func @f1101() {
  return
}
func.func @f1102() {
  return
}
func.func @f1103() {
  return
}
func.func @f1104() {
  return
}
func.func @f1105() {
  return
}
func.func @f1106() {
  return
}
func.func @f1107() {
  return
}
func.func @f1108() {
  return
}
func.func @f1109() {
  return
}
func.func @f1110() {
  return
}
func.func @f1111() {
  return
}
func.func @f1112() {
  return
}
func.func @f1113() {
  return
}
func.func @f1114() {
  return
}
func.func @f1115() {
  return
}
func.func @f1116() {
  return
}
func.func @f1117() {
  return
}
func.func @f1118() {
  return
}
func.func @f1119() {
  return
}
func.func @f1120() {
  return
}
func.func @f1121() {
  return
}
func.func @f1122() {
  return
}
func.func @f1123() {
  return
}
func.func @f1124() {
  return
}
func.func @f1125() {
  return
}
func.func @f1126() {
  return
}
func.func @f1127() {
  return
}
func.func @f1128() {
  return
}
func.func @f1129() {
  return
}
func.func @f1130() {
  return
}
func.func @f1131() {
  return
}
func.func @f1132() {
  return
}
func.func @f1133() {
  return
}
func.func @f1134() {
  return
}
func.func @f1135() {
  return
}
func.func @f1136() {
  return
}
func.func @f1137() {
  return
}
func.func @f1138() {
  return
}
func.func @f1139() {
  return
}
func.func @f1140() {
  return
}
func.func @f1141() {
  return
}
func.func @f1142() {
  return
}
func.func @f1143() {
  return
}
func.func @f1144() {
  return
}
func.func @f1145() {
  return
}
func.func @f1146() {
  return
}
func.func @f1147() {
  return
}
func.func @f1148() {
  return
}
func.func @f1149() {
  return
}
func.func @f1150() {
  return
}
func.func @f1151() {
  return
}
func.func @f1152() {
  return
}
func.func @f1153() {
  return
}
func.func @f1154() {
  return
}
func.func @f1155() {
  return
}
func.func @f1156() {
  return
}
func.func @f1157() {
  return
}
func.func @f1158() {
  return
}
func.func @f1159() {
  return
}
func.func @f1160() {
  return
}
func.func @f1161() {
  return
}
func.func @f1162() {
  return
}
func.func @f1163() {
  return
}
func.func @f1164() {
  return
}
func.func @f1165() {
  return
}
func.func @f1166() {
  return
}
func.func @f1167() {
  return
}
func.func @f1168() {
  return
}
func.func @f1169() {
  return
}
func.func @f1170() {
  return
}
func.func @f1171() {
  return
}
func.func @f1172() {
  return
}
func.func @f1173() {
  return
}
func.func @f1174() {
  return
}
func.func @f1175() {
  return
}
func.func @f1176() {
  return
}
func.func @f1177() {
  return
}
func.func @f1178() {
  return
}
func.func @f1179() {
  return
}
func.func @f1180() {
  return
}
func.func @f1181() {
  return
}
func.func @f1182() {
  return
}
func.func @f1183() {
  return
}
func.func @f1184() {
  return
}
func.func @f1185() {
  return
}
func.func @f1186() {
  return
}
func.func @f1187() {
  return
}
func.func @f1188() {
  return
}
func.func @f1189() {
  return
}
func.func @f1190() {
  return
}
func.func @f1191() {
  return
}
func.func @f1192() {
  return
}
func.func @f1193() {
  return
}
func.func @f1194() {
  return
}
func.func @f1195() {
  return
}
func.func @f1196() {
  return
}
func.func @f1197() {
  return
}
func.func @f1198() {
  return
}
func.func @f1199() {
  return
}
func.func @f1200() {
  return
}
func.func @f1201() {
  return
}
func.func @f1202() {
  return
}
func.func @f1203() {
  return
}
func.func @f1204() {
  return
}
func.func @f1205() {
  return
}
func.func @f1206() {
  return
}
func.func @f1207() {
  return
}
func.func @f1208() {
  return
}
func.func @f1209() {
  return
}
func.func @f1210() {
  return
}
func.func @f1211() {
  return
}
func.func @f1212() {
  return
}
func.func @f1213() {
  return
}
func.func @f1214() {
  return
}
func.func @f1215() {
  return
}
func.func @f1216() {
  return
}
func.func @f1217() {
  return
}
func.func @f1218() {
  return
}
func.func @f1219() {
  return
}
func.func @f1220() {
  return
}
func.func @f1221() {
  return
}
func.func @f1222() {
  return
}
func.func @f1223() {
  return
}
func.func @f1224() {
  return
}
func.func @f1225() {
  return
}
func.func @f1226() {
  return
}
func.func @f1227() {
  return
}
func.func @f1228() {
  return
}
func.func @f1229() {
  return
}
func.func @f1230() {
  return
}
func.func @f1231() {
  return
}
func.func @f1232() {
  return
}
func.func @f1233() {
  return
}
func.func @f1234() {
  return
}
func.func @f1235() {
  return
}
func.func @f1236() {
  return
}
func.func @f1237() {
  return
}
func.func @f1238() {
  return
}
func.func @f1239() {
  return
}
func.func @f1240() {
  return
}
func.func @f1241() {
  return
}
func.func @f1242() {
  return
}
func.func @f1243() {
  return
}
func.func @f1244() {
  return
}
func.func @f1245() {
  return
}
func.func @f1246() {
  return
}
func.func @f1247() {
  return
}
func.func @f1248() {
  return
}
func.func @f1249() {
  return
}
func.func @f1250() {
  return
}
func.func @f1251() {
  return
}
func.func @f1252() {
  return
}
func.func @f1253() {
  return
}
func.func @f1254() {
  return
}
func.func @f1255() {
  return
}
func.func @f1256() {
  return
}
func.func @f1257() {
  return
}
func.func @f1258() {
  return
}
func.func @f1259() {
  return
}
func.func @f1260() {
  return
}
func.func @f1261() {
  return
}
func.func @f1262() {
  return
}
func.func @f1263() {
  return
}
func.func @f1264() {
  return
}
func.func @f1265() {
  return
}
func.func @f1266() {
  return
}
func.func @f1267() {
  return
}
func.func @f1268() {
  return
}
func.func @f1269() {
  return
}
func.func @f1270() {
  return
}
func.func @f1271() {
  return
}
func.func @f1272() {
  return
}
func.func @f1273() {
  return
}
func.func @f1274() {
  return
}
func.func @f1275() {
  return
}
func.func @f1276() {
  return
}
func.func @f1277() {
  return
}
func.func @f1278() {
  return
}
func.func @f1279() {
  return
}
func.func @f1280() {
  return
}
func.func @f1281() {
  return
}
func.func @f1282() {
  return
}
func.func @f1283() {
  return
}
func.func @f1284() {
  return
}
func.func @f1285() {
  return
}
func.func @f1286() {
  return
}
func.func @f1287() {
  return
}
func.func @f1288() {
  return
}
func.func @f1289() {
  return
}
func.func @f1290() {
  return
}
func.func @f1291() {
  return
}
func.func @f1292() {
  return
}
func.func @f1293() {
  return
}
func.func @f1294() {
  return
}
func.func @f1295() {
  return
}
func.func @f1296() {
  return
}
func.func @f1297() {
  return
}
func.func @f1298() {
  return
}
func.func @f1299() {
  return
}
func.func @f1300() {
  return
}
func.func @f1301() {
  return
}
func.func @f1302() {
  return
}
func.func @f1303() {
  return
}
func.func @f1304() {
  return
}
func.func @f1305() {
  return
}
func.func @f1306() {
  return
}
func.func @f1307() {
  return
}
func.func @f1308() {
  return
}
func.func @f1309() {
  return
}
func.func @f1310() {
  return
}
func.func @f1311() {
  return
}
func.func @f1312() {
  return
}
func.func @f1313() {
  return
}
func.func @f1314() {
  return
}
func.func @f1315() {
  return
}
func.func @f1316() {
  return
}
func.func @f1317() {
  return
}
func.func @f1318() {
  return
}
func.func @f1319() {
  return
}
func.func @f1320() {
  return
}
func.func @f1321() {
  return
}
func.func @f1322() {
  return
}
func.func @f1323() {
  return
}
func.func @f1324() {
  return
}
func.func @f1325() {
  return
}
func.func @f1326() {
  return
}
func.func @f1327() {
  return
}
func.func @f1328() {
  return
}
func.func @f1329() {
  return
}
func.func @f1330() {
  return
}
func.func @f1331() {
  return
}
func.func @f1332() {
  return
}
func.func @f1333() {
  return
}
func.func @f1334() {
  return
}
func.func @f1335() {
  return
}
func.func @f1336() {
  return
}
func.func @f1337() {
  return
}
func.func @f1338() {
  return
}
func.func @f1339() {
  return
}
func.func @f1340() {
  return
}
func.func @f1341() {
  return
}
func.func @f1342() {
  return
}
func.func @f1343() {
  return
}
func.func @f1344() {
  return
}
func.func @f1345() {
  return
}
func.func @f1346() {
  return
}
func.func @f1347() {
  return
}
func.func @f1348() {
  return
}
func.func @f1349() {
  return
}
func.func @f1350() {
  return
}
func.func @f1351() {
  return
}
func.func @f1352() {
  return
}
func.func @f1353() {
  return
}
func.func @f1354() {
  return
}
func.func @f1355() {
  return
}
func.func @f1356() {
  return
}
func.func @f1357() {
  return
}
func.func @f1358() {
  return
}
func.func @f1359() {
  return
}
func.func @f1360() {
  return
}
func.func @f1361() {
  return
}
func.func @f1362() {
  return
}
func.func @f1363() {
  return
}
func.func @f1364() {
  return
}
func.func @f1365() {
  return
}
func.func @f1366() {
  return
}
func.func @f1367() {
  return
}
func.func @f1368() {
  return
}
func.func @f1369() {
  return
}
func.func @f1370() {
  return
}
func.func @f1371() {
  return
}
func.func @f1372() {
  return
}
func.func @f1373() {
  return
}
func.func @f1374() {
  return
}
func.func @f1375() {
  return
}
func.func @f1376() {
  return
}
func.func @f1377() {
  return
}
func.func @f1378() {
  return
}
func.func @f1379() {
  return
}
func.func @f1380() {
  return
}
func.func @f1381() {
  return
}
func.func @f1382() {
  return
}
func.func @f1383() {
  return
}
func.func @f1384() {
  return
}
func.func @f1385() {
  return
}
func.func @f1386() {
  return
}
func.func @f1387() {
  return
}
func.func @f1388() {
  return
}
func.func @f1389() {
  return
}
func.func @f1390() {
  return
}
func.func @f1391() {
  return
}
func.func @f1392() {
  return
}
func.func @f1393() {
  return
}
func.func @f1394() {
  return
}
func.func @f1395() {
  return
}
func.func @f1396() {
  return
}
func.func @f1397() {
  return
}
func.func @f1398() {
  return
}
func.func @f1399() {
  return
}
func.func @f1400() {
  return
}
func.func @f1401() {
  return
}
func.func @f1402() {
  return
}
func.func @f1403() {
  return
}
func.func @f1404() {
  return
}
func.func @f1405() {
  return
}
func.func @f1406() {
  return
}
func.func @f1407() {
  return
}
func.func @f1408() {
  return
}
func.func @f1409() {
  return
}
func.func @f1410() {
  return
}
func.func @f1411() {
  return
}
func.func @f1412() {
  return
}
func.func @f1413() {
  return
}
func.func @f1414() {
  return
}
func.func @f1415() {
  return
}
func.func @f1416() {
  return
}
func.func @f1417() {
  return
}
func.func @f1418() {
  return
}
func.func @f1419() {
  return
}
func.func @f1420() {
  return
}
func.func @f1421() {
  return
}
func.func @f1422() {
  return
}
func.func @f1423() {
  return
}
func.func @f1424() {
  return
}
func.func @f1425() {
  return
}
func.func @f1426() {
  return
}
func.func @f1427() {
  return
}
func.func @f1428() {
  return
}
func.func @f1429() {
  return
}
func.func @f1430() {
  return
}
func.func @f1431() {
  return
}
func.func @f1432() {
  return
}
func.func @f1433() {
  return
}
func.func @f1434() {
  return
}
func.func @f1435() {
  return
}
func.func @f1436() {
  return
}
func.func @f1437() {
  return
}
func.func @f1438() {
  return
}
func.func @f1439() {
  return
}
func.func @f1440() {
  return
}
func.func @f1441() {
  return
}
func.func @f1442() {
  return
}
func.func @f1443() {
  return
}
func.func @f1444() {
  return
}
func.func @f1445() {
  return
}
func.func @f1446() {
  return
}
func.func @f1447() {
  return
}
func.func @f1448() {
  return
}
func.func @f1449() {
  return
}
func.func @f1450() {
  return
}
func.func @f1451() {
  return
}
func.func @f1452() {
  return
}
func.func @f1453() {
  return
}
func.func @f1454() {
  return
}
func.func @f1455() {
  return
}
func.func @f1456() {
  return
}
func.func @f1457() {
  return
}
func.func @f1458() {
  return
}
func.func @f1459() {
  return
}
func.func @f1460() {
  return
}
func.func @f1461() {
  return
}
func.func @f1462() {
  return
}
func.func @f1463() {
  return
}
func.func @f1464() {
  return
}
func.func @f1465() {
  return
}
func.func @f1466() {
  return
}
func.func @f1467() {
  return
}
func.func @f1468() {
  return
}
func.func @f1469() {
  return
}
func.func @f1470() {
  return
}
func.func @f1471() {
  return
}
func.func @f1472() {
  return
}
func.func @f1473() {
  return
}
func.func @f1474() {
  return
}
func.func @f1475() {
  return
}
func.func @f1476() {
  return
}
func.func @f1477() {
  return
}
func.func @f1478() {
  return
}
func.func @f1479() {
  return
}
func.func @f1480() {
  return
}
func.func @f1481() {
  return
}
func.func @f1482() {
  return
}
func.func @f1483() {
  return
}
func.func @f1484() {
  return
}
func.func @f1485() {
  return
}
func.func @f1486() {
  return
}
func.func @f1487() {
  return
}
func.func @f1488() {
  return
}
func.func @f1489() {
  return
}
func.func @f1490() {
  return
}
func.func @f1491() {
  return
}
func.func @f1492() {
  return
}
func.func @f1493() {
  return
}
func.func @f1494() {
  return
}
func.func @f1495() {
  return
}
func.func @f1496() {
  return
}
func.func @f1497() {
  return
}
func.func @f1498() {
  return
}
func.func @f1499() {
  return
}
func.func @f1500() {
  return
}
func.func @f1501() {
  return
}
func.func @f1502() {
  return
}
func.func @f1503() {
  return
}
func.func @f1504() {
  return
}
func.func @f1505() {
  return
}
func.func @f1506() {
  return
}
func.func @f1507() {
  return
}
func.func @f1508() {
  return
}
func.func @f1509() {
  return
}
func.func @f1510() {
  return
}
func.func @f1511() {
  return
}
func.func @f1512() {
  return
}
func.func @f1513() {
  return
}
func.func @f1514() {
  return
}
func.func @f1515() {
  return
}
func.func @f1516() {
  return
}
func.func @f1517() {
  return
}
func.func @f1518() {
  return
}
func.func @f1519() {
  return
}
func.func @f1520() {
  return
}
func.func @f1521() {
  return
}
func.func @f1522() {
  return
}
func.func @f1523() {
  return
}
func.func @f1524() {
  return
}
func.func @f1525() {
  return
}
func.func @f1526() {
  return
}
func.func @f1527() {
  return
}
func.func @f1528() {
  return
}
func.func @f1529() {
  return
}
func.func @f1530() {
  return
}
func.func @f1531() {
  return
}
func.func @f1532() {
  return
}
func.func @f1533() {
  return
}
func.func @f1534() {
  return
}
func.func @f1535() {
  return
}
func.func @f1536() {
  return
}
func.func @f1537() {
  return
}
func.func @f1538() {
  return
}
func.func @f1539() {
  return
}
func.func @f1540() {
  return
}
func.func @f1541() {
  return
}
func.func @f1542() {
  return
}
func.func @f1543() {
  return
}
func.func @f1544() {
  return
}
func.func @f1545() {
  return
}
func.func @f1546() {
  return
}
func.func @f1547() {
  return
}
func.func @f1548() {
  return
}
func.func @f1549() {
  return
}
func.func @f1550() {
  return
}
func.func @f1551() {
  return
}
func.func @f1552() {
  return
}
func.func @f1553() {
  return
}
func.func @f1554() {
  return
}
func.func @f1555() {
  return
}
func.func @f1556() {
  return
}
func.func @f1557() {
  return
}
func.func @f1558() {
  return
}
func.func @f1559() {
  return
}
func.func @f1560() {
  return
}
func.func @f1561() {
  return
}
func.func @f1562() {
  return
}
func.func @f1563() {
  return
}
func.func @f1564() {
  return
}
func.func @f1565() {
  return
}
func.func @f1566() {
  return
}
func.func @f1567() {
  return
}
func.func @f1568() {
  return
}
func.func @f1569() {
  return
}
func.func @f1570() {
  return
}
func.func @f1571() {
  return
}
func.func @f1572() {
  return
}
func.func @f1573() {
  return
}
func.func @f1574() {
  return
}
func.func @f1575() {
  return
}
func.func @f1576() {
  return
}
func.func @f1577() {
  return
}
func.func @f1578() {
  return
}
func.func @f1579() {
  return
}
func.func @f1580() {
  return
}
func.func @f1581() {
  return
}
func.func @f1582() {
  return
}
func.func @f1583() {
  return
}
func.func @f1584() {
  return
}
func.func @f1585() {
  return
}
func.func @f1586() {
  return
}
func.func @f1587() {
  return
}
func.func @f1588() {
  return
}
func.func @f1589() {
  return
}
func.func @f1590() {
  return
}
func.func @f1591() {
  return
}
func.func @f1592() {
  return
}
func.func @f1593() {
  return
}
func.func @f1594() {
  return
}
func.func @f1595() {
  return
}
func.func @f1596() {
  return
}
func.func @f1597() {
  return
}
func.func @f1598() {
  return
}
func.func @f1599() {
  return
}
func.func @f1600() {
  return
}
func.func @f1601() {
  return
}
func.func @f1602() {
  return
}
func.func @f1603() {
  return
}
func.func @f1604() {
  return
}
func.func @f1605() {
  return
}
func.func @f1606() {
  return
}
func.func @f1607() {
  return
}
func.func @f1608() {
  return
}
func.func @f1609() {
  return
}
func.func @f1610() {
  return
}
func.func @f1611() {
  return
}
func.func @f1612() {
  return
}
func.func @f1613() {
  return
}
func.func @f1614() {
  return
}
func.func @f1615() {
  return
}
func.func @f1616() {
  return
}
func.func @f1617() {
  return
}
func.func @f1618() {
  return
}
func.func @f1619() {
  return
}
func.func @f1620() {
  return
}
func.func @f1621() {
  return
}
func.func @f1622() {
  return
}
func.func @f1623() {
  return
}
func.func @f1624() {
  return
}
func.func @f1625() {
  return
}
func.func @f1626() {
  return
}
func.func @f1627() {
  return
}
func.func @f1628() {
  return
}
func.func @f1629() {
  return
}
func.func @f1630() {
  return
}
func.func @f1631() {
  return
}
func.func @f1632() {
  return
}
func.func @f1633() {
  return
}
func.func @f1634() {
  return
}
func.func @f1635() {
  return
}
func.func @f1636() {
  return
}
func.func @f1637() {
  return
}
func.func @f1638() {
  return
}
func.func @f1639() {
  return
}
func.func @f1640() {
  return
}
func.func @f1641() {
  return
}
func.func @f1642() {
  return
}
func.func @f1643() {
  return
}
func.func @f1644() {
  return
}
func.func @f1645() {
  return
}
func.func @f1646() {
  return
}
func.func @f1647() {
  return
}
func.func @f1648() {
  return
}
func.func @f1649() {
  return
}
func.func @f1650() {
  return
}
func.func @f1651() {
  return
}
func.func @f1652() {
  return
}
func.func @f1653() {
  return
}
func.func @f1654() {
  return
}
func.func @f1655() {
  return
}
func.func @f1656() {
  return
}
func.func @f1657() {
  return
}
func.func @f1658() {
  return
}
func.func @f1659() {
  return
}
func.func @f1660() {
  return
}
func.func @f1661() {
  return
}
func.func @f1662() {
  return
}
func.func @f1663() {
  return
}
func.func @f1664() {
  return
}
func.func @f1665() {
  return
}
func.func @f1666() {
  return
}
func.func @f1667() {
  return
}
func.func @f1668() {
  return
}
func.func @f1669() {
  return
}
func.func @f1670() {
  return
}
func.func @f1671() {
  return
}
func.func @f1672() {
  return
}
func.func @f1673() {
  return
}
func.func @f1674() {
  return
}
func.func @f1675() {
  return
}
func.func @f1676() {
  return
}
func.func @f1677() {
  return
}
func.func @f1678() {
  return
}
func.func @f1679() {
  return
}
func.func @f1680() {
  return
}
func.func @f1681() {
  return
}
func.func @f1682() {
  return
}
func.func @f1683() {
  return
}
func.func @f1684() {
  return
}
func.func @f1685() {
  return
}
func.func @f1686() {
  return
}
func.func @f1687() {
  return
}
func.func @f1688() {
  return
}
func.func @f1689() {
  return
}
func.func @f1690() {
  return
}
func.func @f1691() {
  return
}
func.func @f1692() {
  return
}
func.func @f1693() {
  return
}
func.func @f1694() {
  return
}
func.func @f1695() {
  return
}
func.func @f1696() {
  return
}
func.func @f1697() {
  return
}
func.func @f1698() {
  return
}
func.func @f1699() {
  return
}
func.func @f1700() {
  return
}
func.func @f1701() {
  return
}
func.func @f1702() {
  return
}
func.func @f1703() {
  return
}
func.func @f1704() {
  return
}
func.func @f1705() {
  return
}
func.func @f1706() {
  return
}
func.func @f1707() {
  return
}
func.func @f1708() {
  return
}
func.func @f1709() {
  return
}
func.func @f1710() {
  return
}
func.func @f1711() {
  return
}
func.func @f1712() {
  return
}
func.func @f1713() {
  return
}
func.func @f1714() {
  return
}
func.func @f1715() {
  return
}
func.func @f1716() {
  return
}
func.func @f1717() {
  return
}
func.func @f1718() {
  return
}
func.func @f1719() {
  return
}
func.func @f1720() {
  return
}
func.func @f1721() {
  return
}
func.func @f1722() {
  return
}
func.func @f1723() {
  return
}
func.func @f1724() {
  return
}
func.func @f1725() {
  return
}
func.func @f1726() {
  return
}
func.func @f1727() {
  return
}
func.func @f1728() {
  return
}
func.func @f1729() {
  return
}
func.func @f1730() {
  return
}
func.func @f1731() {
  return
}
func.func @f1732() {
  return
}
func.func @f1733() {
  return
}
func.func @f1734() {
  return
}
func.func @f1735() {
  return
}
func.func @f1736() {
  return
}
func.func @f1737() {
  return
}
func.func @f1738() {
  return
}
func.func @f1739() {
  return
}
func.func @f1740() {
  return
}
func.func @f1741() {
  return
}
func.func @f1742() {
  return
}
func.func @f1743() {
  return
}
func.func @f1744() {
  return
}
func.func @f1745() {
  return
}
func.func @f1746() {
  return
}
func.func @f1747() {
  return
}
func.func @f1748() {
  return
}
func.func @f1749() {
  return
}
func.func @f1750() {
  return
}
func.func @f1751() {
  return
}
func.func @f1752() {
  return
}
func.func @f1753() {
  return
}
func.func @f1754() {
  return
}
func.func @f1755() {
  return
}
func.func @f1756() {
  return
}
func.func @f1757() {
  return
}
func.func @f1758() {
  return
}
func.func @f1759() {
  return
}
func.func @f1760() {
  return
}
func.func @f1761() {
  return
}
func.func @f1762() {
  return
}
func.func @f1763() {
  return
}
func.func @f1764() {
  return
}
func.func @f1765() {
  return
}
func.func @f1766() {
  return
}
func.func @f1767() {
  return
}
func.func @f1768() {
  return
}
func.func @f1769() {
  return
}
func.func @f1770() {
  return
}
func.func @f1771() {
  return
}
func.func @f1772() {
  return
}
func.func @f1773() {
  return
}
func.func @f1774() {
  return
}
func.func @f1775() {
  return
}
func.func @f1776() {
  return
}
func.func @f1777() {
  return
}
func.func @f1778() {
  return
}
func.func @f1779() {
  return
}
func.func @f1780() {
  return
}
func.func @f1781() {
  return
}
func.func @f1782() {
  return
}
func.func @f1783() {
  return
}
func.func @f1784() {
  return
}
func.func @f1785() {
  return
}
func.func @f1786() {
  return
}
func.func @f1787() {
  return
}
func.func @f1788() {
  return
}
func.func @f1789() {
  return
}
func.func @f1790() {
  return
}
func.func @f1791() {
  return
}
func.func @f1792() {
  return
}
func.func @f1793() {
  return
}
func.func @f1794() {
  return
}
func.func @f1795() {
  return
}
func.func @f1796() {
  return
}
func.func @f1797() {
  return
}
func.func @f1798() {
  return
}
func.func @f1799() {
  return
}
func.func @f1800() {
  return
}
func.func @f1801() {
  return
}
func.func @f1802() {
  return
}
func.func @f1803() {
  return
}
func.func @f1804() {
  return
}
func.func @f1805() {
  return
}
func.func @f1806() {
  return
}
func.func @f1807() {
  return
}
func.func @f1808() {
  return
}
func.func @f1809() {
  return
}
func.func @f1810() {
  return
}
func.func @f1811() {
  return
}
func.func @f1812() {
  return
}
func.func @f1813() {
  return
}
func.func @f1814() {
  return
}
func.func @f1815() {
  return
}
func.func @f1816() {
  return
}
func.func @f1817() {
  return
}
func.func @f1818() {
  return
}
func.func @f1819() {
  return
}
func.func @f1820() {
  return
}
func.func @f1821() {
  return
}
func.func @f1822() {
  return
}
func.func @f1823() {
  return
}
func.func @f1824() {
  return
}
func.func @f1825() {
  return
}
func.func @f1826() {
  return
}
func.func @f1827() {
  return
}
func.func @f1828() {
  return
}
func.func @f1829() {
  return
}
func.func @f1830() {
  return
}
func.func @f1831() {
  return
}
func.func @f1832() {
  return
}
func.func @f1833() {
  return
}
func.func @f1834() {
  return
}
func.func @f1835() {
  return
}
func.func @f1836() {
  return
}
func.func @f1837() {
  return
}
func.func @f1838() {
  return
}
func.func @f1839() {
  return
}
func.func @f1840() {
  return
}
func.func @f1841() {
  return
}
func.func @f1842() {
  return
}
func.func @f1843() {
  return
}
func.func @f1844() {
  return
}
func.func @f1845() {
  return
}
func.func @f1846() {
  return
}
func.func @f1847() {
  return
}
func.func @f1848() {
  return
}
func.func @f1849() {
  return
}
func.func @f1850() {
  return
}
func.func @f1851() {
  return
}
func.func @f1852() {
  return
}
func.func @f1853() {
  return
}
func.func @f1854() {
  return
}
func.func @f1855() {
  return
}
func.func @f1856() {
  return
}
func.func @f1857() {
  return
}
func.func @f1858() {
  return
}
func.func @f1859() {
  return
}
func.func @f1860() {
  return
}
func.func @f1861() {
  return
}
func.func @f1862() {
  return
}
func.func @f1863() {
  return
}
func.func @f1864() {
  return
}
func.func @f1865() {
  return
}
func.func @f1866() {
  return
}
func.func @f1867() {
  return
}
func.func @f1868() {
  return
}
func.func @f1869() {
  return
}
func.func @f1870() {
  return
}
func.func @f1871() {
  return
}
func.func @f1872() {
  return
}
func.func @f1873() {
  return
}
func.func @f1874() {
  return
}
func.func @f1875() {
  return
}
func.func @f1876() {
  return
}
func.func @f1877() {
  return
}
func.func @f1878() {
  return
}
func.func @f1879() {
  return
}
func.func @f1880() {
  return
}
func.func @f1881() {
  return
}
func.func @f1882() {
  return
}
func.func @f1883() {
  return
}
func.func @f1884() {
  return
}
func.func @f1885() {
  return
}
func.func @f1886() {
  return
}
func.func @f1887() {
  return
}
func.func @f1888() {
  return
}
func.func @f1889() {
  return
}
func.func @f1890() {
  return
}
func.func @f1891() {
  return
}
func.func @f1892() {
  return
}
func.func @f1893() {
  return
}
func.func @f1894() {
  return
}
func.func @f1895() {
  return
}
func.func @f1896() {
  return
}
func.func @f1897() {
  return
}
func.func @f1898() {
  return
}
func.func @f1899() {
  return
}
func.func @f1900() {
  return
}
func.func @f1901() {
  return
}
func.func @f1902() {
  return
}
func.func @f1903() {
  return
}
func.func @f1904() {
  return
}
func.func @f1905() {
  return
}
func.func @f1906() {
  return
}
func.func @f1907() {
  return
}
func.func @f1908() {
  return
}
func.func @f1909() {
  return
}
func.func @f1910() {
  return
}
func.func @f1911() {
  return
}
func.func @f1912() {
  return
}
func.func @f1913() {
  return
}
func.func @f1914() {
  return
}
func.func @f1915() {
  return
}
func.func @f1916() {
  return
}
func.func @f1917() {
  return
}
func.func @f1918() {
  return
}
func.func @f1919() {
  return
}
func.func @f1920() {
  return
}
func.func @f1921() {
  return
}
func.func @f1922() {
  return
}
func.func @f1923() {
  return
}
func.func @f1924() {
  return
}
func.func @f1925() {
  return
}
func.func @f1926() {
  return
}
func.func @f1927() {
  return
}
func.func @f1928() {
  return
}
func.func @f1929() {
  return
}
func.func @f1930() {
  return
}
func.func @f1931() {
  return
}
func.func @f1932() {
  return
}
func.func @f1933() {
  return
}
func.func @f1934() {
  return
}
func.func @f1935() {
  return
}
func.func @f1936() {
  return
}
func.func @f1937() {
  return
}
func.func @f1938() {
  return
}
func.func @f1939() {
  return
}
func.func @f1940() {
  return
}
func.func @f1941() {
  return
}
func.func @f1942() {
  return
}
func.func @f1943() {
  return
}
func.func @f1944() {
  return
}
func.func @f1945() {
  return
}
func.func @f1946() {
  return
}
func.func @f1947() {
  return
}
func.func @f1948() {
  return
}
func.func @f1949() {
  return
}
func.func @f1950() {
  return
}
func.func @f1951() {
  return
}
func.func @f1952() {
  return
}
func.func @f1953() {
  return
}
func.func @f1954() {
  return
}
func.func @f1955() {
  return
}
func.func @f1956() {
  return
}
func.func @f1957() {
  return
}
func.func @f1958() {
  return
}
func.func @f1959() {
  return
}
func.func @f1960() {
  return
}
func.func @f1961() {
  return
}
func.func @f1962() {
  return
}
func.func @f1963() {
  return
}
func.func @f1964() {
  return
}
func.func @f1965() {
  return
}
func.func @f1966() {
  return
}
func.func @f1967() {
  return
}
func.func @f1968() {
  return
}
func.func @f1969() {
  return
}
func.func @f1970() {
  return
}
func.func @f1971() {
  return
}
func.func @f1972() {
  return
}
func.func @f1973() {
  return
}
func.func @f1974() {
  return
}
func.func @f1975() {
  return
}
func.func @f1976() {
  return
}
func.func @f1977() {
  return
}
func.func @f1978() {
  return
}
func.func @f1979() {
  return
}
func.func @f1980() {
  return
}
func.func @f1981() {
  return
}
func.func @f1982() {
  return
}
func.func @f1983() {
  return
}
func.func @f1984() {
  return
}
func.func @f1985() {
  return
}
func.func @f1986() {
  return
}
func.func @f1987() {
  return
}
func.func @f1988() {
  return
}
func.func @f1989() {
  return
}
func.func @f1990() {
  return
}
func.func @f1991() {
  return
}
func.func @f1992() {
  return
}
func.func @f1993() {
  return
}
func.func @f1994() {
  return
}
func.func @f1995() {
  return
}
func.func @f1996() {
  return
}
func.func @f1997() {
  return
}
func.func @f1998() {
  return
}
func.func @f1999() {
  return
}
func.func @f2000() {
  return
}
func.func @f2001() {
  return
}
func.func @f2002() {
  return
}
func.func @f2003() {
  return
}
func.func @f2004() {
  return
}
func.func @f2005() {
  return
}
func.func @f2006() {
  return
}
func.func @f2007() {
  return
}
func.func @f2008() {
  return
}
func.func @f2009() {
  return
}
func.func @f2010() {
  return
}
func.func @f2011() {
  return
}
func.func @f2012() {
  return
}
func.func @f2013() {
  return
}
func.func @f2014() {
  return
}
func.func @f2015() {
  return
}
func.func @f2016() {
  return
}
func.func @f2017() {
  return
}
func.func @f2018() {
  return
}
func.func @f2019() {
  return
}
func.func @f2020() {
  return
}
func.func @f2021() {
  return
}
func.func @f2022() {
  return
}
func.func @f2023() {
  return
}
func.func @f2024() {
  return
}
func.func @f2025() {
  return
}
func.func @f2026() {
  return
}
func.func @f2027() {
  return
}
func.func @f2028() {
  return
}
func.func @f2029() {
  return
}
func.func @f2030() {
  return
}
func.func @f2031() {
  return
}
func.func @f2032() {
  return
}
func.func @f2033() {
  return
}
func.func @f2034() {
  return
}
func.func @f2035() {
  return
}
func.func @f2036() {
  return
}
func.func @f2037() {
  return
}
func.func @f2038() {
  return
}
func.func @f2039() {
  return
}
func.func @f2040() {
  return
}
func.func @f2041() {
  return
}
func.func @f2042() {
  return
}
func.func @f2043() {
  return
}
func.func @f2044() {
  return
}
func.func @f2045() {
  return
}
func.func @f2046() {
  return
}
func.func @f2047() {
  return
}
func.func @f2048() {
  return
}
func.func @f2049() {
  return
}
func.func @f2050() {
  return
}
func.func @f2051() {
  return
}
func.func @f2052() {
  return
}
func.func @f2053() {
  return
}
func.func @f2054() {
  return
}
func.func @f2055() {
  return
}
func.func @f2056() {
  return
}
func.func @f2057() {
  return
}
func.func @f2058() {
  return
}
func.func @f2059() {
  return
}
func.func @f2060() {
  return
}
func.func @f2061() {
  return
}
func.func @f2062() {
  return
}
func.func @f2063() {
  return
}
func.func @f2064() {
  return
}
func.func @f2065() {
  return
}
func.func @f2066() {
  return
}
func.func @f2067() {
  return
}
func.func @f2068() {
  return
}
func.func @f2069() {
  return
}
func.func @f2070() {
  return
}
func.func @f2071() {
  return
}
func.func @f2072() {
  return
}
func.func @f2073() {
  return
}
func.func @f2074() {
  return
}
func.func @f2075() {
  return
}
func.func @f2076() {
  return
}
func.func @f2077() {
  return
}
func.func @f2078() {
  return
}
func.func @f2079() {
  return
}
func.func @f2080() {
  return
}
func.func @f2081() {
  return
}
func.func @f2082() {
  return
}
func.func @f2083() {
  return
}
func.func @f2084() {
  return
}
func.func @f2085() {
  return
}
func.func @f2086() {
  return
}
func.func @f2087() {
  return
}
func.func @f2088() {
  return
}
func.func @f2089() {
  return
}
func.func @f2090() {
  return
}
func.func @f2091() {
  return
}
func.func @f2092() {
  return
}
func.func @f2093() {
  return
}
func.func @f2094() {
  return
}
func.func @f2095() {
  return
}
func.func @f2096() {
  return
}
func.func @f2097() {
  return
}
func.func @f2098() {
  return
}
func.func @f2099() {
  return
}
func.func @f2100() {
  return
}
func.func @f2101() {
  return
}
func.func @f2102() {
  return
}
func.func @f2103() {
  return
}
func.func @f2104() {
  return
}
func.func @f2105() {
  return
}
func.func @f2106() {
  return
}
func.func @f2107() {
  return
}
func.func @f2108() {
  return
}
func.func @f2109() {
  return
}
func.func @f2110() {
  return
}
func.func @f2111() {
  return
}
func.func @f2112() {
  return
}
func.func @f2113() {
  return
}
func.func @f2114() {
  return
}
func.func @f2115() {
  return
}
func.func @f2116() {
  return
}
func.func @f2117() {
  return
}
func.func @f2118() {
  return
}
func.func @f2119() {
  return
}
func.func @f2120() {
  return
}
func.func @f2121() {
  return
}
func.func @f2122() {
  return
}
func.func @f2123() {
  return
}
func.func @f2124() {
  return
}
func.func @f2125() {
  return
}
func.func @f2126() {
  return
}
func.func @f2127() {
  return
}
func.func @f2128() {
  return
}
func.func @f2129() {
  return
}
func.func @f2130() {
  return
}
func.func @f2131() {
  return
}
func.func @f2132() {
  return
}
func.func @f2133() {
  return
}
func.func @f2134() {
  return
}
func.func @f2135() {
  return
}
func.func @f2136() {
  return
}
func.func @f2137() {
  return
}
func.func @f2138() {
  return
}
func.func @f2139() {
  return
}
func.func @f2140() {
  return
}
func.func @f2141() {
  return
}
func.func @f2142() {
  return
}
func.func @f2143() {
  return
}
func.func @f2144() {
  return
}
func.func @f2145() {
  return
}
func.func @f2146() {
  return
}
func.func @f2147() {
  return
}
func.func @f2148() {
  return
}
func.func @f2149() {
  return
}
func.func @f2150() {
  return
}
func.func @f2151() {
  return
}
func.func @f2152() {
  return
}
func.func @f2153() {
  return
}
func.func @f2154() {
  return
}
func.func @f2155() {
  return
}
func.func @f2156() {
  return
}
func.func @f2157() {
  return
}
func.func @f2158() {
  return
}
func.func @f2159() {
  return
}
func.func @f2160() {
  return
}
func.func @f2161() {
  return
}
func.func @f2162() {
  return
}
func.func @f2163() {
  return
}
func.func @f2164() {
  return
}
func.func @f2165() {
  return
}
func.func @f2166() {
  return
}
func.func @f2167() {
  return
}
func.func @f2168() {
  return
}
func.func @f2169() {
  return
}
func.func @f2170() {
  return
}
func.func @f2171() {
  return
}
func.func @f2172() {
  return
}
func.func @f2173() {
  return
}
func.func @f2174() {
  return
}
func.func @f2175() {
  return
}
func.func @f2176() {
  return
}
func.func @f2177() {
  return
}
func.func @f2178() {
  return
}
func.func @f2179() {
  return
}
func.func @f2180() {
  return
}
func.func @f2181() {
  return
}
func.func @f2182() {
  return
}
func.func @f2183() {
  return
}
func.func @f2184() {
  return
}
func.func @f2185() {
  return
}
func.func @f2186() {
  return
}
func.func @f2187() {
  return
}
func.func @f2188() {
  return
}
func.func @f2189() {
  return
}
func.func @f2190() {
  return
}
func.func @f2191() {
  return
}
func.func @f2192() {
  return
}
func.func @f2193() {
  return
}
func.func @f2194() {
  return
}
func.func @f2195() {
  return
}
func.func @f2196() {
  return
}
func.func @f2197() {
  return
}
func.func @f2198() {
  return
}
func.func @f2199() {
  return
}
func.func @f2200() {
  return
}
func.func @f2201() {
  return
}
func.func @f2202() {
  return
}
func.func @f2203() {
  return
}
func.func @f2204() {
  return
}
func.func @f2205() {
  return
}
func.func @f2206() {
  return
}
func.func @f2207() {
  return
}
func.func @f2208() {
  return
}
func.func @f2209() {
  return
}
func.func @f2210() {
  return
}
func.func @f2211() {
  return
}
func.func @f2212() {
  return
}
func.func @f2213() {
  return
}
func.func @f2214() {
  return
}
func.func @f2215() {
  return
}
func.func @f2216() {
  return
}
func.func @f2217() {
  return
}
func.func @f2218() {
  return
}
func.func @f2219() {
  return
}
func.func @f2220() {
  return
}
func.func @f2221() {
  return
}
func.func @f2222() {
  return
}
func.func @f2223() {
  return
}
func.func @f2224() {
  return
}
func.func @f2225() {
  return
}
func.func @f2226() {
  return
}
func.func @f2227() {
  return
}
func.func @f2228() {
  return
}
func.func @f2229() {
  return
}
func.func @f2230() {
  return
}
func.func @f2231() {
  return
}
func.func @f2232() {
  return
}
func.func @f2233() {
  return
}
func.func @f2234() {
  return
}
func.func @f2235() {
  return
}
func.func @f2236() {
  return
}
func.func @f2237() {
  return
}
func.func @f2238() {
  return
}
func.func @f2239() {
  return
}
func.func @f2240() {
  return
}
func.func @f2241() {
  return
}
func.func @f2242() {
  return
}
func.func @f2243() {
  return
}
func.func @f2244() {
  return
}
func.func @f2245() {
  return
}
func.func @f2246() {
  return
}
func.func @f2247() {
  return
}
func.func @f2248() {
  return
}
func.func @f2249() {
  return
}
func.func @f2250() {
  return
}
func.func @f2251() {
  return
}
func.func @f2252() {
  return
}
func.func @f2253() {
  return
}
func.func @f2254() {
  return
}
func.func @f2255() {
  return
}
func.func @f2256() {
  return
}
func.func @f2257() {
  return
}
func.func @f2258() {
  return
}
func.func @f2259() {
  return
}
func.func @f2260() {
  return
}
func.func @f2261() {
  return
}
func.func @f2262() {
  return
}
func.func @f2263() {
  return
}
func.func @f2264() {
  return
}
func.func @f2265() {
  return
}
func.func @f2266() {
  return
}
func.func @f2267() {
  return
}
func.func @f2268() {
  return
}
func.func @f2269() {
  return
}
func.func @f2270() {
  return
}
func.func @f2271() {
  return
}
func.func @f2272() {
  return
}
func.func @f2273() {
  return
}
func.func @f2274() {
  return
}
func.func @f2275() {
  return
}
func.func @f2276() {
  return
}
func.func @f2277() {
  return
}
func.func @f2278() {
  return
}
func.func @f2279() {
  return
}
func.func @f2280() {
  return
}
func.func @f2281() {
  return
}
func.func @f2282() {
  return
}
func.func @f2283() {
  return
}
func.func @f2284() {
  return
}
func.func @f2285() {
  return
}
func.func @f2286() {
  return
}
func.func @f2287() {
  return
}
func.func @f2288() {
  return
}
func.func @f2289() {
  return
}
func.func @f2290() {
  return
}
func.func @f2291() {
  return
}
func.func @f2292() {
  return
}
func.func @f2293() {
  return
}
func.func @f2294() {
  return
}
func.func @f2295() {
  return
}
func.func @f2296() {
  return
}
func.func @f2297() {
  return
}
func.func @f2298() {
  return
}
func.func @f2299() {
  return
}
func.func @f2300() {
  return
}
func.func @f2301() {
  return
}
func.func @f2302() {
  return
}
func.func @f2303() {
  return
}
func.func @f2304() {
  return
}
func.func @f2305() {
  return
}
func.func @f2306() {
  return
}
func.func @f2307() {
  return
}
func.func @f2308() {
  return
}
func.func @f2309() {
  return
}
func.func @f2310() {
  return
}
func.func @f2311() {
  return
}
func.func @f2312() {
  return
}
func.func @f2313() {
  return
}
func.func @f2314() {
  return
}
func.func @f2315() {
  return
}
func.func @f2316() {
  return
}
func.func @f2317() {
  return
}
func.func @f2318() {
  return
}
func.func @f2319() {
  return
}
func.func @f2320() {
  return
}
func.func @f2321() {
  return
}
func.func @f2322() {
  return
}
func.func @f2323() {
  return
}
func.func @f2324() {
  return
}
func.func @f2325() {
  return
}
func.func @f2326() {
  return
}
func.func @f2327() {
  return
}
func.func @f2328() {
  return
}
func.func @f2329() {
  return
}
func.func @f2330() {
  return
}
func.func @f2331() {
  return
}
func.func @f2332() {
  return
}
func.func @f2333() {
  return
}
func.func @f2334() {
  return
}
func.func @f2335() {
  return
}
func.func @f2336() {
  return
}
func.func @f2337() {
  return
}
func.func @f2338() {
  return
}
func.func @f2339() {
  return
}
func.func @f2340() {
  return
}
func.func @f2341() {
  return
}
func.func @f2342() {
  return
}
func.func @f2343() {
  return
}
func.func @f2344() {
  return
}
func.func @f2345() {
  return
}
func.func @f2346() {
  return
}
func.func @f2347() {
  return
}
func.func @f2348() {
  return
}
func.func @f2349() {
  return
}
func.func @f2350() {
  return
}
func.func @f2351() {
  return
}
func.func @f2352() {
  return
}
func.func @f2353() {
  return
}
func.func @f2354() {
  return
}
func.func @f2355() {
  return
}
func.func @f2356() {
  return
}
func.func @f2357() {
  return
}
func.func @f2358() {
  return
}
func.func @f2359() {
  return
}
func.func @f2360() {
  return
}
func.func @f2361() {
  return
}
func.func @f2362() {
  return
}
func.func @f2363() {
  return
}
func.func @f2364() {
  return
}
func.func @f2365() {
  return
}
func.func @f2366() {
  return
}
func.func @f2367() {
  return
}
func.func @f2368() {
  return
}
func.func @f2369() {
  return
}
func.func @f2370() {
  return
}
func.func @f2371() {
  return
}
func.func @f2372() {
  return
}
func.func @f2373() {
  return
}
func.func @f2374() {
  return
}
func.func @f2375() {
  return
}
func.func @f2376() {
  return
}
func.func @f2377() {
  return
}
func.func @f2378() {
  return
}
func.func @f2379() {
  return
}
func.func @f2380() {
  return
}
func.func @f2381() {
  return
}
func.func @f2382() {
  return
}
func.func @f2383() {
  return
}
func.func @f2384() {
  return
}
func.func @f2385() {
  return
}
func.func @f2386() {
  return
}
func.func @f2387() {
  return
}
func.func @f2388() {
  return
}
func.func @f2389() {
  return
}
func.func @f2390() {
  return
}
func.func @f2391() {
  return
}
func.func @f2392() {
  return
}
func.func @f2393() {
  return
}
func.func @f2394() {
  return
}
func.func @f2395() {
  return
}
func.func @f2396() {
  return
}
func.func @f2397() {
  return
}
func.func @f2398() {
  return
}
func.func @f2399() {
  return
}
func.func @f2400() {
  return
}
func.func @f2401() {
  return
}
func.func @f2402() {
  return
}
func.func @f2403() {
  return
}
func.func @f2404() {
  return
}
func.func @f2405() {
  return
}
func.func @f2406() {
  return
}
func.func @f2407() {
  return
}
func.func @f2408() {
  return
}
func.func @f2409() {
  return
}
func.func @f2410() {
  return
}
func.func @f2411() {
  return
}
func.func @f2412() {
  return
}
func.func @f2413() {
  return
}
func.func @f2414() {
  return
}
func.func @f2415() {
  return
}
func.func @f2416() {
  return
}
func.func @f2417() {
  return
}
func.func @f2418() {
  return
}
func.func @f2419() {
  return
}
func.func @f2420() {
  return
}
func.func @f2421() {
  return
}
func.func @f2422() {
  return
}
func.func @f2423() {
  return
}
func.func @f2424() {
  return
}
func.func @f2425() {
  return
}
func.func @f2426() {
  return
}
func.func @f2427() {
  return
}
func.func @f2428() {
  return
}
func.func @f2429() {
  return
}
func.func @f2430() {
  return
}
func.func @f2431() {
  return
}
func.func @f2432() {
  return
}
func.func @f2433() {
  return
}
func.func @f2434() {
  return
}
func.func @f2435() {
  return
}
func.func @f2436() {
  return
}
func.func @f2437() {
  return
}
func.func @f2438() {
  return
}
func.func @f2439() {
  return
}
func.func @f2440() {
  return
}
func.func @f2441() {
  return
}
func.func @f2442() {
  return
}
func.func @f2443() {
  return
}
func.func @f2444() {
  return
}
func.func @f2445() {
  return
}
func.func @f2446() {
  return
}
func.func @f2447() {
  return
}
func.func @f2448() {
  return
}
func.func @f2449() {
  return
}
func.func @f2450() {
  return
}
func.func @f2451() {
  return
}
func.func @f2452() {
  return
}
func.func @f2453() {
  return
}
func.func @f2454() {
  return
}
func.func @f2455() {
  return
}
func.func @f2456() {
  return
}
func.func @f2457() {
  return
}
func.func @f2458() {
  return
}
func.func @f2459() {
  return
}
func.func @f2460() {
  return
}
func.func @f2461() {
  return
}
func.func @f2462() {
  return
}
func.func @f2463() {
  return
}
func.func @f2464() {
  return
}
func.func @f2465() {
  return
}
func.func @f2466() {
  return
}
func.func @f2467() {
  return
}
func.func @f2468() {
  return
}
func.func @f2469() {
  return
}
func.func @f2470() {
  return
}
func.func @f2471() {
  return
}
func.func @f2472() {
  return
}
func.func @f2473() {
  return
}
func.func @f2474() {
  return
}
func.func @f2475() {
  return
}
func.func @f2476() {
  return
}
func.func @f2477() {
  return
}
func.func @f2478() {
  return
}
func.func @f2479() {
  return
}
func.func @f2480() {
  return
}
func.func @f2481() {
  return
}
func.func @f2482() {
  return
}
func.func @f2483() {
  return
}
func.func @f2484() {
  return
}
func.func @f2485() {
  return
}
func.func @f2486() {
  return
}
func.func @f2487() {
  return
}
func.func @f2488() {
  return
}
func.func @f2489() {
  return
}
func.func @f2490() {
  return
}
func.func @f2491() {
  return
}
func.func @f2492() {
  return
}
func.func @f2493() {
  return
}
func.func @f2494() {
  return
}
func.func @f2495() {
  return
}
func.func @f2496() {
  return
}
func.func @f2497() {
  return
}
func.func @f2498() {
  return
}
func.func @f2499() {
  return
}
func.func @f2500() {
  return
}
func.func @f2501() {
  return
}
func.func @f2502() {
  return
}
func.func @f2503() {
  return
}
func.func @f2504() {
  return
}
func.func @f2505() {
  return
}
func.func @f2506() {
  return
}
func.func @f2507() {
  return
}
func.func @f2508() {
  return
}
func.func @f2509() {
  return
}
func.func @f2510() {
  return
}
func.func @f2511() {
  return
}
func.func @f2512() {
  return
}
func.func @f2513() {
  return
}
func.func @f2514() {
  return
}
func.func @f2515() {
  return
}
func.func @f2516() {
  return
}
func.func @f2517() {
  return
}
func.func @f2518() {
  return
}
func.func @f2519() {
  return
}
func.func @f2520() {
  return
}
func.func @f2521() {
  return
}
func.func @f2522() {
  return
}
func.func @f2523() {
  return
}
func.func @f2524() {
  return
}
func.func @f2525() {
  return
}
func.func @f2526() {
  return
}
func.func @f2527() {
  return
}
func.func @f2528() {
  return
}
func.func @f2529() {
  return
}
func.func @f2530() {
  return
}
func.func @f2531() {
  return
}
func.func @f2532() {
  return
}
func.func @f2533() {
  return
}
func.func @f2534() {
  return
}
func.func @f2535() {
  return
}
func.func @f2536() {
  return
}
func.func @f2537() {
  return
}
func.func @f2538() {
  return
}
func.func @f2539() {
  return
}
func.func @f2540() {
  return
}
func.func @f2541() {
  return
}
func.func @f2542() {
  return
}
func.func @f2543() {
  return
}
func.func @f2544() {
  return
}
func.func @f2545() {
  return
}
func.func @f2546() {
  return
}
func.func @f2547() {
  return
}
func.func @f2548() {
  return
}
func.func @f2549() {
  return
}
func.func @f2550() {
  return
}
func.func @f2551() {
  return
}
func.func @f2552() {
  return
}
func.func @f2553() {
  return
}
func.func @f2554() {
  return
}
func.func @f2555() {
  return
}
func.func @f2556() {
  return
}
func.func @f2557() {
  return
}
func.func @f2558() {
  return
}
func.func @f2559() {
  return
}
func.func @f2560() {
  return
}
func.func @f2561() {
  return
}
func.func @f2562() {
  return
}
func.func @f2563() {
  return
}
func.func @f2564() {
  return
}
func.func @f2565() {
  return
}
func.func @f2566() {
  return
}
func.func @f2567() {
  return
}
func.func @f2568() {
  return
}
func.func @f2569() {
  return
}
func.func @f2570() {
  return
}
func.func @f2571() {
  return
}
func.func @f2572() {
  return
}
func.func @f2573() {
  return
}
func.func @f2574() {
  return
}
func.func @f2575() {
  return
}
func.func @f2576() {
  return
}
func.func @f2577() {
  return
}
func.func @f2578() {
  return
}
func.func @f2579() {
  return
}
func.func @f2580() {
  return
}
func.func @f2581() {
  return
}
func.func @f2582() {
  return
}
func.func @f2583() {
  return
}
func.func @f2584() {
  return
}
func.func @f2585() {
  return
}
func.func @f2586() {
  return
}
func.func @f2587() {
  return
}
func.func @f2588() {
  return
}
func.func @f2589() {
  return
}
func.func @f2590() {
  return
}
func.func @f2591() {
  return
}
func.func @f2592() {
  return
}
func.func @f2593() {
  return
}
func.func @f2594() {
  return
}
func.func @f2595() {
  return
}
func.func @f2596() {
  return
}
func.func @f2597() {
  return
}
func.func @f2598() {
  return
}
func.func @f2599() {
  return
}
func.func @f2600() {
  return
}
func.func @f2601() {
  return
}
func.func @f2602() {
  return
}
func.func @f2603() {
  return
}
func.func @f2604() {
  return
}
func.func @f2605() {
  return
}
func.func @f2606() {
  return
}
func.func @f2607() {
  return
}
func.func @f2608() {
  return
}
func.func @f2609() {
  return
}
func.func @f2610() {
  return
}
func.func @f2611() {
  return
}
func.func @f2612() {
  return
}
func.func @f2613() {
  return
}
func.func @f2614() {
  return
}
func.func @f2615() {
  return
}
func.func @f2616() {
  return
}
func.func @f2617() {
  return
}
func.func @f2618() {
  return
}
func.func @f2619() {
  return
}
func.func @f2620() {
  return
}
func.func @f2621() {
  return
}
func.func @f2622() {
  return
}
func.func @f2623() {
  return
}
func.func @f2624() {
  return
}
func.func @f2625() {
  return
}
func.func @f2626() {
  return
}
func.func @f2627() {
  return
}
func.func @f2628() {
  return
}
func.func @f2629() {
  return
}
func.func @f2630() {
  return
}
func.func @f2631() {
  return
}
func.func @f2632() {
  return
}
func.func @f2633() {
  return
}
func.func @f2634() {
  return
}
func.func @f2635() {
  return
}
func.func @f2636() {
  return
}
func.func @f2637() {
  return
}
func.func @f2638() {
  return
}
func.func @f2639() {
  return
}
func.func @f2640() {
  return
}
func.func @f2641() {
  return
}
func.func @f2642() {
  return
}
func.func @f2643() {
  return
}
func.func @f2644() {
  return
}
func.func @f2645() {
  return
}
func.func @f2646() {
  return
}
func.func @f2647() {
  return
}
func.func @f2648() {
  return
}
func.func @f2649() {
  return
}
func.func @f2650() {
  return
}
func.func @f2651() {
  return
}
func.func @f2652() {
  return
}
func.func @f2653() {
  return
}
func.func @f2654() {
  return
}
func.func @f2655() {
  return
}
func.func @f2656() {
  return
}
func.func @f2657() {
  return
}
func.func @f2658() {
  return
}
func.func @f2659() {
  return
}
func.func @f2660() {
  return
}
func.func @f2661() {
  return
}
func.func @f2662() {
  return
}
func.func @f2663() {
  return
}
func.func @f2664() {
  return
}
func.func @f2665() {
  return
}
func.func @f2666() {
  return
}
func.func @f2667() {
  return
}
func.func @f2668() {
  return
}
func.func @f2669() {
  return
}
func.func @f2670() {
  return
}
func.func @f2671() {
  return
}
func.func @f2672() {
  return
}
func.func @f2673() {
  return
}
func.func @f2674() {
  return
}
func.func @f2675() {
  return
}
func.func @f2676() {
  return
}
func.func @f2677() {
  return
}
func.func @f2678() {
  return
}
func.func @f2679() {
  return
}
func.func @f2680() {
  return
}
func.func @f2681() {
  return
}
func.func @f2682() {
  return
}
func.func @f2683() {
  return
}
func.func @f2684() {
  return
}
func.func @f2685() {
  return
}
func.func @f2686() {
  return
}
func.func @f2687() {
  return
}
func.func @f2688() {
  return
}
func.func @f2689() {
  return
}
func.func @f2690() {
  return
}
func.func @f2691() {
  return
}
func.func @f2692() {
  return
}
func.func @f2693() {
  return
}
func.func @f2694() {
  return
}
func.func @f2695() {
  return
}
func.func @f2696() {
  return
}
func.func @f2697() {
  return
}
func.func @f2698() {
  return
}
func.func @f2699() {
  return
}
func.func @f2700() {
  return
}
func.func @f2701() {
  return
}
func.func @f2702() {
  return
}
func.func @f2703() {
  return
}
func.func @f2704() {
  return
}
func.func @f2705() {
  return
}
func.func @f2706() {
  return
}
func.func @f2707() {
  return
}
func.func @f2708() {
  return
}
func.func @f2709() {
  return
}
func.func @f2710() {
  return
}
func.func @f2711() {
  return
}
func.func @f2712() {
  return
}
func.func @f2713() {
  return
}
func.func @f2714() {
  return
}
func.func @f2715() {
  return
}
func.func @f2716() {
  return
}
func.func @f2717() {
  return
}
func.func @f2718() {
  return
}
func.func @f2719() {
  return
}
func.func @f2720() {
  return
}
func.func @f2721() {
  return
}
func.func @f2722() {
  return
}
func.func @f2723() {
  return
}
func.func @f2724() {
  return
}
func.func @f2725() {
  return
}
func.func @f2726() {
  return
}
func.func @f2727() {
  return
}
func.func @f2728() {
  return
}
func.func @f2729() {
  return
}
func.func @f2730() {
  return
}
func.func @f2731() {
  return
}
func.func @f2732() {
  return
}
func.func @f2733() {
  return
}
func.func @f2734() {
  return
}
func.func @f2735() {
  return
}
func.func @f2736() {
  return
}
func.func @f2737() {
  return
}
func.func @f2738() {
  return
}
func.func @f2739() {
  return
}
func.func @f2740() {
  return
}
func.func @f2741() {
  return
}
func.func @f2742() {
  return
}
func.func @f2743() {
  return
}
func.func @f2744() {
  return
}
func.func @f2745() {
  return
}
func.func @f2746() {
  return
}
func.func @f2747() {
  return
}
func.func @f2748() {
  return
}
func.func @f2749() {
  return
}
func.func @f2750() {
  return
}
func.func @f2751() {
  return
}
func.func @f2752() {
  return
}
func.func @f2753() {
  return
}
func.func @f2754() {
  return
}
func.func @f2755() {
  return
}
func.func @f2756() {
  return
}
func.func @f2757() {
  return
}
func.func @f2758() {
  return
}
func.func @f2759() {
  return
}
func.func @f2760() {
  return
}
func.func @f2761() {
  return
}
func.func @f2762() {
  return
}
func.func @f2763() {
  return
}
func.func @f2764() {
  return
}
func.func @f2765() {
  return
}
func.func @f2766() {
  return
}
func.func @f2767() {
  return
}
func.func @f2768() {
  return
}
func.func @f2769() {
  return
}
func.func @f2770() {
  return
}
func.func @f2771() {
  return
}
func.func @f2772() {
  return
}
func.func @f2773() {
  return
}
func.func @f2774() {
  return
}
func.func @f2775() {
  return
}
func.func @f2776() {
  return
}
func.func @f2777() {
  return
}
func.func @f2778() {
  return
}
func.func @f2779() {
  return
}
func.func @f2780() {
  return
}
func.func @f2781() {
  return
}
func.func @f2782() {
  return
}
func.func @f2783() {
  return
}
func.func @f2784() {
  return
}
func.func @f2785() {
  return
}
func.func @f2786() {
  return
}
func.func @f2787() {
  return
}
func.func @f2788() {
  return
}
func.func @f2789() {
  return
}
func.func @f2790() {
  return
}
func.func @f2791() {
  return
}
func.func @f2792() {
  return
}
func.func @f2793() {
  return
}
func.func @f2794() {
  return
}
func.func @f2795() {
  return
}
func.func @f2796() {
  return
}
func.func @f2797() {
  return
}
func.func @f2798() {
  return
}
func.func @f2799() {
  return
}
func.func @f2800() {
  return
}
func.func @f2801() {
  return
}
func.func @f2802() {
  return
}
func.func @f2803() {
  return
}
func.func @f2804() {
  return
}
func.func @f2805() {
  return
}
func.func @f2806() {
  return
}
func.func @f2807() {
  return
}
func.func @f2808() {
  return
}
func.func @f2809() {
  return
}
func.func @f2810() {
  return
}
func.func @f2811() {
  return
}
func.func @f2812() {
  return
}
func.func @f2813() {
  return
}
func.func @f2814() {
  return
}
func.func @f2815() {
  return
}
func.func @f2816() {
  return
}
func.func @f2817() {
  return
}
func.func @f2818() {
  return
}
func.func @f2819() {
  return
}
func.func @f2820() {
  return
}
func.func @f2821() {
  return
}
func.func @f2822() {
  return
}
func.func @f2823() {
  return
}
func.func @f2824() {
  return
}
func.func @f2825() {
  return
}
func.func @f2826() {
  return
}
func.func @f2827() {
  return
}
func.func @f2828() {
  return
}
func.func @f2829() {
  return
}
func.func @f2830() {
  return
}
func.func @f2831() {
  return
}
func.func @f2832() {
  return
}
func.func @f2833() {
  return
}
func.func @f2834() {
  return
}
func.func @f2835() {
  return
}
func.func @f2836() {
  return
}
func.func @f2837() {
  return
}
func.func @f2838() {
  return
}
func.func @f2839() {
  return
}
func.func @f2840() {
  return
}
func.func @f2841() {
  return
}
func.func @f2842() {
  return
}
func.func @f2843() {
  return
}
func.func @f2844() {
  return
}
func.func @f2845() {
  return
}
func.func @f2846() {
  return
}
func.func @f2847() {
  return
}
func.func @f2848() {
  return
}
func.func @f2849() {
  return
}
func.func @f2850() {
  return
}
func.func @f2851() {
  return
}
func.func @f2852() {
  return
}
func.func @f2853() {
  return
}
func.func @f2854() {
  return
}
func.func @f2855() {
  return
}
func.func @f2856() {
  return
}
func.func @f2857() {
  return
}
func.func @f2858() {
  return
}
func.func @f2859() {
  return
}
func.func @f2860() {
  return
}
func.func @f2861() {
  return
}
func.func @f2862() {
  return
}
func.func @f2863() {
  return
}
func.func @f2864() {
  return
}
func.func @f2865() {
  return
}
func.func @f2866() {
  return
}
func.func @f2867() {
  return
}
func.func @f2868() {
  return
}
func.func @f2869() {
  return
}
func.func @f2870() {
  return
}
func.func @f2871() {
  return
}
func.func @f2872() {
  return
}
func.func @f2873() {
  return
}
func.func @f2874() {
  return
}
func.func @f2875() {
  return
}
func.func @f2876() {
  return
}
func.func @f2877() {
  return
}
func.func @f2878() {
  return
}
func.func @f2879() {
  return
}
func.func @f2880() {
  return
}
func.func @f2881() {
  return
}
func.func @f2882() {
  return
}
func.func @f2883() {
  return
}
func.func @f2884() {
  return
}
func.func @f2885() {
  return
}
func.func @f2886() {
  return
}
func.func @f2887() {
  return
}
func.func @f2888() {
  return
}
func.func @f2889() {
  return
}
func.func @f2890() {
  return
}
func.func @f2891() {
  return
}
func.func @f2892() {
  return
}
func.func @f2893() {
  return
}
func.func @f2894() {
  return
}
func.func @f2895() {
  return
}
func.func @f2896() {
  return
}
func.func @f2897() {
  return
}
func.func @f2898() {
  return
}
func.func @f2899() {
  return
}
func.func @f2900() {
  return
}
func.func @f2901() {
  return
}
func.func @f2902() {
  return
}
func.func @f2903() {
  return
}
func.func @f2904() {
  return
}
func.func @f2905() {
  return
}
func.func @f2906() {
  return
}
func.func @f2907() {
  return
}
func.func @f2908() {
  return
}
func.func @f2909() {
  return
}
func.func @f2910() {
  return
}
func.func @f2911() {
  return
}
func.func @f2912() {
  return
}
func.func @f2913() {
  return
}
func.func @f2914() {
  return
}
func.func @f2915() {
  return
}
func.func @f2916() {
  return
}
func.func @f2917() {
  return
}
func.func @f2918() {
  return
}
func.func @f2919() {
  return
}
func.func @f2920() {
  return
}
func.func @f2921() {
  return
}
func.func @f2922() {
  return
}
func.func @f2923() {
  return
}
func.func @f2924() {
  return
}
func.func @f2925() {
  return
}
func.func @f2926() {
  return
}
func.func @f2927() {
  return
}
func.func @f2928() {
  return
}
func.func @f2929() {
  return
}
func.func @f2930() {
  return
}
func.func @f2931() {
  return
}
func.func @f2932() {
  return
}
func.func @f2933() {
  return
}
func.func @f2934() {
  return
}
func.func @f2935() {
  return
}
func.func @f2936() {
  return
}
func.func @f2937() {
  return
}
func.func @f2938() {
  return
}
func.func @f2939() {
  return
}
func.func @f2940() {
  return
}
func.func @f2941() {
  return
}
func.func @f2942() {
  return
}
func.func @f2943() {
  return
}
func.func @f2944() {
  return
}
func.func @f2945() {
  return
}
func.func @f2946() {
  return
}
func.func @f2947() {
  return
}
func.func @f2948() {
  return
}
func.func @f2949() {
  return
}
func.func @f2950() {
  return
}
func.func @f2951() {
  return
}
func.func @f2952() {
  return
}
func.func @f2953() {
  return
}
func.func @f2954() {
  return
}
func.func @f2955() {
  return
}
func.func @f2956() {
  return
}
func.func @f2957() {
  return
}
func.func @f2958() {
  return
}
func.func @f2959() {
  return
}
func.func @f2960() {
  return
}
func.func @f2961() {
  return
}
func.func @f2962() {
  return
}
func.func @f2963() {
  return
}
func.func @f2964() {
  return
}
func.func @f2965() {
  return
}
func.func @f2966() {
  return
}
func.func @f2967() {
  return
}
func.func @f2968() {
  return
}
func.func @f2969() {
  return
}
func.func @f2970() {
  return
}
func.func @f2971() {
  return
}
func.func @f2972() {
  return
}
func.func @f2973() {
  return
}
func.func @f2974() {
  return
}
func.func @f2975() {
  return
}
func.func @f2976() {
  return
}
func.func @f2977() {
  return
}
func.func @f2978() {
  return
}
func.func @f2979() {
  return
}
func.func @f2980() {
  return
}
func.func @f2981() {
  return
}
func.func @f2982() {
  return
}
func.func @f2983() {
  return
}
func.func @f2984() {
  return
}
func.func @f2985() {
  return
}
func.func @f2986() {
  return
}
func.func @f2987() {
  return
}
func.func @f2988() {
  return
}
func.func @f2989() {
  return
}
func.func @f2990() {
  return
}
func.func @f2991() {
  return
}
func.func @f2992() {
  return
}
func.func @f2993() {
  return
}
func.func @f2994() {
  return
}
func.func @f2995() {
  return
}
func.func @f2996() {
  return
}
func.func @f2997() {
  return
}
func.func @f2998() {
  return
}
func.func @f2999() {
  return
}
