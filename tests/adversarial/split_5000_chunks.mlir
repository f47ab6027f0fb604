// TOOL: opt
// ARGS: --split-input-file
// EXPECT: exit=0 stdout="@f4999"
// LIMIT: time_s=30
func.func @f0() {
  return
}
// -----
func.func @f1() {
  return
}
// -----
func.func @f2() {
  return
}
// -----
func.func @f3() {
  return
}
// -----
func.func @f4() {
  return
}
// -----
func.func @f5() {
  return
}
// -----
func.func @f6() {
  return
}
// -----
func.func @f7() {
  return
}
// -----
func.func @f8() {
  return
}
// -----
func.func @f9() {
  return
}
// -----
func.func @f10() {
  return
}
// -----
func.func @f11() {
  return
}
// -----
func.func @f12() {
  return
}
// -----
func.func @f13() {
  return
}
// -----
func.func @f14() {
  return
}
// -----
func.func @f15() {
  return
}
// -----
func.func @f16() {
  return
}
// -----
func.func @f17() {
  return
}
// -----
func.func @f18() {
  return
}
// -----
func.func @f19() {
  return
}
// -----
func.func @f20() {
  return
}
// -----
func.func @f21() {
  return
}
// -----
func.func @f22() {
  return
}
// -----
func.func @f23() {
  return
}
// -----
func.func @f24() {
  return
}
// -----
func.func @f25() {
  return
}
// -----
func.func @f26() {
  return
}
// -----
func.func @f27() {
  return
}
// -----
func.func @f28() {
  return
}
// -----
func.func @f29() {
  return
}
// -----
func.func @f30() {
  return
}
// -----
func.func @f31() {
  return
}
// -----
func.func @f32() {
  return
}
// -----
func.func @f33() {
  return
}
// -----
func.func @f34() {
  return
}
// -----
func.func @f35() {
  return
}
// -----
func.func @f36() {
  return
}
// -----
func.func @f37() {
  return
}
// -----
func.func @f38() {
  return
}
// -----
func.func @f39() {
  return
}
// -----
func.func @f40() {
  return
}
// -----
func.func @f41() {
  return
}
// -----
func.func @f42() {
  return
}
// -----
func.func @f43() {
  return
}
// -----
func.func @f44() {
  return
}
// -----
func.func @f45() {
  return
}
// -----
func.func @f46() {
  return
}
// -----
func.func @f47() {
  return
}
// -----
func.func @f48() {
  return
}
// -----
func.func @f49() {
  return
}
// -----
func.func @f50() {
  return
}
// -----
func.func @f51() {
  return
}
// -----
func.func @f52() {
  return
}
// -----
func.func @f53() {
  return
}
// -----
func.func @f54() {
  return
}
// -----
func.func @f55() {
  return
}
// -----
func.func @f56() {
  return
}
// -----
func.func @f57() {
  return
}
// -----
func.func @f58() {
  return
}
// -----
func.func @f59() {
  return
}
// -----
func.func @f60() {
  return
}
// -----
func.func @f61() {
  return
}
// -----
func.func @f62() {
  return
}
// -----
func.func @f63() {
  return
}
// -----
func.func @f64() {
  return
}
// -----
func.func @f65() {
  return
}
// -----
func.func @f66() {
  return
}
// -----
func.func @f67() {
  return
}
// -----
func.func @f68() {
  return
}
// -----
func.func @f69() {
  return
}
// -----
func.func @f70() {
  return
}
// -----
func.func @f71() {
  return
}
// -----
func.func @f72() {
  return
}
// -----
func.func @f73() {
  return
}
// -----
func.func @f74() {
  return
}
// -----
func.func @f75() {
  return
}
// -----
func.func @f76() {
  return
}
// -----
func.func @f77() {
  return
}
// -----
func.func @f78() {
  return
}
// -----
func.func @f79() {
  return
}
// -----
func.func @f80() {
  return
}
// -----
func.func @f81() {
  return
}
// -----
func.func @f82() {
  return
}
// -----
func.func @f83() {
  return
}
// -----
func.func @f84() {
  return
}
// -----
func.func @f85() {
  return
}
// -----
func.func @f86() {
  return
}
// -----
func.func @f87() {
  return
}
// -----
func.func @f88() {
  return
}
// -----
func.func @f89() {
  return
}
// -----
func.func @f90() {
  return
}
// -----
func.func @f91() {
  return
}
// -----
func.func @f92() {
  return
}
// -----
func.func @f93() {
  return
}
// -----
func.func @f94() {
  return
}
// -----
func.func @f95() {
  return
}
// -----
func.func @f96() {
  return
}
// -----
func.func @f97() {
  return
}
// -----
func.func @f98() {
  return
}
// -----
func.func @f99() {
  return
}
// -----
func.func @f100() {
  return
}
// -----
func.func @f101() {
  return
}
// -----
func.func @f102() {
  return
}
// -----
func.func @f103() {
  return
}
// -----
func.func @f104() {
  return
}
// -----
func.func @f105() {
  return
}
// -----
func.func @f106() {
  return
}
// -----
func.func @f107() {
  return
}
// -----
func.func @f108() {
  return
}
// -----
func.func @f109() {
  return
}
// -----
func.func @f110() {
  return
}
// -----
func.func @f111() {
  return
}
// -----
func.func @f112() {
  return
}
// -----
func.func @f113() {
  return
}
// -----
func.func @f114() {
  return
}
// -----
func.func @f115() {
  return
}
// -----
func.func @f116() {
  return
}
// -----
func.func @f117() {
  return
}
// -----
func.func @f118() {
  return
}
// -----
func.func @f119() {
  return
}
// -----
func.func @f120() {
  return
}
// -----
func.func @f121() {
  return
}
// -----
func.func @f122() {
  return
}
// -----
func.func @f123() {
  return
}
// -----
func.func @f124() {
  return
}
// -----
func.func @f125() {
  return
}
// -----
func.func @f126() {
  return
}
// -----
func.func @f127() {
  return
}
// -----
func.func @f128() {
  return
}
// -----
func.func @f129() {
  return
}
// -----
func.func @f130() {
  return
}
// -----
func.func @f131() {
  return
}
// -----
func.func @f132() {
  return
}
// -----
func.func @f133() {
  return
}
// -----
func.func @f134() {
  return
}
// -----
func.func @f135() {
  return
}
// -----
func.func @f136() {
  return
}
// -----
func.func @f137() {
  return
}
// -----
func.func @f138() {
  return
}
// -----
func.func @f139() {
  return
}
// -----
func.func @f140() {
  return
}
// -----
func.func @f141() {
  return
}
// -----
func.func @f142() {
  return
}
// -----
func.func @f143() {
  return
}
// -----
func.func @f144() {
  return
}
// -----
func.func @f145() {
  return
}
// -----
func.func @f146() {
  return
}
// -----
func.func @f147() {
  return
}
// -----
func.func @f148() {
  return
}
// -----
func.func @f149() {
  return
}
// -----
func.func @f150() {
  return
}
// -----
func.func @f151() {
  return
}
// -----
func.func @f152() {
  return
}
// -----
func.func @f153() {
  return
}
// -----
func.func @f154() {
  return
}
// -----
func.func @f155() {
  return
}
// -----
func.func @f156() {
  return
}
// -----
func.func @f157() {
  return
}
// -----
func.func @f158() {
  return
}
// -----
func.func @f159() {
  return
}
// -----
func.func @f160() {
  return
}
// -----
func.func @f161() {
  return
}
// -----
func.func @f162() {
  return
}
// -----
func.func @f163() {
  return
}
// -----
func.func @f164() {
  return
}
// -----
func.func @f165() {
  return
}
// -----
func.func @f166() {
  return
}
// -----
func.func @f167() {
  return
}
// -----
func.func @f168() {
  return
}
// -----
func.func @f169() {
  return
}
// -----
func.func @f170() {
  return
}
// -----
func.func @f171() {
  return
}
// -----
func.func @f172() {
  return
}
// -----
func.func @f173() {
  return
}
// -----
func.func @f174() {
  return
}
// -----
func.func @f175() {
  return
}
// -----
func.func @f176() {
  return
}
// -----
func.func @f177() {
  return
}
// -----
func.func @f178() {
  return
}
// -----
func.func @f179() {
  return
}
// -----
func.func @f180() {
  return
}
// -----
func.func @f181() {
  return
}
// -----
func.func @f182() {
  return
}
// -----
func.func @f183() {
  return
}
// -----
func.func @f184() {
  return
}
// -----
func.func @f185() {
  return
}
// -----
func.func @f186() {
  return
}
// -----
func.func @f187() {
  return
}
// -----
func.func @f188() {
  return
}
// -----
func.func @f189() {
  return
}
// -----
func.func @f190() {
  return
}
// -----
func.func @f191() {
  return
}
// -----
func.func @f192() {
  return
}
// -----
func.func @f193() {
  return
}
// -----
func.func @f194() {
  return
}
// -----
func.func @f195() {
  return
}
// -----
func.func @f196() {
  return
}
// -----
func.func @f197() {
  return
}
// -----
func.func @f198() {
  return
}
// -----
func.func @f199() {
  return
}
// -----
func.func @f200() {
  return
}
// -----
func.func @f201() {
  return
}
// -----
func.func @f202() {
  return
}
// -----
func.func @f203() {
  return
}
// -----
func.func @f204() {
  return
}
// -----
func.func @f205() {
  return
}
// -----
func.func @f206() {
  return
}
// -----
func.func @f207() {
  return
}
// -----
func.func @f208() {
  return
}
// -----
func.func @f209() {
  return
}
// -----
func.func @f210() {
  return
}
// -----
func.func @f211() {
  return
}
// -----
func.func @f212() {
  return
}
// -----
func.func @f213() {
  return
}
// -----
func.func @f214() {
  return
}
// -----
func.func @f215() {
  return
}
// -----
func.func @f216() {
  return
}
// -----
func.func @f217() {
  return
}
// -----
func.func @f218() {
  return
}
// -----
func.func @f219() {
  return
}
// -----
func.func @f220() {
  return
}
// -----
func.func @f221() {
  return
}
// -----
func.func @f222() {
  return
}
// -----
func.func @f223() {
  return
}
// -----
func.func @f224() {
  return
}
// -----
func.func @f225() {
  return
}
// -----
func.func @f226() {
  return
}
// -----
func.func @f227() {
  return
}
// -----
func.func @f228() {
  return
}
// -----
func.func @f229() {
  return
}
// -----
func.func @f230() {
  return
}
// -----
func.func @f231() {
  return
}
// -----
func.func @f232() {
  return
}
// -----
func.func @f233() {
  return
}
// -----
func.func @f234() {
  return
}
// -----
func.func @f235() {
  return
}
// -----
func.func @f236() {
  return
}
// -----
func.func @f237() {
  return
}
// -----
func.func @f238() {
  return
}
// -----
func.func @f239() {
  return
}
// -----
func.func @f240() {
  return
}
// -----
func.func @f241() {
  return
}
// -----
func.func @f242() {
  return
}
// -----
func.func @f243() {
  return
}
// -----
func.func @f244() {
  return
}
// -----
func.func @f245() {
  return
}
// -----
func.func @f246() {
  return
}
// -----
func.func @f247() {
  return
}
// -----
func.func @f248() {
  return
}
// -----
func.func @f249() {
  return
}
// -----
func.func @f250() {
  return
}
// -----
func.func @f251() {
  return
}
// -----
func.func @f252() {
  return
}
// -----
func.func @f253() {
  return
}
// -----
func.func @f254() {
  return
}
// -----
func.func @f255() {
  return
}
// -----
func.func @f256() {
  return
}
// -----
func.func @f257() {
  return
}
// -----
func.func @f258() {
  return
}
// -----
func.func @f259() {
  return
}
// -----
func.func @f260() {
  return
}
// -----
func.func @f261() {
  return
}
// -----
func.func @f262() {
  return
}
// -----
func.func @f263() {
  return
}
// -----
func.func @f264() {
  return
}
// -----
func.func @f265() {
  return
}
// -----
func.func @f266() {
  return
}
// -----
func.func @f267() {
  return
}
// -----
func.func @f268() {
  return
}
// -----
func.func @f269() {
  return
}
// -----
func.func @f270() {
  return
}
// -----
func.func @f271() {
  return
}
// -----
func.func @f272() {
  return
}
// -----
func.func @f273() {
  return
}
// -----
func.func @f274() {
  return
}
// -----
func.func @f275() {
  return
}
// -----
func.func @f276() {
  return
}
// -----
func.func @f277() {
  return
}
// -----
func.func @f278() {
  return
}
// -----
func.func @f279() {
  return
}
// -----
func.func @f280() {
  return
}
// -----
func.func @f281() {
  return
}
// -----
func.func @f282() {
  return
}
// -----
func.func @f283() {
  return
}
// -----
func.func @f284() {
  return
}
// -----
func.func @f285() {
  return
}
// -----
func.func @f286() {
  return
}
// -----
func.func @f287() {
  return
}
// -----
func.func @f288() {
  return
}
// -----
func.func @f289() {
  return
}
// -----
func.func @f290() {
  return
}
// -----
func.func @f291() {
  return
}
// -----
func.func @f292() {
  return
}
// -----
func.func @f293() {
  return
}
// -----
func.func @f294() {
  return
}
// -----
func.func @f295() {
  return
}
// -----
func.func @f296() {
  return
}
// -----
func.func @f297() {
  return
}
// -----
func.func @f298() {
  return
}
// -----
func.func @f299() {
  return
}
// -----
func.func @f300() {
  return
}
// -----
func.func @f301() {
  return
}
// -----
func.func @f302() {
  return
}
// -----
func.func @f303() {
  return
}
// -----
func.func @f304() {
  return
}
// -----
func.func @f305() {
  return
}
// -----
func.func @f306() {
  return
}
// -----
func.func @f307() {
  return
}
// -----
func.func @f308() {
  return
}
// -----
func.func @f309() {
  return
}
// -----
func.func @f310() {
  return
}
// -----
func.func @f311() {
  return
}
// -----
func.func @f312() {
  return
}
// -----
func.func @f313() {
  return
}
// -----
func.func @f314() {
  return
}
// -----
func.func @f315() {
  return
}
// -----
func.func @f316() {
  return
}
// -----
func.func @f317() {
  return
}
// -----
func.func @f318() {
  return
}
// -----
func.func @f319() {
  return
}
// -----
func.func @f320() {
  return
}
// -----
func.func @f321() {
  return
}
// -----
func.func @f322() {
  return
}
// -----
func.func @f323() {
  return
}
// -----
func.func @f324() {
  return
}
// -----
func.func @f325() {
  return
}
// -----
func.func @f326() {
  return
}
// -----
func.func @f327() {
  return
}
// -----
func.func @f328() {
  return
}
// -----
func.func @f329() {
  return
}
// -----
func.func @f330() {
  return
}
// -----
func.func @f331() {
  return
}
// -----
func.func @f332() {
  return
}
// -----
func.func @f333() {
  return
}
// -----
func.func @f334() {
  return
}
// -----
func.func @f335() {
  return
}
// -----
func.func @f336() {
  return
}
// -----
func.func @f337() {
  return
}
// -----
func.func @f338() {
  return
}
// -----
func.func @f339() {
  return
}
// -----
func.func @f340() {
  return
}
// -----
func.func @f341() {
  return
}
// -----
func.func @f342() {
  return
}
// -----
func.func @f343() {
  return
}
// -----
func.func @f344() {
  return
}
// -----
func.func @f345() {
  return
}
// -----
func.func @f346() {
  return
}
// -----
func.func @f347() {
  return
}
// -----
func.func @f348() {
  return
}
// -----
func.func @f349() {
  return
}
// -----
func.func @f350() {
  return
}
// -----
func.func @f351() {
  return
}
// -----
func.func @f352() {
  return
}
// -----
func.func @f353() {
  return
}
// -----
func.func @f354() {
  return
}
// -----
func.func @f355() {
  return
}
// -----
func.func @f356() {
  return
}
// -----
func.func @f357() {
  return
}
// -----
func.func @f358() {
  return
}
// -----
func.func @f359() {
  return
}
// -----
func.func @f360() {
  return
}
// -----
func.func @f361() {
  return
}
// -----
func.func @f362() {
  return
}
// -----
func.func @f363() {
  return
}
// -----
func.func @f364() {
  return
}
// -----
func.func @f365() {
  return
}
// -----
func.func @f366() {
  return
}
// -----
func.func @f367() {
  return
}
// -----
func.func @f368() {
  return
}
// -----
func.func @f369() {
  return
}
// -----
func.func @f370() {
  return
}
// -----
func.func @f371() {
  return
}
// -----
func.func @f372() {
  return
}
// -----
func.func @f373() {
  return
}
// -----
func.func @f374() {
  return
}
// -----
func.func @f375() {
  return
}
// -----
func.func @f376() {
  return
}
// -----
func.func @f377() {
  return
}
// -----
func.func @f378() {
  return
}
// -----
func.func @f379() {
  return
}
// -----
func.func @f380() {
  return
}
// -----
func.func @f381() {
  return
}
// -----
func.func @f382() {
  return
}
// -----
func.func @f383() {
  return
}
// -----
func.func @f384() {
  return
}
// -----
func.func @f385() {
  return
}
// -----
func.func @f386() {
  return
}
// -----
func.func @f387() {
  return
}
// -----
func.func @f388() {
  return
}
// -----
func.func @f389() {
  return
}
// -----
func.func @f390() {
  return
}
// -----
func.func @f391() {
  return
}
// -----
func.func @f392() {
  return
}
// -----
func.func @f393() {
  return
}
// -----
func.func @f394() {
  return
}
// -----
func.func @f395() {
  return
}
// -----
func.func @f396() {
  return
}
// -----
func.func @f397() {
  return
}
// -----
func.func @f398() {
  return
}
// -----
func.func @f399() {
  return
}
// -----
func.func @f400() {
  return
}
// -----
func.func @f401() {
  return
}
// -----
func.func @f402() {
  return
}
// -----
func.func @f403() {
  return
}
// -----
func.func @f404() {
  return
}
// -----
func.func @f405() {
  return
}
// -----
func.func @f406() {
  return
}
// -----
func.func @f407() {
  return
}
// -----
func.func @f408() {
  return
}
// -----
func.func @f409() {
  return
}
// -----
func.func @f410() {
  return
}
// -----
func.func @f411() {
  return
}
// -----
func.func @f412() {
  return
}
// -----
func.func @f413() {
  return
}
// -----
func.func @f414() {
  return
}
// -----
func.func @f415() {
  return
}
// -----
func.func @f416() {
  return
}
// -----
func.func @f417() {
  return
}
// -----
func.func @f418() {
  return
}
// -----
func.func @f419() {
  return
}
// -----
func.func @f420() {
  return
}
// -----
func.func @f421() {
  return
}
// -----
func.func @f422() {
  return
}
// -----
func.func @f423() {
  return
}
// -----
func.func @f424() {
  return
}
// -----
func.func @f425() {
  return
}
// -----
func.func @f426() {
  return
}
// -----
func.func @f427() {
  return
}
// -----
func.func @f428() {
  return
}
// -----
func.func @f429() {
  return
}
// -----
func.func @f430() {
  return
}
// -----
func.func @f431() {
  return
}
// -----
func.func @f432() {
  return
}
// -----
func.func @f433() {
  return
}
// -----
func.func @f434() {
  return
}
// -----
func.func @f435() {
  return
}
// -----
func.func @f436() {
  return
}
// -----
func.func @f437() {
  return
}
// -----
func.func @f438() {
  return
}
// -----
func.func @f439() {
  return
}
// -----
func.func @f440() {
  return
}
// -----
func.func @f441() {
  return
}
// -----
func.func @f442() {
  return
}
// -----
func.func @f443() {
  return
}
// -----
func.func @f444() {
  return
}
// -----
func.func @f445() {
  return
}
// -----
func.func @f446() {
  return
}
// -----
func.func @f447() {
  return
}
// -----
func.func @f448() {
  return
}
// -----
func.func @f449() {
  return
}
// -----
func.func @f450() {
  return
}
// -----
func.func @f451() {
  return
}
// -----
func.func @f452() {
  return
}
// -----
func.func @f453() {
  return
}
// -----
func.func @f454() {
  return
}
// -----
func.func @f455() {
  return
}
// -----
func.func @f456() {
  return
}
// -----
func.func @f457() {
  return
}
// -----
func.func @f458() {
  return
}
// -----
func.func @f459() {
  return
}
// -----
func.func @f460() {
  return
}
// -----
func.func @f461() {
  return
}
// -----
func.func @f462() {
  return
}
// -----
func.func @f463() {
  return
}
// -----
func.func @f464() {
  return
}
// -----
func.func @f465() {
  return
}
// -----
func.func @f466() {
  return
}
// -----
func.func @f467() {
  return
}
// -----
func.func @f468() {
  return
}
// -----
func.func @f469() {
  return
}
// -----
func.func @f470() {
  return
}
// -----
func.func @f471() {
  return
}
// -----
func.func @f472() {
  return
}
// -----
func.func @f473() {
  return
}
// -----
func.func @f474() {
  return
}
// -----
func.func @f475() {
  return
}
// -----
func.func @f476() {
  return
}
// -----
func.func @f477() {
  return
}
// -----
func.func @f478() {
  return
}
// -----
func.func @f479() {
  return
}
// -----
func.func @f480() {
  return
}
// -----
func.func @f481() {
  return
}
// -----
func.func @f482() {
  return
}
// -----
func.func @f483() {
  return
}
// -----
func.func @f484() {
  return
}
// -----
func.func @f485() {
  return
}
// -----
func.func @f486() {
  return
}
// -----
func.func @f487() {
  return
}
// -----
func.func @f488() {
  return
}
// -----
func.func @f489() {
  return
}
// -----
func.func @f490() {
  return
}
// -----
func.func @f491() {
  return
}
// -----
func.func @f492() {
  return
}
// -----
func.func @f493() {
  return
}
// -----
func.func @f494() {
  return
}
// -----
func.func @f495() {
  return
}
// -----
func.func @f496() {
  return
}
// -----
func.func @f497() {
  return
}
// -----
func.func @f498() {
  return
}
// -----
func.func @f499() {
  return
}
// -----
func.func @f500() {
  return
}
// -----
func.func @f501() {
  return
}
// -----
func.func @f502() {
  return
}
// -----
func.func @f503() {
  return
}
// -----
func.func @f504() {
  return
}
// -----
func.func @f505() {
  return
}
// -----
func.func @f506() {
  return
}
// -----
func.func @f507() {
  return
}
// -----
func.func @f508() {
  return
}
// -----
func.func @f509() {
  return
}
// -----
func.func @f510() {
  return
}
// -----
func.func @f511() {
  return
}
// -----
func.func @f512() {
  return
}
// -----
func.func @f513() {
  return
}
// -----
func.func @f514() {
  return
}
// -----
func.func @f515() {
  return
}
// -----
func.func @f516() {
  return
}
// -----
func.func @f517() {
  return
}
// -----
func.func @f518() {
  return
}
// -----
func.func @f519() {
  return
}
// -----
func.func @f520() {
  return
}
// -----
func.func @f521() {
  return
}
// -----
func.func @f522() {
  return
}
// -----
func.func @f523() {
  return
}
// -----
func.func @f524() {
  return
}
// -----
func.func @f525() {
  return
}
// -----
func.func @f526() {
  return
}
// -----
func.func @f527() {
  return
}
// -----
func.func @f528() {
  return
}
// -----
func.func @f529() {
  return
}
// -----
func.func @f530() {
  return
}
// -----
func.func @f531() {
  return
}
// -----
func.func @f532() {
  return
}
// -----
func.func @f533() {
  return
}
// -----
func.func @f534() {
  return
}
// -----
func.func @f535() {
  return
}
// -----
func.func @f536() {
  return
}
// -----
func.func @f537() {
  return
}
// -----
func.func @f538() {
  return
}
// -----
func.func @f539() {
  return
}
// -----
func.func @f540() {
  return
}
// -----
func.func @f541() {
  return
}
// -----
func.func @f542() {
  return
}
// -----
func.func @f543() {
  return
}
// -----
func.func @f544() {
  return
}
// -----
func.func @f545() {
  return
}
// -----
func.func @f546() {
  return
}
// -----
func.func @f547() {
  return
}
// -----
func.func @f548() {
  return
}
// -----
func.func @f549() {
  return
}
// -----
func.func @f550() {
  return
}
// -----
func.func @f551() {
  return
}
// -----
func.func @f552() {
  return
}
// -----
func.func @f553() {
  return
}
// -----
func.func @f554() {
  return
}
// -----
func.func @f555() {
  return
}
// -----
func.func @f556() {
  return
}
// -----
func.func @f557() {
  return
}
// -----
func.func @f558() {
  return
}
// -----
func.func @f559() {
  return
}
// -----
func.func @f560() {
  return
}
// -----
func.func @f561() {
  return
}
// -----
func.func @f562() {
  return
}
// -----
func.func @f563() {
  return
}
// -----
func.func @f564() {
  return
}
// -----
func.func @f565() {
  return
}
// -----
func.func @f566() {
  return
}
// -----
func.func @f567() {
  return
}
// -----
func.func @f568() {
  return
}
// -----
func.func @f569() {
  return
}
// -----
func.func @f570() {
  return
}
// -----
func.func @f571() {
  return
}
// -----
func.func @f572() {
  return
}
// -----
func.func @f573() {
  return
}
// -----
func.func @f574() {
  return
}
// -----
func.func @f575() {
  return
}
// -----
func.func @f576() {
  return
}
// -----
func.func @f577() {
  return
}
// -----
func.func @f578() {
  return
}
// -----
func.func @f579() {
  return
}
// -----
func.func @f580() {
  return
}
// -----
func.func @f581() {
  return
}
// -----
func.func @f582() {
  return
}
// -----
func.func @f583() {
  return
}
// -----
func.func @f584() {
  return
}
// -----
func.func @f585() {
  return
}
// -----
func.func @f586() {
  return
}
// -----
func.func @f587() {
  return
}
// -----
func.func @f588() {
  return
}
// -----
func.func @f589() {
  return
}
// -----
func.func @f590() {
  return
}
// -----
func.func @f591() {
  return
}
// -----
func.func @f592() {
  return
}
// -----
func.func @f593() {
  return
}
// -----
func.func @f594() {
  return
}
// -----
func.func @f595() {
  return
}
// -----
func.func @f596() {
  return
}
// -----
func.func @f597() {
  return
}
// -----
func.func @f598() {
  return
}
// -----
func.func @f599() {
  return
}
// -----
func.func @f600() {
  return
}
// -----
func.func @f601() {
  return
}
// -----
func.func @f602() {
  return
}
// -----
func.func @f603() {
  return
}
// -----
func.func @f604() {
  return
}
// -----
func.func @f605() {
  return
}
// -----
func.func @f606() {
  return
}
// -----
func.func @f607() {
  return
}
// -----
func.func @f608() {
  return
}
// -----
func.func @f609() {
  return
}
// -----
func.func @f610() {
  return
}
// -----
func.func @f611() {
  return
}
// -----
func.func @f612() {
  return
}
// -----
func.func @f613() {
  return
}
// -----
func.func @f614() {
  return
}
// -----
func.func @f615() {
  return
}
// -----
func.func @f616() {
  return
}
// -----
func.func @f617() {
  return
}
// -----
func.func @f618() {
  return
}
// -----
func.func @f619() {
  return
}
// -----
func.func @f620() {
  return
}
// -----
func.func @f621() {
  return
}
// -----
func.func @f622() {
  return
}
// -----
func.func @f623() {
  return
}
// -----
func.func @f624() {
  return
}
// -----
func.func @f625() {
  return
}
// -----
func.func @f626() {
  return
}
// -----
func.func @f627() {
  return
}
// -----
func.func @f628() {
  return
}
// -----
func.func @f629() {
  return
}
// -----
func.func @f630() {
  return
}
// -----
func.func @f631() {
  return
}
// -----
func.func @f632() {
  return
}
// -----
func.func @f633() {
  return
}
// -----
func.func @f634() {
  return
}
// -----
func.func @f635() {
  return
}
// -----
func.func @f636() {
  return
}
// -----
func.func @f637() {
  return
}
// -----
func.func @f638() {
  return
}
// -----
func.func @f639() {
  return
}
// -----
func.func @f640() {
  return
}
// -----
func.func @f641() {
  return
}
// -----
func.func @f642() {
  return
}
// -----
func.func @f643() {
  return
}
// -----
func.func @f644() {
  return
}
// -----
func.func @f645() {
  return
}
// -----
func.func @f646() {
  return
}
// -----
func.func @f647() {
  return
}
// -----
func.func @f648() {
  return
}
// -----
func.func @f649() {
  return
}
// -----
func.func @f650() {
  return
}
// -----
func.func @f651() {
  return
}
// -----
func.func @f652() {
  return
}
// -----
func.func @f653() {
  return
}
// -----
func.func @f654() {
  return
}
// -----
func.func @f655() {
  return
}
// -----
func.func @f656() {
  return
}
// -----
func.func @f657() {
  return
}
// -----
func.func @f658() {
  return
}
// -----
func.func @f659() {
  return
}
// -----
func.func @f660() {
  return
}
// -----
func.func @f661() {
  return
}
// -----
func.func @f662() {
  return
}
// -----
func.func @f663() {
  return
}
// -----
func.func @f664() {
  return
}
// -----
func.func @f665() {
  return
}
// -----
func.func @f666() {
  return
}
// -----
func.func @f667() {
  return
}
// -----
func.func @f668() {
  return
}
// -----
func.func @f669() {
  return
}
// -----
func.func @f670() {
  return
}
// -----
func.func @f671() {
  return
}
// -----
func.func @f672() {
  return
}
// -----
func.func @f673() {
  return
}
// -----
func.func @f674() {
  return
}
// -----
func.func @f675() {
  return
}
// -----
func.func @f676() {
  return
}
// -----
func.func @f677() {
  return
}
// -----
func.func @f678() {
  return
}
// -----
func.func @f679() {
  return
}
// -----
func.func @f680() {
  return
}
// -----
func.func @f681() {
  return
}
// -----
func.func @f682() {
  return
}
// -----
func.func @f683() {
  return
}
// -----
func.func @f684() {
  return
}
// -----
func.func @f685() {
  return
}
// -----
func.func @f686() {
  return
}
// -----
func.func @f687() {
  return
}
// -----
func.func @f688() {
  return
}
// -----
func.func @f689() {
  return
}
// -----
func.func @f690() {
  return
}
// -----
func.func @f691() {
  return
}
// -----
func.func @f692() {
  return
}
// -----
func.func @f693() {
  return
}
// -----
func.func @f694() {
  return
}
// -----
func.func @f695() {
  return
}
// -----
func.func @f696() {
  return
}
// -----
func.func @f697() {
  return
}
// -----
func.func @f698() {
  return
}
// -----
func.func @f699() {
  return
}
// -----
func.func @f700() {
  return
}
// -----
func.func @f701() {
  return
}
// -----
func.func @f702() {
  return
}
// -----
func.func @f703() {
  return
}
// -----
func.func @f704() {
  return
}
// -----
func.func @f705() {
  return
}
// -----
func.func @f706() {
  return
}
// -----
func.func @f707() {
  return
}
// -----
func.func @f708() {
  return
}
// -----
func.func @f709() {
  return
}
// -----
func.func @f710() {
  return
}
// -----
func.func @f711() {
  return
}
// -----
func.func @f712() {
  return
}
// -----
func.func @f713() {
  return
}
// -----
func.func @f714() {
  return
}
// -----
func.func @f715() {
  return
}
// -----
func.func @f716() {
  return
}
// -----
func.func @f717() {
  return
}
// -----
func.func @f718() {
  return
}
// -----
func.func @f719() {
  return
}
// -----
func.func @f720() {
  return
}
// -----
func.func @f721() {
  return
}
// -----
func.func @f722() {
  return
}
// -----
func.func @f723() {
  return
}
// -----
func.func @f724() {
  return
}
// -----
func.func @f725() {
  return
}
// -----
func.func @f726() {
  return
}
// -----
func.func @f727() {
  return
}
// -----
func.func @f728() {
  return
}
// -----
func.func @f729() {
  return
}
// -----
func.func @f730() {
  return
}
// -----
func.func @f731() {
  return
}
// -----
func.func @f732() {
  return
}
// -----
func.func @f733() {
  return
}
// -----
func.func @f734() {
  return
}
// -----
func.func @f735() {
  return
}
// -----
func.func @f736() {
  return
}
// -----
func.func @f737() {
  return
}
// -----
func.func @f738() {
  return
}
// -----
func.func @f739() {
  return
}
// -----
func.func @f740() {
  return
}
// -----
func.func @f741() {
  return
}
// -----
func.func @f742() {
  return
}
// -----
func.func @f743() {
  return
}
// -----
func.func @f744() {
  return
}
// -----
func.func @f745() {
  return
}
// -----
func.func @f746() {
  return
}
// -----
func.func @f747() {
  return
}
// -----
func.func @f748() {
  return
}
// -----
func.func @f749() {
  return
}
// -----
func.func @f750() {
  return
}
// -----
func.func @f751() {
  return
}
// -----
func.func @f752() {
  return
}
// -----
func.func @f753() {
  return
}
// -----
func.func @f754() {
  return
}
// -----
func.func @f755() {
  return
}
// -----
func.func @f756() {
  return
}
// -----
func.func @f757() {
  return
}
// -----
func.func @f758() {
  return
}
// -----
func.func @f759() {
  return
}
// -----
func.func @f760() {
  return
}
// -----
func.func @f761() {
  return
}
// -----
func.func @f762() {
  return
}
// -----
func.func @f763() {
  return
}
// -----
func.func @f764() {
  return
}
// -----
func.func @f765() {
  return
}
// -----
func.func @f766() {
  return
}
// -----
func.func @f767() {
  return
}
// -----
func.func @f768() {
  return
}
// -----
func.func @f769() {
  return
}
// -----
func.func @f770() {
  return
}
// -----
func.func @f771() {
  return
}
// -----
func.func @f772() {
  return
}
// -----
func.func @f773() {
  return
}
// -----
func.func @f774() {
  return
}
// -----
func.func @f775() {
  return
}
// -----
func.func @f776() {
  return
}
// -----
func.func @f777() {
  return
}
// -----
func.func @f778() {
  return
}
// -----
func.func @f779() {
  return
}
// -----
func.func @f780() {
  return
}
// -----
func.func @f781() {
  return
}
// -----
func.func @f782() {
  return
}
// -----
func.func @f783() {
  return
}
// -----
func.func @f784() {
  return
}
// -----
func.func @f785() {
  return
}
// -----
func.func @f786() {
  return
}
// -----
func.func @f787() {
  return
}
// -----
func.func @f788() {
  return
}
// -----
func.func @f789() {
  return
}
// -----
func.func @f790() {
  return
}
// -----
func.func @f791() {
  return
}
// -----
func.func @f792() {
  return
}
// -----
func.func @f793() {
  return
}
// -----
func.func @f794() {
  return
}
// -----
func.func @f795() {
  return
}
// -----
func.func @f796() {
  return
}
// -----
func.func @f797() {
  return
}
// -----
func.func @f798() {
  return
}
// -----
func.func @f799() {
  return
}
// -----
func.func @f800() {
  return
}
// -----
func.func @f801() {
  return
}
// -----
func.func @f802() {
  return
}
// -----
func.func @f803() {
  return
}
// -----
func.func @f804() {
  return
}
// -----
func.func @f805() {
  return
}
// -----
func.func @f806() {
  return
}
// -----
func.func @f807() {
  return
}
// -----
func.func @f808() {
  return
}
// -----
func.func @f809() {
  return
}
// -----
func.func @f810() {
  return
}
// -----
func.func @f811() {
  return
}
// -----
func.func @f812() {
  return
}
// -----
func.func @f813() {
  return
}
// -----
func.func @f814() {
  return
}
// -----
func.func @f815() {
  return
}
// -----
func.func @f816() {
  return
}
// -----
func.func @f817() {
  return
}
// -----
func.func @f818() {
  return
}
// -----
func.func @f819() {
  return
}
// -----
func.func @f820() {
  return
}
// -----
func.func @f821() {
  return
}
// -----
func.func @f822() {
  return
}
// -----
func.func @f823() {
  return
}
// -----
func.func @f824() {
  return
}
// -----
func.func @f825() {
  return
}
// -----
func.func @f826() {
  return
}
// -----
func.func @f827() {
  return
}
// -----
func.func @f828() {
  return
}
// -----
func.func @f829() {
  return
}
// -----
func.func @f830() {
  return
}
// -----
func.func @f831() {
  return
}
// -----
func.func @f832() {
  return
}
// -----
func.func @f833() {
  return
}
// -----
func.func @f834() {
  return
}
// -----
func.func @f835() {
  return
}
// -----
func.func @f836() {
  return
}
// -----
func.func @f837() {
  return
}
// -----
func.func @f838() {
  return
}
// -----
func.func @f839() {
  return
}
// -----
func.func @f840() {
  return
}
// -----
func.func @f841() {
  return
}
// -----
func.func @f842() {
  return
}
// -----
func.func @f843() {
  return
}
// -----
func.func @f844() {
  return
}
// -----
func.func @f845() {
  return
}
// -----
func.func @f846() {
  return
}
// -----
func.func @f847() {
  return
}
// -----
func.func @f848() {
  return
}
// -----
func.func @f849() {
  return
}
// -----
func.func @f850() {
  return
}
// -----
func.func @f851() {
  return
}
// -----
func.func @f852() {
  return
}
// -----
func.func @f853() {
  return
}
// -----
func.func @f854() {
  return
}
// -----
func.func @f855() {
  return
}
// -----
func.func @f856() {
  return
}
// -----
func.func @f857() {
  return
}
// -----
func.func @f858() {
  return
}
// -----
func.func @f859() {
  return
}
// -----
func.func @f860() {
  return
}
// -----
func.func @f861() {
  return
}
// -----
func.func @f862() {
  return
}
// -----
func.func @f863() {
  return
}
// -----
func.func @f864() {
  return
}
// -----
func.func @f865() {
  return
}
// -----
func.func @f866() {
  return
}
// -----
func.func @f867() {
  return
}
// -----
func.func @f868() {
  return
}
// -----
func.func @f869() {
  return
}
// -----
func.func @f870() {
  return
}
// -----
func.func @f871() {
  return
}
// -----
func.func @f872() {
  return
}
// -----
func.func @f873() {
  return
}
// -----
func.func @f874() {
  return
}
// -----
func.func @f875() {
  return
}
// -----
func.func @f876() {
  return
}
// -----
func.func @f877() {
  return
}
// -----
func.func @f878() {
  return
}
// -----
func.func @f879() {
  return
}
// -----
func.func @f880() {
  return
}
// -----
func.func @f881() {
  return
}
// -----
func.func @f882() {
  return
}
// -----
func.func @f883() {
  return
}
// -----
func.func @f884() {
  return
}
// -----
func.func @f885() {
  return
}
// -----
func.func @f886() {
  return
}
// -----
func.func @f887() {
  return
}
// -----
func.func @f888() {
  return
}
// -----
func.func @f889() {
  return
}
// -----
func.func @f890() {
  return
}
// -----
func.func @f891() {
  return
}
// -----
func.func @f892() {
  return
}
// -----
func.func @f893() {
  return
}
// -----
func.func @f894() {
  return
}
// -----
func.func @f895() {
  return
}
// -----
func.func @f896() {
  return
}
// -----
func.func @f897() {
  return
}
// -----
func.func @f898() {
  return
}
// -----
func.func @f899() {
  return
}
// -----
func.func @f900() {
  return
}
// -----
func.func @f901() {
  return
}
// -----
func.func @f902() {
  return
}
// -----
func.func @f903() {
  return
}
// -----
func.func @f904() {
  return
}
// -----
func.func @f905() {
  return
}
// -----
func.func @f906() {
  return
}
// -----
func.func @f907() {
  return
}
// -----
func.func @f908() {
  return
}
// -----
func.func @f909() {
  return
}
// -----
func.func @f910() {
  return
}
// -----
func.func @f911() {
  return
}
// -----
func.func @f912() {
  return
}
// -----
func.func @f913() {
  return
}
// -----
func.func @f914() {
  return
}
// -----
func.func @f915() {
  return
}
// -----
func.func @f916() {
  return
}
// -----
func.func @f917() {
  return
}
// -----
func.func @f918() {
  return
}
// -----
func.func @f919() {
  return
}
// -----
func.func @f920() {
  return
}
// -----
func.func @f921() {
  return
}
// -----
func.func @f922() {
  return
}
// -----
func.func @f923() {
  return
}
// -----
func.func @f924() {
  return
}
// -----
func.func @f925() {
  return
}
// -----
func.func @f926() {
  return
}
// -----
func.func @f927() {
  return
}
// -----
func.func @f928() {
  return
}
// -----
func.func @f929() {
  return
}
// -----
func.func @f930() {
  return
}
// -----
func.func @f931() {
  return
}
// -----
func.func @f932() {
  return
}
// -----
func.func @f933() {
  return
}
// -----
func.func @f934() {
  return
}
// -----
func.func @f935() {
  return
}
// -----
func.func @f936() {
  return
}
// -----
func.func @f937() {
  return
}
// -----
func.func @f938() {
  return
}
// -----
func.func @f939() {
  return
}
// -----
func.func @f940() {
  return
}
// -----
func.func @f941() {
  return
}
// -----
func.func @f942() {
  return
}
// -----
func.func @f943() {
  return
}
// -----
func.func @f944() {
  return
}
// -----
func.func @f945() {
  return
}
// -----
func.func @f946() {
  return
}
// -----
func.func @f947() {
  return
}
// -----
func.func @f948() {
  return
}
// -----
func.func @f949() {
  return
}
// -----
func.func @f950() {
  return
}
// -----
func.func @f951() {
  return
}
// -----
func.func @f952() {
  return
}
// -----
func.func @f953() {
  return
}
// -----
func.func @f954() {
  return
}
// -----
func.func @f955() {
  return
}
// -----
func.func @f956() {
  return
}
// -----
func.func @f957() {
  return
}
// -----
func.func @f958() {
  return
}
// -----
func.func @f959() {
  return
}
// -----
func.func @f960() {
  return
}
// -----
func.func @f961() {
  return
}
// -----
func.func @f962() {
  return
}
// -----
func.func @f963() {
  return
}
// -----
func.func @f964() {
  return
}
// -----
func.func @f965() {
  return
}
// -----
func.func @f966() {
  return
}
// -----
func.func @f967() {
  return
}
// -----
func.func @f968() {
  return
}
// -----
func.func @f969() {
  return
}
// -----
func.func @f970() {
  return
}
// -----
func.func @f971() {
  return
}
// -----
func.func @f972() {
  return
}
// -----
func.func @f973() {
  return
}
// -----
func.func @f974() {
  return
}
// -----
func.func @f975() {
  return
}
// -----
func.func @f976() {
  return
}
// -----
func.func @f977() {
  return
}
// -----
func.func @f978() {
  return
}
// -----
func.func @f979() {
  return
}
// -----
func.func @f980() {
  return
}
// -----
func.func @f981() {
  return
}
// -----
func.func @f982() {
  return
}
// -----
func.func @f983() {
  return
}
// -----
func.func @f984() {
  return
}
// -----
func.func @f985() {
  return
}
// -----
func.func @f986() {
  return
}
// -----
func.func @f987() {
  return
}
// -----
func.func @f988() {
  return
}
// -----
func.func @f989() {
  return
}
// -----
func.func @f990() {
  return
}
// -----
func.func @f991() {
  return
}
// -----
func.func @f992() {
  return
}
// -----
func.func @f993() {
  return
}
// -----
func.func @f994() {
  return
}
// -----
func.func @f995() {
  return
}
// -----
func.func @f996() {
  return
}
// -----
func.func @f997() {
  return
}
// -----
func.func @f998() {
  return
}
// -----
func.func @f999() {
  return
}
// -----
func.func @f1000() {
  return
}
// -----
func.func @f1001() {
  return
}
// -----
func.func @f1002() {
  return
}
// -----
func.func @f1003() {
  return
}
// -----
func.func @f1004() {
  return
}
// -----
func.func @f1005() {
  return
}
// -----
func.func @f1006() {
  return
}
// -----
func.func @f1007() {
  return
}
// -----
func.func @f1008() {
  return
}
// -----
func.func @f1009() {
  return
}
// -----
func.func @f1010() {
  return
}
// -----
func.func @f1011() {
  return
}
// -----
func.func @f1012() {
  return
}
// -----
func.func @f1013() {
  return
}
// -----
func.func @f1014() {
  return
}
// -----
func.func @f1015() {
  return
}
// -----
func.func @f1016() {
  return
}
// -----
func.func @f1017() {
  return
}
// -----
func.func @f1018() {
  return
}
// -----
func.func @f1019() {
  return
}
// -----
func.func @f1020() {
  return
}
// -----
func.func @f1021() {
  return
}
// -----
func.func @f1022() {
  return
}
// -----
func.func @f1023() {
  return
}
// -----
func.func @f1024() {
  return
}
// -----
func.func @f1025() {
  return
}
// -----
func.func @f1026() {
  return
}
// -----
func.func @f1027() {
  return
}
// -----
func.func @f1028() {
  return
}
// -----
func.func @f1029() {
  return
}
// -----
func.func @f1030() {
  return
}
// -----
func.func @f1031() {
  return
}
// -----
func.func @f1032() {
  return
}
// -----
func.func @f1033() {
  return
}
// -----
func.func @f1034() {
  return
}
// -----
func.func @f1035() {
  return
}
// -----
func.func @f1036() {
  return
}
// -----
func.func @f1037() {
  return
}
// -----
func.func @f1038() {
  return
}
// -----
func.func @f1039() {
  return
}
// -----
func.func @f1040() {
  return
}
// -----
func.func @f1041() {
  return
}
// -----
func.func @f1042() {
  return
}
// -----
func.func @f1043() {
  return
}
// -----
func.func @f1044() {
  return
}
// -----
func.func @f1045() {
  return
}
// -----
func.func @f1046() {
  return
}
// -----
func.func @f1047() {
  return
}
// -----
func.func @f1048() {
  return
}
// -----
func.func @f1049() {
  return
}
// -----
func.func @f1050() {
  return
}
// -----
func.func @f1051() {
  return
}
// -----
func.func @f1052() {
  return
}
// -----
func.func @f1053() {
  return
}
// -----
func.func @f1054() {
  return
}
// -----
func.func @f1055() {
  return
}
// -----
func.func @f1056() {
  return
}
// -----
func.func @f1057() {
  return
}
// -----
func.func @f1058() {
  return
}
// -----
func.func @f1059() {
  return
}
// -----
func.func @f1060() {
  return
}
// -----
func.func @f1061() {
  return
}
// -----
func.func @f1062() {
  return
}
// -----
func.func @f1063() {
  return
}
// -----
func.func @f1064() {
  return
}
// -----
func.func @f1065() {
  return
}
// -----
func.func @f1066() {
  return
}
// -----
func.func @f1067() {
  return
}
// -----
func.func @f1068() {
  return
}
// -----
func.func @f1069() {
  return
}
// -----
func.func @f1070() {
  return
}
// -----
func.func @f1071() {
  return
}
// -----
func.func @f1072() {
  return
}
// -----
func.func @f1073() {
  return
}
// -----
func.func @f1074() {
  return
}
// -----
func.func @f1075() {
  return
}
// -----
func.func @f1076() {
  return
}
// -----
func.func @f1077() {
  return
}
// -----
func.func @f1078() {
  return
}
// -----
func.func @f1079() {
  return
}
// -----
func.func @f1080() {
  return
}
// -----
func.func @f1081() {
  return
}
// -----
func.func @f1082() {
  return
}
// -----
func.func @f1083() {
  return
}
// -----
func.func @f1084() {
  return
}
// -----
func.func @f1085() {
  return
}
// -----
func.func @f1086() {
  return
}
// -----
func.func @f1087() {
  return
}
// -----
func.func @f1088() {
  return
}
// -----
func.func @f1089() {
  return
}
// -----
func.func @f1090() {
  return
}
// -----
func.func @f1091() {
  return
}
// -----
func.func @f1092() {
  return
}
// -----
func.func @f1093() {
  return
}
// -----
func.func @f1094() {
  return
}
// -----
func.func @f1095() {
  return
}
// -----
func.func @f1096() {
  return
}
// -----
func.func @f1097() {
  return
}
// -----
func.func @f1098() {
  return
}
// -----
func.func @f1099() {
  return
}
// -----
func.func @f1100() {
  return
}
// -----
func.func @f1101() {
  return
}
// -----
func.func @f1102() {
  return
}
// -----
func.func @f1103() {
  return
}
// -----
func.func @f1104() {
  return
}
// -----
func.func @f1105() {
  return
}
// -----
func.func @f1106() {
  return
}
// -----
func.func @f1107() {
  return
}
// -----
func.func @f1108() {
  return
}
// -----
func.func @f1109() {
  return
}
// -----
func.func @f1110() {
  return
}
// -----
func.func @f1111() {
  return
}
// -----
func.func @f1112() {
  return
}
// -----
func.func @f1113() {
  return
}
// -----
func.func @f1114() {
  return
}
// -----
func.func @f1115() {
  return
}
// -----
func.func @f1116() {
  return
}
// -----
func.func @f1117() {
  return
}
// -----
func.func @f1118() {
  return
}
// -----
func.func @f1119() {
  return
}
// -----
func.func @f1120() {
  return
}
// -----
func.func @f1121() {
  return
}
// -----
func.func @f1122() {
  return
}
// -----
func.func @f1123() {
  return
}
// -----
func.func @f1124() {
  return
}
// -----
func.func @f1125() {
  return
}
// -----
func.func @f1126() {
  return
}
// -----
func.func @f1127() {
  return
}
// -----
func.func @f1128() {
  return
}
// -----
func.func @f1129() {
  return
}
// -----
func.func @f1130() {
  return
}
// -----
func.func @f1131() {
  return
}
// -----
func.func @f1132() {
  return
}
// -----
func.func @f1133() {
  return
}
// -----
func.func @f1134() {
  return
}
// -----
func.func @f1135() {
  return
}
// -----
func.func @f1136() {
  return
}
// -----
func.func @f1137() {
  return
}
// -----
func.func @f1138() {
  return
}
// -----
func.func @f1139() {
  return
}
// -----
func.func @f1140() {
  return
}
// -----
func.func @f1141() {
  return
}
// -----
func.func @f1142() {
  return
}
// -----
func.func @f1143() {
  return
}
// -----
func.func @f1144() {
  return
}
// -----
func.func @f1145() {
  return
}
// -----
func.func @f1146() {
  return
}
// -----
func.func @f1147() {
  return
}
// -----
func.func @f1148() {
  return
}
// -----
func.func @f1149() {
  return
}
// -----
func.func @f1150() {
  return
}
// -----
func.func @f1151() {
  return
}
// -----
func.func @f1152() {
  return
}
// -----
func.func @f1153() {
  return
}
// -----
func.func @f1154() {
  return
}
// -----
func.func @f1155() {
  return
}
// -----
func.func @f1156() {
  return
}
// -----
func.func @f1157() {
  return
}
// -----
func.func @f1158() {
  return
}
// -----
func.func @f1159() {
  return
}
// -----
func.func @f1160() {
  return
}
// -----
func.func @f1161() {
  return
}
// -----
func.func @f1162() {
  return
}
// -----
func.func @f1163() {
  return
}
// -----
func.func @f1164() {
  return
}
// -----
func.func @f1165() {
  return
}
// -----
func.func @f1166() {
  return
}
// -----
func.func @f1167() {
  return
}
// -----
func.func @f1168() {
  return
}
// -----
func.func @f1169() {
  return
}
// -----
func.func @f1170() {
  return
}
// -----
func.func @f1171() {
  return
}
// -----
func.func @f1172() {
  return
}
// -----
func.func @f1173() {
  return
}
// -----
func.func @f1174() {
  return
}
// -----
func.func @f1175() {
  return
}
// -----
func.func @f1176() {
  return
}
// -----
func.func @f1177() {
  return
}
// -----
func.func @f1178() {
  return
}
// -----
func.func @f1179() {
  return
}
// -----
func.func @f1180() {
  return
}
// -----
func.func @f1181() {
  return
}
// -----
func.func @f1182() {
  return
}
// -----
func.func @f1183() {
  return
}
// -----
func.func @f1184() {
  return
}
// -----
func.func @f1185() {
  return
}
// -----
func.func @f1186() {
  return
}
// -----
func.func @f1187() {
  return
}
// -----
func.func @f1188() {
  return
}
// -----
func.func @f1189() {
  return
}
// -----
func.func @f1190() {
  return
}
// -----
func.func @f1191() {
  return
}
// -----
func.func @f1192() {
  return
}
// -----
func.func @f1193() {
  return
}
// -----
func.func @f1194() {
  return
}
// -----
func.func @f1195() {
  return
}
// -----
func.func @f1196() {
  return
}
// -----
func.func @f1197() {
  return
}
// -----
func.func @f1198() {
  return
}
// -----
func.func @f1199() {
  return
}
// -----
func.func @f1200() {
  return
}
// -----
func.func @f1201() {
  return
}
// -----
func.func @f1202() {
  return
}
// -----
func.func @f1203() {
  return
}
// -----
func.func @f1204() {
  return
}
// -----
func.func @f1205() {
  return
}
// -----
func.func @f1206() {
  return
}
// -----
func.func @f1207() {
  return
}
// -----
func.func @f1208() {
  return
}
// -----
func.func @f1209() {
  return
}
// -----
func.func @f1210() {
  return
}
// -----
func.func @f1211() {
  return
}
// -----
func.func @f1212() {
  return
}
// -----
func.func @f1213() {
  return
}
// -----
func.func @f1214() {
  return
}
// -----
func.func @f1215() {
  return
}
// -----
func.func @f1216() {
  return
}
// -----
func.func @f1217() {
  return
}
// -----
func.func @f1218() {
  return
}
// -----
func.func @f1219() {
  return
}
// -----
func.func @f1220() {
  return
}
// -----
func.func @f1221() {
  return
}
// -----
func.func @f1222() {
  return
}
// -----
func.func @f1223() {
  return
}
// -----
func.func @f1224() {
  return
}
// -----
func.func @f1225() {
  return
}
// -----
func.func @f1226() {
  return
}
// -----
func.func @f1227() {
  return
}
// -----
func.func @f1228() {
  return
}
// -----
func.func @f1229() {
  return
}
// -----
func.func @f1230() {
  return
}
// -----
func.func @f1231() {
  return
}
// -----
func.func @f1232() {
  return
}
// -----
func.func @f1233() {
  return
}
// -----
func.func @f1234() {
  return
}
// -----
func.func @f1235() {
  return
}
// -----
func.func @f1236() {
  return
}
// -----
func.func @f1237() {
  return
}
// -----
func.func @f1238() {
  return
}
// -----
func.func @f1239() {
  return
}
// -----
func.func @f1240() {
  return
}
// -----
func.func @f1241() {
  return
}
// -----
func.func @f1242() {
  return
}
// -----
func.func @f1243() {
  return
}
// -----
func.func @f1244() {
  return
}
// -----
func.func @f1245() {
  return
}
// -----
func.func @f1246() {
  return
}
// -----
func.func @f1247() {
  return
}
// -----
func.func @f1248() {
  return
}
// -----
func.func @f1249() {
  return
}
// -----
func.func @f1250() {
  return
}
// -----
func.func @f1251() {
  return
}
// -----
func.func @f1252() {
  return
}
// -----
func.func @f1253() {
  return
}
// -----
func.func @f1254() {
  return
}
// -----
func.func @f1255() {
  return
}
// -----
func.func @f1256() {
  return
}
// -----
func.func @f1257() {
  return
}
// -----
func.func @f1258() {
  return
}
// -----
func.func @f1259() {
  return
}
// -----
func.func @f1260() {
  return
}
// -----
func.func @f1261() {
  return
}
// -----
func.func @f1262() {
  return
}
// -----
func.func @f1263() {
  return
}
// -----
func.func @f1264() {
  return
}
// -----
func.func @f1265() {
  return
}
// -----
func.func @f1266() {
  return
}
// -----
func.func @f1267() {
  return
}
// -----
func.func @f1268() {
  return
}
// -----
func.func @f1269() {
  return
}
// -----
func.func @f1270() {
  return
}
// -----
func.func @f1271() {
  return
}
// -----
func.func @f1272() {
  return
}
// -----
func.func @f1273() {
  return
}
// -----
func.func @f1274() {
  return
}
// -----
func.func @f1275() {
  return
}
// -----
func.func @f1276() {
  return
}
// -----
func.func @f1277() {
  return
}
// -----
func.func @f1278() {
  return
}
// -----
func.func @f1279() {
  return
}
// -----
func.func @f1280() {
  return
}
// -----
func.func @f1281() {
  return
}
// -----
func.func @f1282() {
  return
}
// -----
func.func @f1283() {
  return
}
// -----
func.func @f1284() {
  return
}
// -----
func.func @f1285() {
  return
}
// -----
func.func @f1286() {
  return
}
// -----
func.func @f1287() {
  return
}
// -----
func.func @f1288() {
  return
}
// -----
func.func @f1289() {
  return
}
// -----
func.func @f1290() {
  return
}
// -----
func.func @f1291() {
  return
}
// -----
func.func @f1292() {
  return
}
// -----
func.func @f1293() {
  return
}
// -----
func.func @f1294() {
  return
}
// -----
func.func @f1295() {
  return
}
// -----
func.func @f1296() {
  return
}
// -----
func.func @f1297() {
  return
}
// -----
func.func @f1298() {
  return
}
// -----
func.func @f1299() {
  return
}
// -----
func.func @f1300() {
  return
}
// -----
func.func @f1301() {
  return
}
// -----
func.func @f1302() {
  return
}
// -----
func.func @f1303() {
  return
}
// -----
func.func @f1304() {
  return
}
// -----
func.func @f1305() {
  return
}
// -----
func.func @f1306() {
  return
}
// -----
func.func @f1307() {
  return
}
// -----
func.func @f1308() {
  return
}
// -----
func.func @f1309() {
  return
}
// -----
func.func @f1310() {
  return
}
// -----
func.func @f1311() {
  return
}
// -----
func.func @f1312() {
  return
}
// -----
func.func @f1313() {
  return
}
// -----
func.func @f1314() {
  return
}
// -----
func.func @f1315() {
  return
}
// -----
func.func @f1316() {
  return
}
// -----
func.func @f1317() {
  return
}
// -----
func.func @f1318() {
  return
}
// -----
func.func @f1319() {
  return
}
// -----
func.func @f1320() {
  return
}
// -----
func.func @f1321() {
  return
}
// -----
func.func @f1322() {
  return
}
// -----
func.func @f1323() {
  return
}
// -----
func.func @f1324() {
  return
}
// -----
func.func @f1325() {
  return
}
// -----
func.func @f1326() {
  return
}
// -----
func.func @f1327() {
  return
}
// -----
func.func @f1328() {
  return
}
// -----
func.func @f1329() {
  return
}
// -----
func.func @f1330() {
  return
}
// -----
func.func @f1331() {
  return
}
// -----
func.func @f1332() {
  return
}
// -----
func.func @f1333() {
  return
}
// -----
func.func @f1334() {
  return
}
// -----
func.func @f1335() {
  return
}
// -----
func.func @f1336() {
  return
}
// -----
func.func @f1337() {
  return
}
// -----
func.func @f1338() {
  return
}
// -----
func.func @f1339() {
  return
}
// -----
func.func @f1340() {
  return
}
// -----
func.func @f1341() {
  return
}
// -----
func.func @f1342() {
  return
}
// -----
func.func @f1343() {
  return
}
// -----
func.func @f1344() {
  return
}
// -----
func.func @f1345() {
  return
}
// -----
func.func @f1346() {
  return
}
// -----
func.func @f1347() {
  return
}
// -----
func.func @f1348() {
  return
}
// -----
func.func @f1349() {
  return
}
// -----
func.func @f1350() {
  return
}
// -----
func.func @f1351() {
  return
}
// -----
func.func @f1352() {
  return
}
// -----
func.func @f1353() {
  return
}
// -----
func.func @f1354() {
  return
}
// -----
func.func @f1355() {
  return
}
// -----
func.func @f1356() {
  return
}
// -----
func.func @f1357() {
  return
}
// -----
func.func @f1358() {
  return
}
// -----
func.func @f1359() {
  return
}
// -----
func.func @f1360() {
  return
}
// -----
func.func @f1361() {
  return
}
// -----
func.func @f1362() {
  return
}
// -----
func.func @f1363() {
  return
}
// -----
func.func @f1364() {
  return
}
// -----
func.func @f1365() {
  return
}
// -----
func.func @f1366() {
  return
}
// -----
func.func @f1367() {
  return
}
// -----
func.func @f1368() {
  return
}
// -----
func.func @f1369() {
  return
}
// -----
func.func @f1370() {
  return
}
// -----
func.func @f1371() {
  return
}
// -----
func.func @f1372() {
  return
}
// -----
func.func @f1373() {
  return
}
// -----
func.func @f1374() {
  return
}
// -----
func.func @f1375() {
  return
}
// -----
func.func @f1376() {
  return
}
// -----
func.func @f1377() {
  return
}
// -----
func.func @f1378() {
  return
}
// -----
func.func @f1379() {
  return
}
// -----
func.func @f1380() {
  return
}
// -----
func.func @f1381() {
  return
}
// -----
func.func @f1382() {
  return
}
// -----
func.func @f1383() {
  return
}
// -----
func.func @f1384() {
  return
}
// -----
func.func @f1385() {
  return
}
// -----
func.func @f1386() {
  return
}
// -----
func.func @f1387() {
  return
}
// -----
func.func @f1388() {
  return
}
// -----
func.func @f1389() {
  return
}
// -----
func.func @f1390() {
  return
}
// -----
func.func @f1391() {
  return
}
// -----
func.func @f1392() {
  return
}
// -----
func.func @f1393() {
  return
}
// -----
func.func @f1394() {
  return
}
// -----
func.func @f1395() {
  return
}
// -----
func.func @f1396() {
  return
}
// -----
func.func @f1397() {
  return
}
// -----
func.func @f1398() {
  return
}
// -----
func.func @f1399() {
  return
}
// -----
func.func @f1400() {
  return
}
// -----
func.func @f1401() {
  return
}
// -----
func.func @f1402() {
  return
}
// -----
func.func @f1403() {
  return
}
// -----
func.func @f1404() {
  return
}
// -----
func.func @f1405() {
  return
}
// -----
func.func @f1406() {
  return
}
// -----
func.func @f1407() {
  return
}
// -----
func.func @f1408() {
  return
}
// -----
func.func @f1409() {
  return
}
// -----
func.func @f1410() {
  return
}
// -----
func.func @f1411() {
  return
}
// -----
func.func @f1412() {
  return
}
// -----
func.func @f1413() {
  return
}
// -----
func.func @f1414() {
  return
}
// -----
func.func @f1415() {
  return
}
// -----
func.func @f1416() {
  return
}
// -----
func.func @f1417() {
  return
}
// -----
func.func @f1418() {
  return
}
// -----
func.func @f1419() {
  return
}
// -----
func.func @f1420() {
  return
}
// -----
func.func @f1421() {
  return
}
// -----
func.func @f1422() {
  return
}
// -----
func.func @f1423() {
  return
}
// -----
func.func @f1424() {
  return
}
// -----
func.func @f1425() {
  return
}
// -----
func.func @f1426() {
  return
}
// -----
func.func @f1427() {
  return
}
// -----
func.func @f1428() {
  return
}
// -----
func.func @f1429() {
  return
}
// -----
func.func @f1430() {
  return
}
// -----
func.func @f1431() {
  return
}
// -----
func.func @f1432() {
  return
}
// -----
func.func @f1433() {
  return
}
// -----
func.func @f1434() {
  return
}
// -----
func.func @f1435() {
  return
}
// -----
func.func @f1436() {
  return
}
// -----
func.func @f1437() {
  return
}
// -----
func.func @f1438() {
  return
}
// -----
func.func @f1439() {
  return
}
// -----
func.func @f1440() {
  return
}
// -----
func.func @f1441() {
  return
}
// -----
func.func @f1442() {
  return
}
// -----
func.func @f1443() {
  return
}
// -----
func.func @f1444() {
  return
}
// -----
func.func @f1445() {
  return
}
// -----
func.func @f1446() {
  return
}
// -----
func.func @f1447() {
  return
}
// -----
func.func @f1448() {
  return
}
// -----
func.func @f1449() {
  return
}
// -----
func.func @f1450() {
  return
}
// -----
func.func @f1451() {
  return
}
// -----
func.func @f1452() {
  return
}
// -----
func.func @f1453() {
  return
}
// -----
func.func @f1454() {
  return
}
// -----
func.func @f1455() {
  return
}
// -----
func.func @f1456() {
  return
}
// -----
func.func @f1457() {
  return
}
// -----
func.func @f1458() {
  return
}
// -----
func.func @f1459() {
  return
}
// -----
func.func @f1460() {
  return
}
// -----
func.func @f1461() {
  return
}
// -----
func.func @f1462() {
  return
}
// -----
func.func @f1463() {
  return
}
// -----
func.func @f1464() {
  return
}
// -----
func.func @f1465() {
  return
}
// -----
func.func @f1466() {
  return
}
// -----
func.func @f1467() {
  return
}
// -----
func.func @f1468() {
  return
}
// -----
func.func @f1469() {
  return
}
// -----
func.func @f1470() {
  return
}
// -----
func.func @f1471() {
  return
}
// -----
func.func @f1472() {
  return
}
// -----
func.func @f1473() {
  return
}
// -----
func.func @f1474() {
  return
}
// -----
func.func @f1475() {
  return
}
// -----
func.func @f1476() {
  return
}
// -----
func.func @f1477() {
  return
}
// -----
func.func @f1478() {
  return
}
// -----
func.func @f1479() {
  return
}
// -----
func.func @f1480() {
  return
}
// -----
func.func @f1481() {
  return
}
// -----
func.func @f1482() {
  return
}
// -----
func.func @f1483() {
  return
}
// -----
func.func @f1484() {
  return
}
// -----
func.func @f1485() {
  return
}
// -----
func.func @f1486() {
  return
}
// -----
func.func @f1487() {
  return
}
// -----
func.func @f1488() {
  return
}
// -----
func.func @f1489() {
  return
}
// -----
func.func @f1490() {
  return
}
// -----
func.func @f1491() {
  return
}
// -----
func.func @f1492() {
  return
}
// -----
func.func @f1493() {
  return
}
// -----
func.func @f1494() {
  return
}
// -----
func.func @f1495() {
  return
}
// -----
func.func @f1496() {
  return
}
// -----
func.func @f1497() {
  return
}
// -----
func.func @f1498() {
  return
}
// -----
func.func @f1499() {
  return
}
// -----
func.func @f1500() {
  return
}
// -----
func.func @f1501() {
  return
}
// -----
func.func @f1502() {
  return
}
// -----
func.func @f1503() {
  return
}
// -----
func.func @f1504() {
  return
}
// -----
func.func @f1505() {
  return
}
// -----
func.func @f1506() {
  return
}
// -----
func.func @f1507() {
  return
}
// -----
func.func @f1508() {
  return
}
// -----
func.func @f1509() {
  return
}
// -----
func.func @f1510() {
  return
}
// -----
func.func @f1511() {
  return
}
// -----
func.func @f1512() {
  return
}
// -----
func.func @f1513() {
  return
}
// -----
func.func @f1514() {
  return
}
// -----
func.func @f1515() {
  return
}
// -----
func.func @f1516() {
  return
}
// -----
func.func @f1517() {
  return
}
// -----
func.func @f1518() {
  return
}
// -----
func.func @f1519() {
  return
}
// -----
func.func @f1520() {
  return
}
// -----
func.func @f1521() {
  return
}
// -----
func.func @f1522() {
  return
}
// -----
func.func @f1523() {
  return
}
// -----
func.func @f1524() {
  return
}
// -----
func.func @f1525() {
  return
}
// -----
func.func @f1526() {
  return
}
// -----
func.func @f1527() {
  return
}
// -----
func.func @f1528() {
  return
}
// -----
func.func @f1529() {
  return
}
// -----
func.func @f1530() {
  return
}
// -----
func.func @f1531() {
  return
}
// -----
func.func @f1532() {
  return
}
// -----
func.func @f1533() {
  return
}
// -----
func.func @f1534() {
  return
}
// -----
func.func @f1535() {
  return
}
// -----
func.func @f1536() {
  return
}
// -----
func.func @f1537() {
  return
}
// -----
func.func @f1538() {
  return
}
// -----
func.func @f1539() {
  return
}
// -----
func.func @f1540() {
  return
}
// -----
func.func @f1541() {
  return
}
// -----
func.func @f1542() {
  return
}
// -----
func.func @f1543() {
  return
}
// -----
func.func @f1544() {
  return
}
// -----
func.func @f1545() {
  return
}
// -----
func.func @f1546() {
  return
}
// -----
func.func @f1547() {
  return
}
// -----
func.func @f1548() {
  return
}
// -----
func.func @f1549() {
  return
}
// -----
func.func @f1550() {
  return
}
// -----
func.func @f1551() {
  return
}
// -----
func.func @f1552() {
  return
}
// -----
func.func @f1553() {
  return
}
// -----
func.func @f1554() {
  return
}
// -----
func.func @f1555() {
  return
}
// -----
func.func @f1556() {
  return
}
// -----
func.func @f1557() {
  return
}
// -----
func.func @f1558() {
  return
}
// -----
func.func @f1559() {
  return
}
// -----
func.func @f1560() {
  return
}
// -----
func.func @f1561() {
  return
}
// -----
func.func @f1562() {
  return
}
// -----
func.func @f1563() {
  return
}
// -----
func.func @f1564() {
  return
}
// -----
func.func @f1565() {
  return
}
// -----
func.func @f1566() {
  return
}
// -----
func.func @f1567() {
  return
}
// -----
func.func @f1568() {
  return
}
// -----
func.func @f1569() {
  return
}
// -----
func.func @f1570() {
  return
}
// -----
func.func @f1571() {
  return
}
// -----
func.func @f1572() {
  return
}
// -----
func.func @f1573() {
  return
}
// -----
func.func @f1574() {
  return
}
// -----
func.func @f1575() {
  return
}
// -----
func.func @f1576() {
  return
}
// -----
func.func @f1577() {
  return
}
// -----
func.func @f1578() {
  return
}
// -----
func.func @f1579() {
  return
}
// -----
func.func @f1580() {
  return
}
// -----
func.func @f1581() {
  return
}
// -----
func.func @f1582() {
  return
}
// -----
func.func @f1583() {
  return
}
// -----
func.func @f1584() {
  return
}
// -----
func.func @f1585() {
  return
}
// -----
func.func @f1586() {
  return
}
// -----
func.func @f1587() {
  return
}
// -----
func.func @f1588() {
  return
}
// -----
func.func @f1589() {
  return
}
// -----
func.func @f1590() {
  return
}
// -----
func.func @f1591() {
  return
}
// -----
func.func @f1592() {
  return
}
// -----
func.func @f1593() {
  return
}
// -----
func.func @f1594() {
  return
}
// -----
func.func @f1595() {
  return
}
// -----
func.func @f1596() {
  return
}
// -----
func.func @f1597() {
  return
}
// -----
func.func @f1598() {
  return
}
// -----
func.func @f1599() {
  return
}
// -----
func.func @f1600() {
  return
}
// -----
func.func @f1601() {
  return
}
// -----
func.func @f1602() {
  return
}
// -----
func.func @f1603() {
  return
}
// -----
func.func @f1604() {
  return
}
// -----
func.func @f1605() {
  return
}
// -----
func.func @f1606() {
  return
}
// -----
func.func @f1607() {
  return
}
// -----
func.func @f1608() {
  return
}
// -----
func.func @f1609() {
  return
}
// -----
func.func @f1610() {
  return
}
// -----
func.func @f1611() {
  return
}
// -----
func.func @f1612() {
  return
}
// -----
func.func @f1613() {
  return
}
// -----
func.func @f1614() {
  return
}
// -----
func.func @f1615() {
  return
}
// -----
func.func @f1616() {
  return
}
// -----
func.func @f1617() {
  return
}
// -----
func.func @f1618() {
  return
}
// -----
func.func @f1619() {
  return
}
// -----
func.func @f1620() {
  return
}
// -----
func.func @f1621() {
  return
}
// -----
func.func @f1622() {
  return
}
// -----
func.func @f1623() {
  return
}
// -----
func.func @f1624() {
  return
}
// -----
func.func @f1625() {
  return
}
// -----
func.func @f1626() {
  return
}
// -----
func.func @f1627() {
  return
}
// -----
func.func @f1628() {
  return
}
// -----
func.func @f1629() {
  return
}
// -----
func.func @f1630() {
  return
}
// -----
func.func @f1631() {
  return
}
// -----
func.func @f1632() {
  return
}
// -----
func.func @f1633() {
  return
}
// -----
func.func @f1634() {
  return
}
// -----
func.func @f1635() {
  return
}
// -----
func.func @f1636() {
  return
}
// -----
func.func @f1637() {
  return
}
// -----
func.func @f1638() {
  return
}
// -----
func.func @f1639() {
  return
}
// -----
func.func @f1640() {
  return
}
// -----
func.func @f1641() {
  return
}
// -----
func.func @f1642() {
  return
}
// -----
func.func @f1643() {
  return
}
// -----
func.func @f1644() {
  return
}
// -----
func.func @f1645() {
  return
}
// -----
func.func @f1646() {
  return
}
// -----
func.func @f1647() {
  return
}
// -----
func.func @f1648() {
  return
}
// -----
func.func @f1649() {
  return
}
// -----
func.func @f1650() {
  return
}
// -----
func.func @f1651() {
  return
}
// -----
func.func @f1652() {
  return
}
// -----
func.func @f1653() {
  return
}
// -----
func.func @f1654() {
  return
}
// -----
func.func @f1655() {
  return
}
// -----
func.func @f1656() {
  return
}
// -----
func.func @f1657() {
  return
}
// -----
func.func @f1658() {
  return
}
// -----
func.func @f1659() {
  return
}
// -----
func.func @f1660() {
  return
}
// -----
func.func @f1661() {
  return
}
// -----
func.func @f1662() {
  return
}
// -----
func.func @f1663() {
  return
}
// -----
func.func @f1664() {
  return
}
// -----
func.func @f1665() {
  return
}
// -----
func.func @f1666() {
  return
}
// -----
func.func @f1667() {
  return
}
// -----
func.func @f1668() {
  return
}
// -----
func.func @f1669() {
  return
}
// -----
func.func @f1670() {
  return
}
// -----
func.func @f1671() {
  return
}
// -----
func.func @f1672() {
  return
}
// -----
func.func @f1673() {
  return
}
// -----
func.func @f1674() {
  return
}
// -----
func.func @f1675() {
  return
}
// -----
func.func @f1676() {
  return
}
// -----
func.func @f1677() {
  return
}
// -----
func.func @f1678() {
  return
}
// -----
func.func @f1679() {
  return
}
// -----
func.func @f1680() {
  return
}
// -----
func.func @f1681() {
  return
}
// -----
func.func @f1682() {
  return
}
// -----
func.func @f1683() {
  return
}
// -----
func.func @f1684() {
  return
}
// -----
func.func @f1685() {
  return
}
// -----
func.func @f1686() {
  return
}
// -----
func.func @f1687() {
  return
}
// -----
func.func @f1688() {
  return
}
// -----
func.func @f1689() {
  return
}
// -----
func.func @f1690() {
  return
}
// -----
func.func @f1691() {
  return
}
// -----
func.func @f1692() {
  return
}
// -----
func.func @f1693() {
  return
}
// -----
func.func @f1694() {
  return
}
// -----
func.func @f1695() {
  return
}
// -----
func.func @f1696() {
  return
}
// -----
func.func @f1697() {
  return
}
// -----
func.func @f1698() {
  return
}
// -----
func.func @f1699() {
  return
}
// -----
func.func @f1700() {
  return
}
// -----
func.func @f1701() {
  return
}
// -----
func.func @f1702() {
  return
}
// -----
func.func @f1703() {
  return
}
// -----
func.func @f1704() {
  return
}
// -----
func.func @f1705() {
  return
}
// -----
func.func @f1706() {
  return
}
// -----
func.func @f1707() {
  return
}
// -----
func.func @f1708() {
  return
}
// -----
func.func @f1709() {
  return
}
// -----
func.func @f1710() {
  return
}
// -----
func.func @f1711() {
  return
}
// -----
func.func @f1712() {
  return
}
// -----
func.func @f1713() {
  return
}
// -----
func.func @f1714() {
  return
}
// -----
func.func @f1715() {
  return
}
// -----
func.func @f1716() {
  return
}
// -----
func.func @f1717() {
  return
}
// -----
func.func @f1718() {
  return
}
// -----
func.func @f1719() {
  return
}
// -----
func.func @f1720() {
  return
}
// -----
func.func @f1721() {
  return
}
// -----
func.func @f1722() {
  return
}
// -----
func.func @f1723() {
  return
}
// -----
func.func @f1724() {
  return
}
// -----
func.func @f1725() {
  return
}
// -----
func.func @f1726() {
  return
}
// -----
func.func @f1727() {
  return
}
// -----
func.func @f1728() {
  return
}
// -----
func.func @f1729() {
  return
}
// -----
func.func @f1730() {
  return
}
// -----
func.func @f1731() {
  return
}
// -----
func.func @f1732() {
  return
}
// -----
func.func @f1733() {
  return
}
// -----
func.func @f1734() {
  return
}
// -----
func.func @f1735() {
  return
}
// -----
func.func @f1736() {
  return
}
// -----
func.func @f1737() {
  return
}
// -----
func.func @f1738() {
  return
}
// -----
func.func @f1739() {
  return
}
// -----
func.func @f1740() {
  return
}
// -----
func.func @f1741() {
  return
}
// -----
func.func @f1742() {
  return
}
// -----
func.func @f1743() {
  return
}
// -----
func.func @f1744() {
  return
}
// -----
func.func @f1745() {
  return
}
// -----
func.func @f1746() {
  return
}
// -----
func.func @f1747() {
  return
}
// -----
func.func @f1748() {
  return
}
// -----
func.func @f1749() {
  return
}
// -----
func.func @f1750() {
  return
}
// -----
func.func @f1751() {
  return
}
// -----
func.func @f1752() {
  return
}
// -----
func.func @f1753() {
  return
}
// -----
func.func @f1754() {
  return
}
// -----
func.func @f1755() {
  return
}
// -----
func.func @f1756() {
  return
}
// -----
func.func @f1757() {
  return
}
// -----
func.func @f1758() {
  return
}
// -----
func.func @f1759() {
  return
}
// -----
func.func @f1760() {
  return
}
// -----
func.func @f1761() {
  return
}
// -----
func.func @f1762() {
  return
}
// -----
func.func @f1763() {
  return
}
// -----
func.func @f1764() {
  return
}
// -----
func.func @f1765() {
  return
}
// -----
func.func @f1766() {
  return
}
// -----
func.func @f1767() {
  return
}
// -----
func.func @f1768() {
  return
}
// -----
func.func @f1769() {
  return
}
// -----
func.func @f1770() {
  return
}
// -----
func.func @f1771() {
  return
}
// -----
func.func @f1772() {
  return
}
// -----
func.func @f1773() {
  return
}
// -----
func.func @f1774() {
  return
}
// -----
func.func @f1775() {
  return
}
// -----
func.func @f1776() {
  return
}
// -----
func.func @f1777() {
  return
}
// -----
func.func @f1778() {
  return
}
// -----
func.func @f1779() {
  return
}
// -----
func.func @f1780() {
  return
}
// -----
func.func @f1781() {
  return
}
// -----
func.func @f1782() {
  return
}
// -----
func.func @f1783() {
  return
}
// -----
func.func @f1784() {
  return
}
// -----
func.func @f1785() {
  return
}
// -----
func.func @f1786() {
  return
}
// -----
func.func @f1787() {
  return
}
// -----
func.func @f1788() {
  return
}
// -----
func.func @f1789() {
  return
}
// -----
func.func @f1790() {
  return
}
// -----
func.func @f1791() {
  return
}
// -----
func.func @f1792() {
  return
}
// -----
func.func @f1793() {
  return
}
// -----
func.func @f1794() {
  return
}
// -----
func.func @f1795() {
  return
}
// -----
func.func @f1796() {
  return
}
// -----
func.func @f1797() {
  return
}
// -----
func.func @f1798() {
  return
}
// -----
func.func @f1799() {
  return
}
// -----
func.func @f1800() {
  return
}
// -----
func.func @f1801() {
  return
}
// -----
func.func @f1802() {
  return
}
// -----
func.func @f1803() {
  return
}
// -----
func.func @f1804() {
  return
}
// -----
func.func @f1805() {
  return
}
// -----
func.func @f1806() {
  return
}
// -----
func.func @f1807() {
  return
}
// -----
func.func @f1808() {
  return
}
// -----
func.func @f1809() {
  return
}
// -----
func.func @f1810() {
  return
}
// -----
func.func @f1811() {
  return
}
// -----
func.func @f1812() {
  return
}
// -----
func.func @f1813() {
  return
}
// -----
func.func @f1814() {
  return
}
// -----
func.func @f1815() {
  return
}
// -----
func.func @f1816() {
  return
}
// -----
func.func @f1817() {
  return
}
// -----
func.func @f1818() {
  return
}
// -----
func.func @f1819() {
  return
}
// -----
func.func @f1820() {
  return
}
// -----
func.func @f1821() {
  return
}
// -----
func.func @f1822() {
  return
}
// -----
func.func @f1823() {
  return
}
// -----
func.func @f1824() {
  return
}
// -----
func.func @f1825() {
  return
}
// -----
func.func @f1826() {
  return
}
// -----
func.func @f1827() {
  return
}
// -----
func.func @f1828() {
  return
}
// -----
func.func @f1829() {
  return
}
// -----
func.func @f1830() {
  return
}
// -----
func.func @f1831() {
  return
}
// -----
func.func @f1832() {
  return
}
// -----
func.func @f1833() {
  return
}
// -----
func.func @f1834() {
  return
}
// -----
func.func @f1835() {
  return
}
// -----
func.func @f1836() {
  return
}
// -----
func.func @f1837() {
  return
}
// -----
func.func @f1838() {
  return
}
// -----
func.func @f1839() {
  return
}
// -----
func.func @f1840() {
  return
}
// -----
func.func @f1841() {
  return
}
// -----
func.func @f1842() {
  return
}
// -----
func.func @f1843() {
  return
}
// -----
func.func @f1844() {
  return
}
// -----
func.func @f1845() {
  return
}
// -----
func.func @f1846() {
  return
}
// -----
func.func @f1847() {
  return
}
// -----
func.func @f1848() {
  return
}
// -----
func.func @f1849() {
  return
}
// -----
func.func @f1850() {
  return
}
// -----
func.func @f1851() {
  return
}
// -----
func.func @f1852() {
  return
}
// -----
func.func @f1853() {
  return
}
// -----
func.func @f1854() {
  return
}
// -----
func.func @f1855() {
  return
}
// -----
func.func @f1856() {
  return
}
// -----
func.func @f1857() {
  return
}
// -----
func.func @f1858() {
  return
}
// -----
func.func @f1859() {
  return
}
// -----
func.func @f1860() {
  return
}
// -----
func.func @f1861() {
  return
}
// -----
func.func @f1862() {
  return
}
// -----
func.func @f1863() {
  return
}
// -----
func.func @f1864() {
  return
}
// -----
func.func @f1865() {
  return
}
// -----
func.func @f1866() {
  return
}
// -----
func.func @f1867() {
  return
}
// -----
func.func @f1868() {
  return
}
// -----
func.func @f1869() {
  return
}
// -----
func.func @f1870() {
  return
}
// -----
func.func @f1871() {
  return
}
// -----
func.func @f1872() {
  return
}
// -----
func.func @f1873() {
  return
}
// -----
func.func @f1874() {
  return
}
// -----
func.func @f1875() {
  return
}
// -----
func.func @f1876() {
  return
}
// -----
func.func @f1877() {
  return
}
// -----
func.func @f1878() {
  return
}
// -----
func.func @f1879() {
  return
}
// -----
func.func @f1880() {
  return
}
// -----
func.func @f1881() {
  return
}
// -----
func.func @f1882() {
  return
}
// -----
func.func @f1883() {
  return
}
// -----
func.func @f1884() {
  return
}
// -----
func.func @f1885() {
  return
}
// -----
func.func @f1886() {
  return
}
// -----
func.func @f1887() {
  return
}
// -----
func.func @f1888() {
  return
}
// -----
func.func @f1889() {
  return
}
// -----
func.func @f1890() {
  return
}
// -----
func.func @f1891() {
  return
}
// -----
func.func @f1892() {
  return
}
// -----
func.func @f1893() {
  return
}
// -----
func.func @f1894() {
  return
}
// -----
func.func @f1895() {
  return
}
// -----
func.func @f1896() {
  return
}
// -----
func.func @f1897() {
  return
}
// -----
func.func @f1898() {
  return
}
// -----
func.func @f1899() {
  return
}
// -----
func.func @f1900() {
  return
}
// -----
func.func @f1901() {
  return
}
// -----
func.func @f1902() {
  return
}
// -----
func.func @f1903() {
  return
}
// -----
func.func @f1904() {
  return
}
// -----
func.func @f1905() {
  return
}
// -----
func.func @f1906() {
  return
}
// -----
func.func @f1907() {
  return
}
// -----
func.func @f1908() {
  return
}
// -----
func.func @f1909() {
  return
}
// -----
func.func @f1910() {
  return
}
// -----
func.func @f1911() {
  return
}
// -----
func.func @f1912() {
  return
}
// -----
func.func @f1913() {
  return
}
// -----
func.func @f1914() {
  return
}
// -----
func.func @f1915() {
  return
}
// -----
func.func @f1916() {
  return
}
// -----
func.func @f1917() {
  return
}
// -----
func.func @f1918() {
  return
}
// -----
func.func @f1919() {
  return
}
// -----
func.func @f1920() {
  return
}
// -----
func.func @f1921() {
  return
}
// -----
func.func @f1922() {
  return
}
// -----
func.func @f1923() {
  return
}
// -----
func.func @f1924() {
  return
}
// -----
func.func @f1925() {
  return
}
// -----
func.func @f1926() {
  return
}
// -----
func.func @f1927() {
  return
}
// -----
func.func @f1928() {
  return
}
// -----
func.func @f1929() {
  return
}
// -----
func.func @f1930() {
  return
}
// -----
func.func @f1931() {
  return
}
// -----
func.func @f1932() {
  return
}
// -----
func.func @f1933() {
  return
}
// -----
func.func @f1934() {
  return
}
// -----
func.func @f1935() {
  return
}
// -----
func.func @f1936() {
  return
}
// -----
func.func @f1937() {
  return
}
// -----
func.func @f1938() {
  return
}
// -----
func.func @f1939() {
  return
}
// -----
func.func @f1940() {
  return
}
// -----
func.func @f1941() {
  return
}
// -----
func.func @f1942() {
  return
}
// -----
func.func @f1943() {
  return
}
// -----
func.func @f1944() {
  return
}
// -----
func.func @f1945() {
  return
}
// -----
func.func @f1946() {
  return
}
// -----
func.func @f1947() {
  return
}
// -----
func.func @f1948() {
  return
}
// -----
func.func @f1949() {
  return
}
// -----
func.func @f1950() {
  return
}
// -----
func.func @f1951() {
  return
}
// -----
func.func @f1952() {
  return
}
// -----
func.func @f1953() {
  return
}
// -----
func.func @f1954() {
  return
}
// -----
func.func @f1955() {
  return
}
// -----
func.func @f1956() {
  return
}
// -----
func.func @f1957() {
  return
}
// -----
func.func @f1958() {
  return
}
// -----
func.func @f1959() {
  return
}
// -----
func.func @f1960() {
  return
}
// -----
func.func @f1961() {
  return
}
// -----
func.func @f1962() {
  return
}
// -----
func.func @f1963() {
  return
}
// -----
func.func @f1964() {
  return
}
// -----
func.func @f1965() {
  return
}
// -----
func.func @f1966() {
  return
}
// -----
func.func @f1967() {
  return
}
// -----
func.func @f1968() {
  return
}
// -----
func.func @f1969() {
  return
}
// -----
func.func @f1970() {
  return
}
// -----
func.func @f1971() {
  return
}
// -----
func.func @f1972() {
  return
}
// -----
func.func @f1973() {
  return
}
// -----
func.func @f1974() {
  return
}
// -----
func.func @f1975() {
  return
}
// -----
func.func @f1976() {
  return
}
// -----
func.func @f1977() {
  return
}
// -----
func.func @f1978() {
  return
}
// -----
func.func @f1979() {
  return
}
// -----
func.func @f1980() {
  return
}
// -----
func.func @f1981() {
  return
}
// -----
func.func @f1982() {
  return
}
// -----
func.func @f1983() {
  return
}
// -----
func.func @f1984() {
  return
}
// -----
func.func @f1985() {
  return
}
// -----
func.func @f1986() {
  return
}
// -----
func.func @f1987() {
  return
}
// -----
func.func @f1988() {
  return
}
// -----
func.func @f1989() {
  return
}
// -----
func.func @f1990() {
  return
}
// -----
func.func @f1991() {
  return
}
// -----
func.func @f1992() {
  return
}
// -----
func.func @f1993() {
  return
}
// -----
func.func @f1994() {
  return
}
// -----
func.func @f1995() {
  return
}
// -----
func.func @f1996() {
  return
}
// -----
func.func @f1997() {
  return
}
// -----
func.func @f1998() {
  return
}
// -----
func.func @f1999() {
  return
}
// -----
func.func @f2000() {
  return
}
// -----
func.func @f2001() {
  return
}
// -----
func.func @f2002() {
  return
}
// -----
func.func @f2003() {
  return
}
// -----
func.func @f2004() {
  return
}
// -----
func.func @f2005() {
  return
}
// -----
func.func @f2006() {
  return
}
// -----
func.func @f2007() {
  return
}
// -----
func.func @f2008() {
  return
}
// -----
func.func @f2009() {
  return
}
// -----
func.func @f2010() {
  return
}
// -----
func.func @f2011() {
  return
}
// -----
func.func @f2012() {
  return
}
// -----
func.func @f2013() {
  return
}
// -----
func.func @f2014() {
  return
}
// -----
func.func @f2015() {
  return
}
// -----
func.func @f2016() {
  return
}
// -----
func.func @f2017() {
  return
}
// -----
func.func @f2018() {
  return
}
// -----
func.func @f2019() {
  return
}
// -----
func.func @f2020() {
  return
}
// -----
func.func @f2021() {
  return
}
// -----
func.func @f2022() {
  return
}
// -----
func.func @f2023() {
  return
}
// -----
func.func @f2024() {
  return
}
// -----
func.func @f2025() {
  return
}
// -----
func.func @f2026() {
  return
}
// -----
func.func @f2027() {
  return
}
// -----
func.func @f2028() {
  return
}
// -----
func.func @f2029() {
  return
}
// -----
func.func @f2030() {
  return
}
// -----
func.func @f2031() {
  return
}
// -----
func.func @f2032() {
  return
}
// -----
func.func @f2033() {
  return
}
// -----
func.func @f2034() {
  return
}
// -----
func.func @f2035() {
  return
}
// -----
func.func @f2036() {
  return
}
// -----
func.func @f2037() {
  return
}
// -----
func.func @f2038() {
  return
}
// -----
func.func @f2039() {
  return
}
// -----
func.func @f2040() {
  return
}
// -----
func.func @f2041() {
  return
}
// -----
func.func @f2042() {
  return
}
// -----
func.func @f2043() {
  return
}
// -----
func.func @f2044() {
  return
}
// -----
func.func @f2045() {
  return
}
// -----
func.func @f2046() {
  return
}
// -----
func.func @f2047() {
  return
}
// -----
func.func @f2048() {
  return
}
// -----
func.func @f2049() {
  return
}
// -----
func.func @f2050() {
  return
}
// -----
func.func @f2051() {
  return
}
// -----
func.func @f2052() {
  return
}
// -----
func.func @f2053() {
  return
}
// -----
func.func @f2054() {
  return
}
// -----
func.func @f2055() {
  return
}
// -----
func.func @f2056() {
  return
}
// -----
func.func @f2057() {
  return
}
// -----
func.func @f2058() {
  return
}
// -----
func.func @f2059() {
  return
}
// -----
func.func @f2060() {
  return
}
// -----
func.func @f2061() {
  return
}
// -----
func.func @f2062() {
  return
}
// -----
func.func @f2063() {
  return
}
// -----
func.func @f2064() {
  return
}
// -----
func.func @f2065() {
  return
}
// -----
func.func @f2066() {
  return
}
// -----
func.func @f2067() {
  return
}
// -----
func.func @f2068() {
  return
}
// -----
func.func @f2069() {
  return
}
// -----
func.func @f2070() {
  return
}
// -----
func.func @f2071() {
  return
}
// -----
func.func @f2072() {
  return
}
// -----
func.func @f2073() {
  return
}
// -----
func.func @f2074() {
  return
}
// -----
func.func @f2075() {
  return
}
// -----
func.func @f2076() {
  return
}
// -----
func.func @f2077() {
  return
}
// -----
func.func @f2078() {
  return
}
// -----
func.func @f2079() {
  return
}
// -----
func.func @f2080() {
  return
}
// -----
func.func @f2081() {
  return
}
// -----
func.func @f2082() {
  return
}
// -----
func.func @f2083() {
  return
}
// -----
func.func @f2084() {
  return
}
// -----
func.func @f2085() {
  return
}
// -----
func.func @f2086() {
  return
}
// -----
func.func @f2087() {
  return
}
// -----
func.func @f2088() {
  return
}
// -----
func.func @f2089() {
  return
}
// -----
func.func @f2090() {
  return
}
// -----
func.func @f2091() {
  return
}
// -----
func.func @f2092() {
  return
}
// -----
func.func @f2093() {
  return
}
// -----
func.func @f2094() {
  return
}
// -----
func.func @f2095() {
  return
}
// -----
func.func @f2096() {
  return
}
// -----
func.func @f2097() {
  return
}
// -----
func.func @f2098() {
  return
}
// -----
func.func @f2099() {
  return
}
// -----
func.func @f2100() {
  return
}
// -----
func.func @f2101() {
  return
}
// -----
func.func @f2102() {
  return
}
// -----
func.func @f2103() {
  return
}
// -----
func.func @f2104() {
  return
}
// -----
func.func @f2105() {
  return
}
// -----
func.func @f2106() {
  return
}
// -----
func.func @f2107() {
  return
}
// -----
func.func @f2108() {
  return
}
// -----
func.func @f2109() {
  return
}
// -----
func.func @f2110() {
  return
}
// -----
func.func @f2111() {
  return
}
// -----
func.func @f2112() {
  return
}
// -----
func.func @f2113() {
  return
}
// -----
func.func @f2114() {
  return
}
// -----
func.func @f2115() {
  return
}
// -----
func.func @f2116() {
  return
}
// -----
func.func @f2117() {
  return
}
// -----
func.func @f2118() {
  return
}
// -----
func.func @f2119() {
  return
}
// -----
func.func @f2120() {
  return
}
// -----
func.func @f2121() {
  return
}
// -----
func.func @f2122() {
  return
}
// -----
func.func @f2123() {
  return
}
// -----
func.func @f2124() {
  return
}
// -----
func.func @f2125() {
  return
}
// -----
func.func @f2126() {
  return
}
// -----
func.func @f2127() {
  return
}
// -----
func.func @f2128() {
  return
}
// -----
func.func @f2129() {
  return
}
// -----
func.func @f2130() {
  return
}
// -----
func.func @f2131() {
  return
}
// -----
func.func @f2132() {
  return
}
// -----
func.func @f2133() {
  return
}
// -----
func.func @f2134() {
  return
}
// -----
func.func @f2135() {
  return
}
// -----
func.func @f2136() {
  return
}
// -----
func.func @f2137() {
  return
}
// -----
func.func @f2138() {
  return
}
// -----
func.func @f2139() {
  return
}
// -----
func.func @f2140() {
  return
}
// -----
func.func @f2141() {
  return
}
// -----
func.func @f2142() {
  return
}
// -----
func.func @f2143() {
  return
}
// -----
func.func @f2144() {
  return
}
// -----
func.func @f2145() {
  return
}
// -----
func.func @f2146() {
  return
}
// -----
func.func @f2147() {
  return
}
// -----
func.func @f2148() {
  return
}
// -----
func.func @f2149() {
  return
}
// -----
func.func @f2150() {
  return
}
// -----
func.func @f2151() {
  return
}
// -----
func.func @f2152() {
  return
}
// -----
func.func @f2153() {
  return
}
// -----
func.func @f2154() {
  return
}
// -----
func.func @f2155() {
  return
}
// -----
func.func @f2156() {
  return
}
// -----
func.func @f2157() {
  return
}
// -----
func.func @f2158() {
  return
}
// -----
func.func @f2159() {
  return
}
// -----
func.func @f2160() {
  return
}
// -----
func.func @f2161() {
  return
}
// -----
func.func @f2162() {
  return
}
// -----
func.func @f2163() {
  return
}
// -----
func.func @f2164() {
  return
}
// -----
func.func @f2165() {
  return
}
// -----
func.func @f2166() {
  return
}
// -----
func.func @f2167() {
  return
}
// -----
func.func @f2168() {
  return
}
// -----
func.func @f2169() {
  return
}
// -----
func.func @f2170() {
  return
}
// -----
func.func @f2171() {
  return
}
// -----
func.func @f2172() {
  return
}
// -----
func.func @f2173() {
  return
}
// -----
func.func @f2174() {
  return
}
// -----
func.func @f2175() {
  return
}
// -----
func.func @f2176() {
  return
}
// -----
func.func @f2177() {
  return
}
// -----
func.func @f2178() {
  return
}
// -----
func.func @f2179() {
  return
}
// -----
func.func @f2180() {
  return
}
// -----
func.func @f2181() {
  return
}
// -----
func.func @f2182() {
  return
}
// -----
func.func @f2183() {
  return
}
// -----
func.func @f2184() {
  return
}
// -----
func.func @f2185() {
  return
}
// -----
func.func @f2186() {
  return
}
// -----
func.func @f2187() {
  return
}
// -----
func.func @f2188() {
  return
}
// -----
func.func @f2189() {
  return
}
// -----
func.func @f2190() {
  return
}
// -----
func.func @f2191() {
  return
}
// -----
func.func @f2192() {
  return
}
// -----
func.func @f2193() {
  return
}
// -----
func.func @f2194() {
  return
}
// -----
func.func @f2195() {
  return
}
// -----
func.func @f2196() {
  return
}
// -----
func.func @f2197() {
  return
}
// -----
func.func @f2198() {
  return
}
// -----
func.func @f2199() {
  return
}
// -----
func.func @f2200() {
  return
}
// -----
func.func @f2201() {
  return
}
// -----
func.func @f2202() {
  return
}
// -----
func.func @f2203() {
  return
}
// -----
func.func @f2204() {
  return
}
// -----
func.func @f2205() {
  return
}
// -----
func.func @f2206() {
  return
}
// -----
func.func @f2207() {
  return
}
// -----
func.func @f2208() {
  return
}
// -----
func.func @f2209() {
  return
}
// -----
func.func @f2210() {
  return
}
// -----
func.func @f2211() {
  return
}
// -----
func.func @f2212() {
  return
}
// -----
func.func @f2213() {
  return
}
// -----
func.func @f2214() {
  return
}
// -----
func.func @f2215() {
  return
}
// -----
func.func @f2216() {
  return
}
// -----
func.func @f2217() {
  return
}
// -----
func.func @f2218() {
  return
}
// -----
func.func @f2219() {
  return
}
// -----
func.func @f2220() {
  return
}
// -----
func.func @f2221() {
  return
}
// -----
func.func @f2222() {
  return
}
// -----
func.func @f2223() {
  return
}
// -----
func.func @f2224() {
  return
}
// -----
func.func @f2225() {
  return
}
// -----
func.func @f2226() {
  return
}
// -----
func.func @f2227() {
  return
}
// -----
func.func @f2228() {
  return
}
// -----
func.func @f2229() {
  return
}
// -----
func.func @f2230() {
  return
}
// -----
func.func @f2231() {
  return
}
// -----
func.func @f2232() {
  return
}
// -----
func.func @f2233() {
  return
}
// -----
func.func @f2234() {
  return
}
// -----
func.func @f2235() {
  return
}
// -----
func.func @f2236() {
  return
}
// -----
func.func @f2237() {
  return
}
// -----
func.func @f2238() {
  return
}
// -----
func.func @f2239() {
  return
}
// -----
func.func @f2240() {
  return
}
// -----
func.func @f2241() {
  return
}
// -----
func.func @f2242() {
  return
}
// -----
func.func @f2243() {
  return
}
// -----
func.func @f2244() {
  return
}
// -----
func.func @f2245() {
  return
}
// -----
func.func @f2246() {
  return
}
// -----
func.func @f2247() {
  return
}
// -----
func.func @f2248() {
  return
}
// -----
func.func @f2249() {
  return
}
// -----
func.func @f2250() {
  return
}
// -----
func.func @f2251() {
  return
}
// -----
func.func @f2252() {
  return
}
// -----
func.func @f2253() {
  return
}
// -----
func.func @f2254() {
  return
}
// -----
func.func @f2255() {
  return
}
// -----
func.func @f2256() {
  return
}
// -----
func.func @f2257() {
  return
}
// -----
func.func @f2258() {
  return
}
// -----
func.func @f2259() {
  return
}
// -----
func.func @f2260() {
  return
}
// -----
func.func @f2261() {
  return
}
// -----
func.func @f2262() {
  return
}
// -----
func.func @f2263() {
  return
}
// -----
func.func @f2264() {
  return
}
// -----
func.func @f2265() {
  return
}
// -----
func.func @f2266() {
  return
}
// -----
func.func @f2267() {
  return
}
// -----
func.func @f2268() {
  return
}
// -----
func.func @f2269() {
  return
}
// -----
func.func @f2270() {
  return
}
// -----
func.func @f2271() {
  return
}
// -----
func.func @f2272() {
  return
}
// -----
func.func @f2273() {
  return
}
// -----
func.func @f2274() {
  return
}
// -----
func.func @f2275() {
  return
}
// -----
func.func @f2276() {
  return
}
// -----
func.func @f2277() {
  return
}
// -----
func.func @f2278() {
  return
}
// -----
func.func @f2279() {
  return
}
// -----
func.func @f2280() {
  return
}
// -----
func.func @f2281() {
  return
}
// -----
func.func @f2282() {
  return
}
// -----
func.func @f2283() {
  return
}
// -----
func.func @f2284() {
  return
}
// -----
func.func @f2285() {
  return
}
// -----
func.func @f2286() {
  return
}
// -----
func.func @f2287() {
  return
}
// -----
func.func @f2288() {
  return
}
// -----
func.func @f2289() {
  return
}
// -----
func.func @f2290() {
  return
}
// -----
func.func @f2291() {
  return
}
// -----
func.func @f2292() {
  return
}
// -----
func.func @f2293() {
  return
}
// -----
func.func @f2294() {
  return
}
// -----
func.func @f2295() {
  return
}
// -----
func.func @f2296() {
  return
}
// -----
func.func @f2297() {
  return
}
// -----
func.func @f2298() {
  return
}
// -----
func.func @f2299() {
  return
}
// -----
func.func @f2300() {
  return
}
// -----
func.func @f2301() {
  return
}
// -----
func.func @f2302() {
  return
}
// -----
func.func @f2303() {
  return
}
// -----
func.func @f2304() {
  return
}
// -----
func.func @f2305() {
  return
}
// -----
func.func @f2306() {
  return
}
// -----
func.func @f2307() {
  return
}
// -----
func.func @f2308() {
  return
}
// -----
func.func @f2309() {
  return
}
// -----
func.func @f2310() {
  return
}
// -----
func.func @f2311() {
  return
}
// -----
func.func @f2312() {
  return
}
// -----
func.func @f2313() {
  return
}
// -----
func.func @f2314() {
  return
}
// -----
func.func @f2315() {
  return
}
// -----
func.func @f2316() {
  return
}
// -----
func.func @f2317() {
  return
}
// -----
func.func @f2318() {
  return
}
// -----
func.func @f2319() {
  return
}
// -----
func.func @f2320() {
  return
}
// -----
func.func @f2321() {
  return
}
// -----
func.func @f2322() {
  return
}
// -----
func.func @f2323() {
  return
}
// -----
func.func @f2324() {
  return
}
// -----
func.func @f2325() {
  return
}
// -----
func.func @f2326() {
  return
}
// -----
func.func @f2327() {
  return
}
// -----
func.func @f2328() {
  return
}
// -----
func.func @f2329() {
  return
}
// -----
func.func @f2330() {
  return
}
// -----
func.func @f2331() {
  return
}
// -----
func.func @f2332() {
  return
}
// -----
func.func @f2333() {
  return
}
// -----
func.func @f2334() {
  return
}
// -----
func.func @f2335() {
  return
}
// -----
func.func @f2336() {
  return
}
// -----
func.func @f2337() {
  return
}
// -----
func.func @f2338() {
  return
}
// -----
func.func @f2339() {
  return
}
// -----
func.func @f2340() {
  return
}
// -----
func.func @f2341() {
  return
}
// -----
func.func @f2342() {
  return
}
// -----
func.func @f2343() {
  return
}
// -----
func.func @f2344() {
  return
}
// -----
func.func @f2345() {
  return
}
// -----
func.func @f2346() {
  return
}
// -----
func.func @f2347() {
  return
}
// -----
func.func @f2348() {
  return
}
// -----
func.func @f2349() {
  return
}
// -----
func.func @f2350() {
  return
}
// -----
func.func @f2351() {
  return
}
// -----
func.func @f2352() {
  return
}
// -----
func.func @f2353() {
  return
}
// -----
func.func @f2354() {
  return
}
// -----
func.func @f2355() {
  return
}
// -----
func.func @f2356() {
  return
}
// -----
func.func @f2357() {
  return
}
// -----
func.func @f2358() {
  return
}
// -----
func.func @f2359() {
  return
}
// -----
func.func @f2360() {
  return
}
// -----
func.func @f2361() {
  return
}
// -----
func.func @f2362() {
  return
}
// -----
func.func @f2363() {
  return
}
// -----
func.func @f2364() {
  return
}
// -----
func.func @f2365() {
  return
}
// -----
func.func @f2366() {
  return
}
// -----
func.func @f2367() {
  return
}
// -----
func.func @f2368() {
  return
}
// -----
func.func @f2369() {
  return
}
// -----
func.func @f2370() {
  return
}
// -----
func.func @f2371() {
  return
}
// -----
func.func @f2372() {
  return
}
// -----
func.func @f2373() {
  return
}
// -----
func.func @f2374() {
  return
}
// -----
func.func @f2375() {
  return
}
// -----
func.func @f2376() {
  return
}
// -----
func.func @f2377() {
  return
}
// -----
func.func @f2378() {
  return
}
// -----
func.func @f2379() {
  return
}
// -----
func.func @f2380() {
  return
}
// -----
func.func @f2381() {
  return
}
// -----
func.func @f2382() {
  return
}
// -----
func.func @f2383() {
  return
}
// -----
func.func @f2384() {
  return
}
// -----
func.func @f2385() {
  return
}
// -----
func.func @f2386() {
  return
}
// -----
func.func @f2387() {
  return
}
// -----
func.func @f2388() {
  return
}
// -----
func.func @f2389() {
  return
}
// -----
func.func @f2390() {
  return
}
// -----
func.func @f2391() {
  return
}
// -----
func.func @f2392() {
  return
}
// -----
func.func @f2393() {
  return
}
// -----
func.func @f2394() {
  return
}
// -----
func.func @f2395() {
  return
}
// -----
func.func @f2396() {
  return
}
// -----
func.func @f2397() {
  return
}
// -----
func.func @f2398() {
  return
}
// -----
func.func @f2399() {
  return
}
// -----
func.func @f2400() {
  return
}
// -----
func.func @f2401() {
  return
}
// -----
func.func @f2402() {
  return
}
// -----
func.func @f2403() {
  return
}
// -----
func.func @f2404() {
  return
}
// -----
func.func @f2405() {
  return
}
// -----
func.func @f2406() {
  return
}
// -----
func.func @f2407() {
  return
}
// -----
func.func @f2408() {
  return
}
// -----
func.func @f2409() {
  return
}
// -----
func.func @f2410() {
  return
}
// -----
func.func @f2411() {
  return
}
// -----
func.func @f2412() {
  return
}
// -----
func.func @f2413() {
  return
}
// -----
func.func @f2414() {
  return
}
// -----
func.func @f2415() {
  return
}
// -----
func.func @f2416() {
  return
}
// -----
func.func @f2417() {
  return
}
// -----
func.func @f2418() {
  return
}
// -----
func.func @f2419() {
  return
}
// -----
func.func @f2420() {
  return
}
// -----
func.func @f2421() {
  return
}
// -----
func.func @f2422() {
  return
}
// -----
func.func @f2423() {
  return
}
// -----
func.func @f2424() {
  return
}
// -----
func.func @f2425() {
  return
}
// -----
func.func @f2426() {
  return
}
// -----
func.func @f2427() {
  return
}
// -----
func.func @f2428() {
  return
}
// -----
func.func @f2429() {
  return
}
// -----
func.func @f2430() {
  return
}
// -----
func.func @f2431() {
  return
}
// -----
func.func @f2432() {
  return
}
// -----
func.func @f2433() {
  return
}
// -----
func.func @f2434() {
  return
}
// -----
func.func @f2435() {
  return
}
// -----
func.func @f2436() {
  return
}
// -----
func.func @f2437() {
  return
}
// -----
func.func @f2438() {
  return
}
// -----
func.func @f2439() {
  return
}
// -----
func.func @f2440() {
  return
}
// -----
func.func @f2441() {
  return
}
// -----
func.func @f2442() {
  return
}
// -----
func.func @f2443() {
  return
}
// -----
func.func @f2444() {
  return
}
// -----
func.func @f2445() {
  return
}
// -----
func.func @f2446() {
  return
}
// -----
func.func @f2447() {
  return
}
// -----
func.func @f2448() {
  return
}
// -----
func.func @f2449() {
  return
}
// -----
func.func @f2450() {
  return
}
// -----
func.func @f2451() {
  return
}
// -----
func.func @f2452() {
  return
}
// -----
func.func @f2453() {
  return
}
// -----
func.func @f2454() {
  return
}
// -----
func.func @f2455() {
  return
}
// -----
func.func @f2456() {
  return
}
// -----
func.func @f2457() {
  return
}
// -----
func.func @f2458() {
  return
}
// -----
func.func @f2459() {
  return
}
// -----
func.func @f2460() {
  return
}
// -----
func.func @f2461() {
  return
}
// -----
func.func @f2462() {
  return
}
// -----
func.func @f2463() {
  return
}
// -----
func.func @f2464() {
  return
}
// -----
func.func @f2465() {
  return
}
// -----
func.func @f2466() {
  return
}
// -----
func.func @f2467() {
  return
}
// -----
func.func @f2468() {
  return
}
// -----
func.func @f2469() {
  return
}
// -----
func.func @f2470() {
  return
}
// -----
func.func @f2471() {
  return
}
// -----
func.func @f2472() {
  return
}
// -----
func.func @f2473() {
  return
}
// -----
func.func @f2474() {
  return
}
// -----
func.func @f2475() {
  return
}
// -----
func.func @f2476() {
  return
}
// -----
func.func @f2477() {
  return
}
// -----
func.func @f2478() {
  return
}
// -----
func.func @f2479() {
  return
}
// -----
func.func @f2480() {
  return
}
// -----
func.func @f2481() {
  return
}
// -----
func.func @f2482() {
  return
}
// -----
func.func @f2483() {
  return
}
// -----
func.func @f2484() {
  return
}
// -----
func.func @f2485() {
  return
}
// -----
func.func @f2486() {
  return
}
// -----
func.func @f2487() {
  return
}
// -----
func.func @f2488() {
  return
}
// -----
func.func @f2489() {
  return
}
// -----
func.func @f2490() {
  return
}
// -----
func.func @f2491() {
  return
}
// -----
func.func @f2492() {
  return
}
// -----
func.func @f2493() {
  return
}
// -----
func.func @f2494() {
  return
}
// -----
func.func @f2495() {
  return
}
// -----
func.func @f2496() {
  return
}
// -----
func.func @f2497() {
  return
}
// -----
func.func @f2498() {
  return
}
// -----
func.func @f2499() {
  return
}
// -----
func.func @f2500() {
  return
}
// -----
func.func @f2501() {
  return
}
// -----
func.func @f2502() {
  return
}
// -----
func.func @f2503() {
  return
}
// -----
func.func @f2504() {
  return
}
// -----
func.func @f2505() {
  return
}
// -----
func.func @f2506() {
  return
}
// -----
func.func @f2507() {
  return
}
// -----
func.func @f2508() {
  return
}
// -----
func.func @f2509() {
  return
}
// -----
func.func @f2510() {
  return
}
// -----
func.func @f2511() {
  return
}
// -----
func.func @f2512() {
  return
}
// -----
func.func @f2513() {
  return
}
// -----
func.func @f2514() {
  return
}
// -----
func.func @f2515() {
  return
}
// -----
func.func @f2516() {
  return
}
// -----
func.func @f2517() {
  return
}
// -----
func.func @f2518() {
  return
}
// -----
func.func @f2519() {
  return
}
// -----
func.func @f2520() {
  return
}
// -----
func.func @f2521() {
  return
}
// -----
func.func @f2522() {
  return
}
// -----
func.func @f2523() {
  return
}
// -----
func.func @f2524() {
  return
}
// -----
func.func @f2525() {
  return
}
// -----
func.func @f2526() {
  return
}
// -----
func.func @f2527() {
  return
}
// -----
func.func @f2528() {
  return
}
// -----
func.func @f2529() {
  return
}
// -----
func.func @f2530() {
  return
}
// -----
func.func @f2531() {
  return
}
// -----
func.func @f2532() {
  return
}
// -----
func.func @f2533() {
  return
}
// -----
func.func @f2534() {
  return
}
// -----
func.func @f2535() {
  return
}
// -----
func.func @f2536() {
  return
}
// -----
func.func @f2537() {
  return
}
// -----
func.func @f2538() {
  return
}
// -----
func.func @f2539() {
  return
}
// -----
func.func @f2540() {
  return
}
// -----
func.func @f2541() {
  return
}
// -----
func.func @f2542() {
  return
}
// -----
func.func @f2543() {
  return
}
// -----
func.func @f2544() {
  return
}
// -----
func.func @f2545() {
  return
}
// -----
func.func @f2546() {
  return
}
// -----
func.func @f2547() {
  return
}
// -----
func.func @f2548() {
  return
}
// -----
func.func @f2549() {
  return
}
// -----
func.func @f2550() {
  return
}
// -----
func.func @f2551() {
  return
}
// -----
func.func @f2552() {
  return
}
// -----
func.func @f2553() {
  return
}
// -----
func.func @f2554() {
  return
}
// -----
func.func @f2555() {
  return
}
// -----
func.func @f2556() {
  return
}
// -----
func.func @f2557() {
  return
}
// -----
func.func @f2558() {
  return
}
// -----
func.func @f2559() {
  return
}
// -----
func.func @f2560() {
  return
}
// -----
func.func @f2561() {
  return
}
// -----
func.func @f2562() {
  return
}
// -----
func.func @f2563() {
  return
}
// -----
func.func @f2564() {
  return
}
// -----
func.func @f2565() {
  return
}
// -----
func.func @f2566() {
  return
}
// -----
func.func @f2567() {
  return
}
// -----
func.func @f2568() {
  return
}
// -----
func.func @f2569() {
  return
}
// -----
func.func @f2570() {
  return
}
// -----
func.func @f2571() {
  return
}
// -----
func.func @f2572() {
  return
}
// -----
func.func @f2573() {
  return
}
// -----
func.func @f2574() {
  return
}
// -----
func.func @f2575() {
  return
}
// -----
func.func @f2576() {
  return
}
// -----
func.func @f2577() {
  return
}
// -----
func.func @f2578() {
  return
}
// -----
func.func @f2579() {
  return
}
// -----
func.func @f2580() {
  return
}
// -----
func.func @f2581() {
  return
}
// -----
func.func @f2582() {
  return
}
// -----
func.func @f2583() {
  return
}
// -----
func.func @f2584() {
  return
}
// -----
func.func @f2585() {
  return
}
// -----
func.func @f2586() {
  return
}
// -----
func.func @f2587() {
  return
}
// -----
func.func @f2588() {
  return
}
// -----
func.func @f2589() {
  return
}
// -----
func.func @f2590() {
  return
}
// -----
func.func @f2591() {
  return
}
// -----
func.func @f2592() {
  return
}
// -----
func.func @f2593() {
  return
}
// -----
func.func @f2594() {
  return
}
// -----
func.func @f2595() {
  return
}
// -----
func.func @f2596() {
  return
}
// -----
func.func @f2597() {
  return
}
// -----
func.func @f2598() {
  return
}
// -----
func.func @f2599() {
  return
}
// -----
func.func @f2600() {
  return
}
// -----
func.func @f2601() {
  return
}
// -----
func.func @f2602() {
  return
}
// -----
func.func @f2603() {
  return
}
// -----
func.func @f2604() {
  return
}
// -----
func.func @f2605() {
  return
}
// -----
func.func @f2606() {
  return
}
// -----
func.func @f2607() {
  return
}
// -----
func.func @f2608() {
  return
}
// -----
func.func @f2609() {
  return
}
// -----
func.func @f2610() {
  return
}
// -----
func.func @f2611() {
  return
}
// -----
func.func @f2612() {
  return
}
// -----
func.func @f2613() {
  return
}
// -----
func.func @f2614() {
  return
}
// -----
func.func @f2615() {
  return
}
// -----
func.func @f2616() {
  return
}
// -----
func.func @f2617() {
  return
}
// -----
func.func @f2618() {
  return
}
// -----
func.func @f2619() {
  return
}
// -----
func.func @f2620() {
  return
}
// -----
func.func @f2621() {
  return
}
// -----
func.func @f2622() {
  return
}
// -----
func.func @f2623() {
  return
}
// -----
func.func @f2624() {
  return
}
// -----
func.func @f2625() {
  return
}
// -----
func.func @f2626() {
  return
}
// -----
func.func @f2627() {
  return
}
// -----
func.func @f2628() {
  return
}
// -----
func.func @f2629() {
  return
}
// -----
func.func @f2630() {
  return
}
// -----
func.func @f2631() {
  return
}
// -----
func.func @f2632() {
  return
}
// -----
func.func @f2633() {
  return
}
// -----
func.func @f2634() {
  return
}
// -----
func.func @f2635() {
  return
}
// -----
func.func @f2636() {
  return
}
// -----
func.func @f2637() {
  return
}
// -----
func.func @f2638() {
  return
}
// -----
func.func @f2639() {
  return
}
// -----
func.func @f2640() {
  return
}
// -----
func.func @f2641() {
  return
}
// -----
func.func @f2642() {
  return
}
// -----
func.func @f2643() {
  return
}
// -----
func.func @f2644() {
  return
}
// -----
func.func @f2645() {
  return
}
// -----
func.func @f2646() {
  return
}
// -----
func.func @f2647() {
  return
}
// -----
func.func @f2648() {
  return
}
// -----
func.func @f2649() {
  return
}
// -----
func.func @f2650() {
  return
}
// -----
func.func @f2651() {
  return
}
// -----
func.func @f2652() {
  return
}
// -----
func.func @f2653() {
  return
}
// -----
func.func @f2654() {
  return
}
// -----
func.func @f2655() {
  return
}
// -----
func.func @f2656() {
  return
}
// -----
func.func @f2657() {
  return
}
// -----
func.func @f2658() {
  return
}
// -----
func.func @f2659() {
  return
}
// -----
func.func @f2660() {
  return
}
// -----
func.func @f2661() {
  return
}
// -----
func.func @f2662() {
  return
}
// -----
func.func @f2663() {
  return
}
// -----
func.func @f2664() {
  return
}
// -----
func.func @f2665() {
  return
}
// -----
func.func @f2666() {
  return
}
// -----
func.func @f2667() {
  return
}
// -----
func.func @f2668() {
  return
}
// -----
func.func @f2669() {
  return
}
// -----
func.func @f2670() {
  return
}
// -----
func.func @f2671() {
  return
}
// -----
func.func @f2672() {
  return
}
// -----
func.func @f2673() {
  return
}
// -----
func.func @f2674() {
  return
}
// -----
func.func @f2675() {
  return
}
// -----
func.func @f2676() {
  return
}
// -----
func.func @f2677() {
  return
}
// -----
func.func @f2678() {
  return
}
// -----
func.func @f2679() {
  return
}
// -----
func.func @f2680() {
  return
}
// -----
func.func @f2681() {
  return
}
// -----
func.func @f2682() {
  return
}
// -----
func.func @f2683() {
  return
}
// -----
func.func @f2684() {
  return
}
// -----
func.func @f2685() {
  return
}
// -----
func.func @f2686() {
  return
}
// -----
func.func @f2687() {
  return
}
// -----
func.func @f2688() {
  return
}
// -----
func.func @f2689() {
  return
}
// -----
func.func @f2690() {
  return
}
// -----
func.func @f2691() {
  return
}
// -----
func.func @f2692() {
  return
}
// -----
func.func @f2693() {
  return
}
// -----
func.func @f2694() {
  return
}
// -----
func.func @f2695() {
  return
}
// -----
func.func @f2696() {
  return
}
// -----
func.func @f2697() {
  return
}
// -----
func.func @f2698() {
  return
}
// -----
func.func @f2699() {
  return
}
// -----
func.func @f2700() {
  return
}
// -----
func.func @f2701() {
  return
}
// -----
func.func @f2702() {
  return
}
// -----
func.func @f2703() {
  return
}
// -----
func.func @f2704() {
  return
}
// -----
func.func @f2705() {
  return
}
// -----
func.func @f2706() {
  return
}
// -----
func.func @f2707() {
  return
}
// -----
func.func @f2708() {
  return
}
// -----
func.func @f2709() {
  return
}
// -----
func.func @f2710() {
  return
}
// -----
func.func @f2711() {
  return
}
// -----
func.func @f2712() {
  return
}
// -----
func.func @f2713() {
  return
}
// -----
func.func @f2714() {
  return
}
// -----
func.func @f2715() {
  return
}
// -----
func.func @f2716() {
  return
}
// -----
func.func @f2717() {
  return
}
// -----
func.func @f2718() {
  return
}
// -----
func.func @f2719() {
  return
}
// -----
func.func @f2720() {
  return
}
// -----
func.func @f2721() {
  return
}
// -----
func.func @f2722() {
  return
}
// -----
func.func @f2723() {
  return
}
// -----
func.func @f2724() {
  return
}
// -----
func.func @f2725() {
  return
}
// -----
func.func @f2726() {
  return
}
// -----
func.func @f2727() {
  return
}
// -----
func.func @f2728() {
  return
}
// -----
func.func @f2729() {
  return
}
// -----
func.func @f2730() {
  return
}
// -----
func.func @f2731() {
  return
}
// -----
func.func @f2732() {
  return
}
// -----
func.func @f2733() {
  return
}
// -----
func.func @f2734() {
  return
}
// -----
func.func @f2735() {
  return
}
// -----
func.func @f2736() {
  return
}
// -----
func.func @f2737() {
  return
}
// -----
func.func @f2738() {
  return
}
// -----
func.func @f2739() {
  return
}
// -----
func.func @f2740() {
  return
}
// -----
func.func @f2741() {
  return
}
// -----
func.func @f2742() {
  return
}
// -----
func.func @f2743() {
  return
}
// -----
func.func @f2744() {
  return
}
// -----
func.func @f2745() {
  return
}
// -----
func.func @f2746() {
  return
}
// -----
func.func @f2747() {
  return
}
// -----
func.func @f2748() {
  return
}
// -----
func.func @f2749() {
  return
}
// -----
func.func @f2750() {
  return
}
// -----
func.func @f2751() {
  return
}
// -----
func.func @f2752() {
  return
}
// -----
func.func @f2753() {
  return
}
// -----
func.func @f2754() {
  return
}
// -----
func.func @f2755() {
  return
}
// -----
func.func @f2756() {
  return
}
// -----
func.func @f2757() {
  return
}
// -----
func.func @f2758() {
  return
}
// -----
func.func @f2759() {
  return
}
// -----
func.func @f2760() {
  return
}
// -----
func.func @f2761() {
  return
}
// -----
func.func @f2762() {
  return
}
// -----
func.func @f2763() {
  return
}
// -----
func.func @f2764() {
  return
}
// -----
func.func @f2765() {
  return
}
// -----
func.func @f2766() {
  return
}
// -----
func.func @f2767() {
  return
}
// -----
func.func @f2768() {
  return
}
// -----
func.func @f2769() {
  return
}
// -----
func.func @f2770() {
  return
}
// -----
func.func @f2771() {
  return
}
// -----
func.func @f2772() {
  return
}
// -----
func.func @f2773() {
  return
}
// -----
func.func @f2774() {
  return
}
// -----
func.func @f2775() {
  return
}
// -----
func.func @f2776() {
  return
}
// -----
func.func @f2777() {
  return
}
// -----
func.func @f2778() {
  return
}
// -----
func.func @f2779() {
  return
}
// -----
func.func @f2780() {
  return
}
// -----
func.func @f2781() {
  return
}
// -----
func.func @f2782() {
  return
}
// -----
func.func @f2783() {
  return
}
// -----
func.func @f2784() {
  return
}
// -----
func.func @f2785() {
  return
}
// -----
func.func @f2786() {
  return
}
// -----
func.func @f2787() {
  return
}
// -----
func.func @f2788() {
  return
}
// -----
func.func @f2789() {
  return
}
// -----
func.func @f2790() {
  return
}
// -----
func.func @f2791() {
  return
}
// -----
func.func @f2792() {
  return
}
// -----
func.func @f2793() {
  return
}
// -----
func.func @f2794() {
  return
}
// -----
func.func @f2795() {
  return
}
// -----
func.func @f2796() {
  return
}
// -----
func.func @f2797() {
  return
}
// -----
func.func @f2798() {
  return
}
// -----
func.func @f2799() {
  return
}
// -----
func.func @f2800() {
  return
}
// -----
func.func @f2801() {
  return
}
// -----
func.func @f2802() {
  return
}
// -----
func.func @f2803() {
  return
}
// -----
func.func @f2804() {
  return
}
// -----
func.func @f2805() {
  return
}
// -----
func.func @f2806() {
  return
}
// -----
func.func @f2807() {
  return
}
// -----
func.func @f2808() {
  return
}
// -----
func.func @f2809() {
  return
}
// -----
func.func @f2810() {
  return
}
// -----
func.func @f2811() {
  return
}
// -----
func.func @f2812() {
  return
}
// -----
func.func @f2813() {
  return
}
// -----
func.func @f2814() {
  return
}
// -----
func.func @f2815() {
  return
}
// -----
func.func @f2816() {
  return
}
// -----
func.func @f2817() {
  return
}
// -----
func.func @f2818() {
  return
}
// -----
func.func @f2819() {
  return
}
// -----
func.func @f2820() {
  return
}
// -----
func.func @f2821() {
  return
}
// -----
func.func @f2822() {
  return
}
// -----
func.func @f2823() {
  return
}
// -----
func.func @f2824() {
  return
}
// -----
func.func @f2825() {
  return
}
// -----
func.func @f2826() {
  return
}
// -----
func.func @f2827() {
  return
}
// -----
func.func @f2828() {
  return
}
// -----
func.func @f2829() {
  return
}
// -----
func.func @f2830() {
  return
}
// -----
func.func @f2831() {
  return
}
// -----
func.func @f2832() {
  return
}
// -----
func.func @f2833() {
  return
}
// -----
func.func @f2834() {
  return
}
// -----
func.func @f2835() {
  return
}
// -----
func.func @f2836() {
  return
}
// -----
func.func @f2837() {
  return
}
// -----
func.func @f2838() {
  return
}
// -----
func.func @f2839() {
  return
}
// -----
func.func @f2840() {
  return
}
// -----
func.func @f2841() {
  return
}
// -----
func.func @f2842() {
  return
}
// -----
func.func @f2843() {
  return
}
// -----
func.func @f2844() {
  return
}
// -----
func.func @f2845() {
  return
}
// -----
func.func @f2846() {
  return
}
// -----
func.func @f2847() {
  return
}
// -----
func.func @f2848() {
  return
}
// -----
func.func @f2849() {
  return
}
// -----
func.func @f2850() {
  return
}
// -----
func.func @f2851() {
  return
}
// -----
func.func @f2852() {
  return
}
// -----
func.func @f2853() {
  return
}
// -----
func.func @f2854() {
  return
}
// -----
func.func @f2855() {
  return
}
// -----
func.func @f2856() {
  return
}
// -----
func.func @f2857() {
  return
}
// -----
func.func @f2858() {
  return
}
// -----
func.func @f2859() {
  return
}
// -----
func.func @f2860() {
  return
}
// -----
func.func @f2861() {
  return
}
// -----
func.func @f2862() {
  return
}
// -----
func.func @f2863() {
  return
}
// -----
func.func @f2864() {
  return
}
// -----
func.func @f2865() {
  return
}
// -----
func.func @f2866() {
  return
}
// -----
func.func @f2867() {
  return
}
// -----
func.func @f2868() {
  return
}
// -----
func.func @f2869() {
  return
}
// -----
func.func @f2870() {
  return
}
// -----
func.func @f2871() {
  return
}
// -----
func.func @f2872() {
  return
}
// -----
func.func @f2873() {
  return
}
// -----
func.func @f2874() {
  return
}
// -----
func.func @f2875() {
  return
}
// -----
func.func @f2876() {
  return
}
// -----
func.func @f2877() {
  return
}
// -----
func.func @f2878() {
  return
}
// -----
func.func @f2879() {
  return
}
// -----
func.func @f2880() {
  return
}
// -----
func.func @f2881() {
  return
}
// -----
func.func @f2882() {
  return
}
// -----
func.func @f2883() {
  return
}
// -----
func.func @f2884() {
  return
}
// -----
func.func @f2885() {
  return
}
// -----
func.func @f2886() {
  return
}
// -----
func.func @f2887() {
  return
}
// -----
func.func @f2888() {
  return
}
// -----
func.func @f2889() {
  return
}
// -----
func.func @f2890() {
  return
}
// -----
func.func @f2891() {
  return
}
// -----
func.func @f2892() {
  return
}
// -----
func.func @f2893() {
  return
}
// -----
func.func @f2894() {
  return
}
// -----
func.func @f2895() {
  return
}
// -----
func.func @f2896() {
  return
}
// -----
func.func @f2897() {
  return
}
// -----
func.func @f2898() {
  return
}
// -----
func.func @f2899() {
  return
}
// -----
func.func @f2900() {
  return
}
// -----
func.func @f2901() {
  return
}
// -----
func.func @f2902() {
  return
}
// -----
func.func @f2903() {
  return
}
// -----
func.func @f2904() {
  return
}
// -----
func.func @f2905() {
  return
}
// -----
func.func @f2906() {
  return
}
// -----
func.func @f2907() {
  return
}
// -----
func.func @f2908() {
  return
}
// -----
func.func @f2909() {
  return
}
// -----
func.func @f2910() {
  return
}
// -----
func.func @f2911() {
  return
}
// -----
func.func @f2912() {
  return
}
// -----
func.func @f2913() {
  return
}
// -----
func.func @f2914() {
  return
}
// -----
func.func @f2915() {
  return
}
// -----
func.func @f2916() {
  return
}
// -----
func.func @f2917() {
  return
}
// -----
func.func @f2918() {
  return
}
// -----
func.func @f2919() {
  return
}
// -----
func.func @f2920() {
  return
}
// -----
func.func @f2921() {
  return
}
// -----
func.func @f2922() {
  return
}
// -----
func.func @f2923() {
  return
}
// -----
func.func @f2924() {
  return
}
// -----
func.func @f2925() {
  return
}
// -----
func.func @f2926() {
  return
}
// -----
func.func @f2927() {
  return
}
// -----
func.func @f2928() {
  return
}
// -----
func.func @f2929() {
  return
}
// -----
func.func @f2930() {
  return
}
// -----
func.func @f2931() {
  return
}
// -----
func.func @f2932() {
  return
}
// -----
func.func @f2933() {
  return
}
// -----
func.func @f2934() {
  return
}
// -----
func.func @f2935() {
  return
}
// -----
func.func @f2936() {
  return
}
// -----
func.func @f2937() {
  return
}
// -----
func.func @f2938() {
  return
}
// -----
func.func @f2939() {
  return
}
// -----
func.func @f2940() {
  return
}
// -----
func.func @f2941() {
  return
}
// -----
func.func @f2942() {
  return
}
// -----
func.func @f2943() {
  return
}
// -----
func.func @f2944() {
  return
}
// -----
func.func @f2945() {
  return
}
// -----
func.func @f2946() {
  return
}
// -----
func.func @f2947() {
  return
}
// -----
func.func @f2948() {
  return
}
// -----
func.func @f2949() {
  return
}
// -----
func.func @f2950() {
  return
}
// -----
func.func @f2951() {
  return
}
// -----
func.func @f2952() {
  return
}
// -----
func.func @f2953() {
  return
}
// -----
func.func @f2954() {
  return
}
// -----
func.func @f2955() {
  return
}
// -----
func.func @f2956() {
  return
}
// -----
func.func @f2957() {
  return
}
// -----
func.func @f2958() {
  return
}
// -----
func.func @f2959() {
  return
}
// -----
func.func @f2960() {
  return
}
// -----
func.func @f2961() {
  return
}
// -----
func.func @f2962() {
  return
}
// -----
func.func @f2963() {
  return
}
// -----
func.func @f2964() {
  return
}
// -----
func.func @f2965() {
  return
}
// -----
func.func @f2966() {
  return
}
// -----
func.func @f2967() {
  return
}
// -----
func.func @f2968() {
  return
}
// -----
func.func @f2969() {
  return
}
// -----
func.func @f2970() {
  return
}
// -----
func.func @f2971() {
  return
}
// -----
func.func @f2972() {
  return
}
// -----
func.func @f2973() {
  return
}
// -----
func.func @f2974() {
  return
}
// -----
func.func @f2975() {
  return
}
// -----
func.func @f2976() {
  return
}
// -----
func.func @f2977() {
  return
}
// -----
func.func @f2978() {
  return
}
// -----
func.func @f2979() {
  return
}
// -----
func.func @f2980() {
  return
}
// -----
func.func @f2981() {
  return
}
// -----
func.func @f2982() {
  return
}
// -----
func.func @f2983() {
  return
}
// -----
func.func @f2984() {
  return
}
// -----
func.func @f2985() {
  return
}
// -----
func.func @f2986() {
  return
}
// -----
func.func @f2987() {
  return
}
// -----
func.func @f2988() {
  return
}
// -----
func.func @f2989() {
  return
}
// -----
func.func @f2990() {
  return
}
// -----
func.func @f2991() {
  return
}
// -----
func.func @f2992() {
  return
}
// -----
func.func @f2993() {
  return
}
// -----
func.func @f2994() {
  return
}
// -----
func.func @f2995() {
  return
}
// -----
func.func @f2996() {
  return
}
// -----
func.func @f2997() {
  return
}
// -----
func.func @f2998() {
  return
}
// -----
func.func @f2999() {
  return
}
// -----
func.func @f3000() {
  return
}
// -----
func.func @f3001() {
  return
}
// -----
func.func @f3002() {
  return
}
// -----
func.func @f3003() {
  return
}
// -----
func.func @f3004() {
  return
}
// -----
func.func @f3005() {
  return
}
// -----
func.func @f3006() {
  return
}
// -----
func.func @f3007() {
  return
}
// -----
func.func @f3008() {
  return
}
// -----
func.func @f3009() {
  return
}
// -----
func.func @f3010() {
  return
}
// -----
func.func @f3011() {
  return
}
// -----
func.func @f3012() {
  return
}
// -----
func.func @f3013() {
  return
}
// -----
func.func @f3014() {
  return
}
// -----
func.func @f3015() {
  return
}
// -----
func.func @f3016() {
  return
}
// -----
func.func @f3017() {
  return
}
// -----
func.func @f3018() {
  return
}
// -----
func.func @f3019() {
  return
}
// -----
func.func @f3020() {
  return
}
// -----
func.func @f3021() {
  return
}
// -----
func.func @f3022() {
  return
}
// -----
func.func @f3023() {
  return
}
// -----
func.func @f3024() {
  return
}
// -----
func.func @f3025() {
  return
}
// -----
func.func @f3026() {
  return
}
// -----
func.func @f3027() {
  return
}
// -----
func.func @f3028() {
  return
}
// -----
func.func @f3029() {
  return
}
// -----
func.func @f3030() {
  return
}
// -----
func.func @f3031() {
  return
}
// -----
func.func @f3032() {
  return
}
// -----
func.func @f3033() {
  return
}
// -----
func.func @f3034() {
  return
}
// -----
func.func @f3035() {
  return
}
// -----
func.func @f3036() {
  return
}
// -----
func.func @f3037() {
  return
}
// -----
func.func @f3038() {
  return
}
// -----
func.func @f3039() {
  return
}
// -----
func.func @f3040() {
  return
}
// -----
func.func @f3041() {
  return
}
// -----
func.func @f3042() {
  return
}
// -----
func.func @f3043() {
  return
}
// -----
func.func @f3044() {
  return
}
// -----
func.func @f3045() {
  return
}
// -----
func.func @f3046() {
  return
}
// -----
func.func @f3047() {
  return
}
// -----
func.func @f3048() {
  return
}
// -----
func.func @f3049() {
  return
}
// -----
func.func @f3050() {
  return
}
// -----
func.func @f3051() {
  return
}
// -----
func.func @f3052() {
  return
}
// -----
func.func @f3053() {
  return
}
// -----
func.func @f3054() {
  return
}
// -----
func.func @f3055() {
  return
}
// -----
func.func @f3056() {
  return
}
// -----
func.func @f3057() {
  return
}
// -----
func.func @f3058() {
  return
}
// -----
func.func @f3059() {
  return
}
// -----
func.func @f3060() {
  return
}
// -----
func.func @f3061() {
  return
}
// -----
func.func @f3062() {
  return
}
// -----
func.func @f3063() {
  return
}
// -----
func.func @f3064() {
  return
}
// -----
func.func @f3065() {
  return
}
// -----
func.func @f3066() {
  return
}
// -----
func.func @f3067() {
  return
}
// -----
func.func @f3068() {
  return
}
// -----
func.func @f3069() {
  return
}
// -----
func.func @f3070() {
  return
}
// -----
func.func @f3071() {
  return
}
// -----
func.func @f3072() {
  return
}
// -----
func.func @f3073() {
  return
}
// -----
func.func @f3074() {
  return
}
// -----
func.func @f3075() {
  return
}
// -----
func.func @f3076() {
  return
}
// -----
func.func @f3077() {
  return
}
// -----
func.func @f3078() {
  return
}
// -----
func.func @f3079() {
  return
}
// -----
func.func @f3080() {
  return
}
// -----
func.func @f3081() {
  return
}
// -----
func.func @f3082() {
  return
}
// -----
func.func @f3083() {
  return
}
// -----
func.func @f3084() {
  return
}
// -----
func.func @f3085() {
  return
}
// -----
func.func @f3086() {
  return
}
// -----
func.func @f3087() {
  return
}
// -----
func.func @f3088() {
  return
}
// -----
func.func @f3089() {
  return
}
// -----
func.func @f3090() {
  return
}
// -----
func.func @f3091() {
  return
}
// -----
func.func @f3092() {
  return
}
// -----
func.func @f3093() {
  return
}
// -----
func.func @f3094() {
  return
}
// -----
func.func @f3095() {
  return
}
// -----
func.func @f3096() {
  return
}
// -----
func.func @f3097() {
  return
}
// -----
func.func @f3098() {
  return
}
// -----
func.func @f3099() {
  return
}
// -----
func.func @f3100() {
  return
}
// -----
func.func @f3101() {
  return
}
// -----
func.func @f3102() {
  return
}
// -----
func.func @f3103() {
  return
}
// -----
func.func @f3104() {
  return
}
// -----
func.func @f3105() {
  return
}
// -----
func.func @f3106() {
  return
}
// -----
func.func @f3107() {
  return
}
// -----
func.func @f3108() {
  return
}
// -----
func.func @f3109() {
  return
}
// -----
func.func @f3110() {
  return
}
// -----
func.func @f3111() {
  return
}
// -----
func.func @f3112() {
  return
}
// -----
func.func @f3113() {
  return
}
// -----
func.func @f3114() {
  return
}
// -----
func.func @f3115() {
  return
}
// -----
func.func @f3116() {
  return
}
// -----
func.func @f3117() {
  return
}
// -----
func.func @f3118() {
  return
}
// -----
func.func @f3119() {
  return
}
// -----
func.func @f3120() {
  return
}
// -----
func.func @f3121() {
  return
}
// -----
func.func @f3122() {
  return
}
// -----
func.func @f3123() {
  return
}
// -----
func.func @f3124() {
  return
}
// -----
func.func @f3125() {
  return
}
// -----
func.func @f3126() {
  return
}
// -----
func.func @f3127() {
  return
}
// -----
func.func @f3128() {
  return
}
// -----
func.func @f3129() {
  return
}
// -----
func.func @f3130() {
  return
}
// -----
func.func @f3131() {
  return
}
// -----
func.func @f3132() {
  return
}
// -----
func.func @f3133() {
  return
}
// -----
func.func @f3134() {
  return
}
// -----
func.func @f3135() {
  return
}
// -----
func.func @f3136() {
  return
}
// -----
func.func @f3137() {
  return
}
// -----
func.func @f3138() {
  return
}
// -----
func.func @f3139() {
  return
}
// -----
func.func @f3140() {
  return
}
// -----
func.func @f3141() {
  return
}
// -----
func.func @f3142() {
  return
}
// -----
func.func @f3143() {
  return
}
// -----
func.func @f3144() {
  return
}
// -----
func.func @f3145() {
  return
}
// -----
func.func @f3146() {
  return
}
// -----
func.func @f3147() {
  return
}
// -----
func.func @f3148() {
  return
}
// -----
func.func @f3149() {
  return
}
// -----
func.func @f3150() {
  return
}
// -----
func.func @f3151() {
  return
}
// -----
func.func @f3152() {
  return
}
// -----
func.func @f3153() {
  return
}
// -----
func.func @f3154() {
  return
}
// -----
func.func @f3155() {
  return
}
// -----
func.func @f3156() {
  return
}
// -----
func.func @f3157() {
  return
}
// -----
func.func @f3158() {
  return
}
// -----
func.func @f3159() {
  return
}
// -----
func.func @f3160() {
  return
}
// -----
func.func @f3161() {
  return
}
// -----
func.func @f3162() {
  return
}
// -----
func.func @f3163() {
  return
}
// -----
func.func @f3164() {
  return
}
// -----
func.func @f3165() {
  return
}
// -----
func.func @f3166() {
  return
}
// -----
func.func @f3167() {
  return
}
// -----
func.func @f3168() {
  return
}
// -----
func.func @f3169() {
  return
}
// -----
func.func @f3170() {
  return
}
// -----
func.func @f3171() {
  return
}
// -----
func.func @f3172() {
  return
}
// -----
func.func @f3173() {
  return
}
// -----
func.func @f3174() {
  return
}
// -----
func.func @f3175() {
  return
}
// -----
func.func @f3176() {
  return
}
// -----
func.func @f3177() {
  return
}
// -----
func.func @f3178() {
  return
}
// -----
func.func @f3179() {
  return
}
// -----
func.func @f3180() {
  return
}
// -----
func.func @f3181() {
  return
}
// -----
func.func @f3182() {
  return
}
// -----
func.func @f3183() {
  return
}
// -----
func.func @f3184() {
  return
}
// -----
func.func @f3185() {
  return
}
// -----
func.func @f3186() {
  return
}
// -----
func.func @f3187() {
  return
}
// -----
func.func @f3188() {
  return
}
// -----
func.func @f3189() {
  return
}
// -----
func.func @f3190() {
  return
}
// -----
func.func @f3191() {
  return
}
// -----
func.func @f3192() {
  return
}
// -----
func.func @f3193() {
  return
}
// -----
func.func @f3194() {
  return
}
// -----
func.func @f3195() {
  return
}
// -----
func.func @f3196() {
  return
}
// -----
func.func @f3197() {
  return
}
// -----
func.func @f3198() {
  return
}
// -----
func.func @f3199() {
  return
}
// -----
func.func @f3200() {
  return
}
// -----
func.func @f3201() {
  return
}
// -----
func.func @f3202() {
  return
}
// -----
func.func @f3203() {
  return
}
// -----
func.func @f3204() {
  return
}
// -----
func.func @f3205() {
  return
}
// -----
func.func @f3206() {
  return
}
// -----
func.func @f3207() {
  return
}
// -----
func.func @f3208() {
  return
}
// -----
func.func @f3209() {
  return
}
// -----
func.func @f3210() {
  return
}
// -----
func.func @f3211() {
  return
}
// -----
func.func @f3212() {
  return
}
// -----
func.func @f3213() {
  return
}
// -----
func.func @f3214() {
  return
}
// -----
func.func @f3215() {
  return
}
// -----
func.func @f3216() {
  return
}
// -----
func.func @f3217() {
  return
}
// -----
func.func @f3218() {
  return
}
// -----
func.func @f3219() {
  return
}
// -----
func.func @f3220() {
  return
}
// -----
func.func @f3221() {
  return
}
// -----
func.func @f3222() {
  return
}
// -----
func.func @f3223() {
  return
}
// -----
func.func @f3224() {
  return
}
// -----
func.func @f3225() {
  return
}
// -----
func.func @f3226() {
  return
}
// -----
func.func @f3227() {
  return
}
// -----
func.func @f3228() {
  return
}
// -----
func.func @f3229() {
  return
}
// -----
func.func @f3230() {
  return
}
// -----
func.func @f3231() {
  return
}
// -----
func.func @f3232() {
  return
}
// -----
func.func @f3233() {
  return
}
// -----
func.func @f3234() {
  return
}
// -----
func.func @f3235() {
  return
}
// -----
func.func @f3236() {
  return
}
// -----
func.func @f3237() {
  return
}
// -----
func.func @f3238() {
  return
}
// -----
func.func @f3239() {
  return
}
// -----
func.func @f3240() {
  return
}
// -----
func.func @f3241() {
  return
}
// -----
func.func @f3242() {
  return
}
// -----
func.func @f3243() {
  return
}
// -----
func.func @f3244() {
  return
}
// -----
func.func @f3245() {
  return
}
// -----
func.func @f3246() {
  return
}
// -----
func.func @f3247() {
  return
}
// -----
func.func @f3248() {
  return
}
// -----
func.func @f3249() {
  return
}
// -----
func.func @f3250() {
  return
}
// -----
func.func @f3251() {
  return
}
// -----
func.func @f3252() {
  return
}
// -----
func.func @f3253() {
  return
}
// -----
func.func @f3254() {
  return
}
// -----
func.func @f3255() {
  return
}
// -----
func.func @f3256() {
  return
}
// -----
func.func @f3257() {
  return
}
// -----
func.func @f3258() {
  return
}
// -----
func.func @f3259() {
  return
}
// -----
func.func @f3260() {
  return
}
// -----
func.func @f3261() {
  return
}
// -----
func.func @f3262() {
  return
}
// -----
func.func @f3263() {
  return
}
// -----
func.func @f3264() {
  return
}
// -----
func.func @f3265() {
  return
}
// -----
func.func @f3266() {
  return
}
// -----
func.func @f3267() {
  return
}
// -----
func.func @f3268() {
  return
}
// -----
func.func @f3269() {
  return
}
// -----
func.func @f3270() {
  return
}
// -----
func.func @f3271() {
  return
}
// -----
func.func @f3272() {
  return
}
// -----
func.func @f3273() {
  return
}
// -----
func.func @f3274() {
  return
}
// -----
func.func @f3275() {
  return
}
// -----
func.func @f3276() {
  return
}
// -----
func.func @f3277() {
  return
}
// -----
func.func @f3278() {
  return
}
// -----
func.func @f3279() {
  return
}
// -----
func.func @f3280() {
  return
}
// -----
func.func @f3281() {
  return
}
// -----
func.func @f3282() {
  return
}
// -----
func.func @f3283() {
  return
}
// -----
func.func @f3284() {
  return
}
// -----
func.func @f3285() {
  return
}
// -----
func.func @f3286() {
  return
}
// -----
func.func @f3287() {
  return
}
// -----
func.func @f3288() {
  return
}
// -----
func.func @f3289() {
  return
}
// -----
func.func @f3290() {
  return
}
// -----
func.func @f3291() {
  return
}
// -----
func.func @f3292() {
  return
}
// -----
func.func @f3293() {
  return
}
// -----
func.func @f3294() {
  return
}
// -----
func.func @f3295() {
  return
}
// -----
func.func @f3296() {
  return
}
// -----
func.func @f3297() {
  return
}
// -----
func.func @f3298() {
  return
}
// -----
func.func @f3299() {
  return
}
// -----
func.func @f3300() {
  return
}
// -----
func.func @f3301() {
  return
}
// -----
func.func @f3302() {
  return
}
// -----
func.func @f3303() {
  return
}
// -----
func.func @f3304() {
  return
}
// -----
func.func @f3305() {
  return
}
// -----
func.func @f3306() {
  return
}
// -----
func.func @f3307() {
  return
}
// -----
func.func @f3308() {
  return
}
// -----
func.func @f3309() {
  return
}
// -----
func.func @f3310() {
  return
}
// -----
func.func @f3311() {
  return
}
// -----
func.func @f3312() {
  return
}
// -----
func.func @f3313() {
  return
}
// -----
func.func @f3314() {
  return
}
// -----
func.func @f3315() {
  return
}
// -----
func.func @f3316() {
  return
}
// -----
func.func @f3317() {
  return
}
// -----
func.func @f3318() {
  return
}
// -----
func.func @f3319() {
  return
}
// -----
func.func @f3320() {
  return
}
// -----
func.func @f3321() {
  return
}
// -----
func.func @f3322() {
  return
}
// -----
func.func @f3323() {
  return
}
// -----
func.func @f3324() {
  return
}
// -----
func.func @f3325() {
  return
}
// -----
func.func @f3326() {
  return
}
// -----
func.func @f3327() {
  return
}
// -----
func.func @f3328() {
  return
}
// -----
func.func @f3329() {
  return
}
// -----
func.func @f3330() {
  return
}
// -----
func.func @f3331() {
  return
}
// -----
func.func @f3332() {
  return
}
// -----
func.func @f3333() {
  return
}
// -----
func.func @f3334() {
  return
}
// -----
func.func @f3335() {
  return
}
// -----
func.func @f3336() {
  return
}
// -----
func.func @f3337() {
  return
}
// -----
func.func @f3338() {
  return
}
// -----
func.func @f3339() {
  return
}
// -----
func.func @f3340() {
  return
}
// -----
func.func @f3341() {
  return
}
// -----
func.func @f3342() {
  return
}
// -----
func.func @f3343() {
  return
}
// -----
func.func @f3344() {
  return
}
// -----
func.func @f3345() {
  return
}
// -----
func.func @f3346() {
  return
}
// -----
func.func @f3347() {
  return
}
// -----
func.func @f3348() {
  return
}
// -----
func.func @f3349() {
  return
}
// -----
func.func @f3350() {
  return
}
// -----
func.func @f3351() {
  return
}
// -----
func.func @f3352() {
  return
}
// -----
func.func @f3353() {
  return
}
// -----
func.func @f3354() {
  return
}
// -----
func.func @f3355() {
  return
}
// -----
func.func @f3356() {
  return
}
// -----
func.func @f3357() {
  return
}
// -----
func.func @f3358() {
  return
}
// -----
func.func @f3359() {
  return
}
// -----
func.func @f3360() {
  return
}
// -----
func.func @f3361() {
  return
}
// -----
func.func @f3362() {
  return
}
// -----
func.func @f3363() {
  return
}
// -----
func.func @f3364() {
  return
}
// -----
func.func @f3365() {
  return
}
// -----
func.func @f3366() {
  return
}
// -----
func.func @f3367() {
  return
}
// -----
func.func @f3368() {
  return
}
// -----
func.func @f3369() {
  return
}
// -----
func.func @f3370() {
  return
}
// -----
func.func @f3371() {
  return
}
// -----
func.func @f3372() {
  return
}
// -----
func.func @f3373() {
  return
}
// -----
func.func @f3374() {
  return
}
// -----
func.func @f3375() {
  return
}
// -----
func.func @f3376() {
  return
}
// -----
func.func @f3377() {
  return
}
// -----
func.func @f3378() {
  return
}
// -----
func.func @f3379() {
  return
}
// -----
func.func @f3380() {
  return
}
// -----
func.func @f3381() {
  return
}
// -----
func.func @f3382() {
  return
}
// -----
func.func @f3383() {
  return
}
// -----
func.func @f3384() {
  return
}
// -----
func.func @f3385() {
  return
}
// -----
func.func @f3386() {
  return
}
// -----
func.func @f3387() {
  return
}
// -----
func.func @f3388() {
  return
}
// -----
func.func @f3389() {
  return
}
// -----
func.func @f3390() {
  return
}
// -----
func.func @f3391() {
  return
}
// -----
func.func @f3392() {
  return
}
// -----
func.func @f3393() {
  return
}
// -----
func.func @f3394() {
  return
}
// -----
func.func @f3395() {
  return
}
// -----
func.func @f3396() {
  return
}
// -----
func.func @f3397() {
  return
}
// -----
func.func @f3398() {
  return
}
// -----
func.func @f3399() {
  return
}
// -----
func.func @f3400() {
  return
}
// -----
func.func @f3401() {
  return
}
// -----
func.func @f3402() {
  return
}
// -----
func.func @f3403() {
  return
}
// -----
func.func @f3404() {
  return
}
// -----
func.func @f3405() {
  return
}
// -----
func.func @f3406() {
  return
}
// -----
func.func @f3407() {
  return
}
// -----
func.func @f3408() {
  return
}
// -----
func.func @f3409() {
  return
}
// -----
func.func @f3410() {
  return
}
// -----
func.func @f3411() {
  return
}
// -----
func.func @f3412() {
  return
}
// -----
func.func @f3413() {
  return
}
// -----
func.func @f3414() {
  return
}
// -----
func.func @f3415() {
  return
}
// -----
func.func @f3416() {
  return
}
// -----
func.func @f3417() {
  return
}
// -----
func.func @f3418() {
  return
}
// -----
func.func @f3419() {
  return
}
// -----
func.func @f3420() {
  return
}
// -----
func.func @f3421() {
  return
}
// -----
func.func @f3422() {
  return
}
// -----
func.func @f3423() {
  return
}
// -----
func.func @f3424() {
  return
}
// -----
func.func @f3425() {
  return
}
// -----
func.func @f3426() {
  return
}
// -----
func.func @f3427() {
  return
}
// -----
func.func @f3428() {
  return
}
// -----
func.func @f3429() {
  return
}
// -----
func.func @f3430() {
  return
}
// -----
func.func @f3431() {
  return
}
// -----
func.func @f3432() {
  return
}
// -----
func.func @f3433() {
  return
}
// -----
func.func @f3434() {
  return
}
// -----
func.func @f3435() {
  return
}
// -----
func.func @f3436() {
  return
}
// -----
func.func @f3437() {
  return
}
// -----
func.func @f3438() {
  return
}
// -----
func.func @f3439() {
  return
}
// -----
func.func @f3440() {
  return
}
// -----
func.func @f3441() {
  return
}
// -----
func.func @f3442() {
  return
}
// -----
func.func @f3443() {
  return
}
// -----
func.func @f3444() {
  return
}
// -----
func.func @f3445() {
  return
}
// -----
func.func @f3446() {
  return
}
// -----
func.func @f3447() {
  return
}
// -----
func.func @f3448() {
  return
}
// -----
func.func @f3449() {
  return
}
// -----
func.func @f3450() {
  return
}
// -----
func.func @f3451() {
  return
}
// -----
func.func @f3452() {
  return
}
// -----
func.func @f3453() {
  return
}
// -----
func.func @f3454() {
  return
}
// -----
func.func @f3455() {
  return
}
// -----
func.func @f3456() {
  return
}
// -----
func.func @f3457() {
  return
}
// -----
func.func @f3458() {
  return
}
// -----
func.func @f3459() {
  return
}
// -----
func.func @f3460() {
  return
}
// -----
func.func @f3461() {
  return
}
// -----
func.func @f3462() {
  return
}
// -----
func.func @f3463() {
  return
}
// -----
func.func @f3464() {
  return
}
// -----
func.func @f3465() {
  return
}
// -----
func.func @f3466() {
  return
}
// -----
func.func @f3467() {
  return
}
// -----
func.func @f3468() {
  return
}
// -----
func.func @f3469() {
  return
}
// -----
func.func @f3470() {
  return
}
// -----
func.func @f3471() {
  return
}
// -----
func.func @f3472() {
  return
}
// -----
func.func @f3473() {
  return
}
// -----
func.func @f3474() {
  return
}
// -----
func.func @f3475() {
  return
}
// -----
func.func @f3476() {
  return
}
// -----
func.func @f3477() {
  return
}
// -----
func.func @f3478() {
  return
}
// -----
func.func @f3479() {
  return
}
// -----
func.func @f3480() {
  return
}
// -----
func.func @f3481() {
  return
}
// -----
func.func @f3482() {
  return
}
// -----
func.func @f3483() {
  return
}
// -----
func.func @f3484() {
  return
}
// -----
func.func @f3485() {
  return
}
// -----
func.func @f3486() {
  return
}
// -----
func.func @f3487() {
  return
}
// -----
func.func @f3488() {
  return
}
// -----
func.func @f3489() {
  return
}
// -----
func.func @f3490() {
  return
}
// -----
func.func @f3491() {
  return
}
// -----
func.func @f3492() {
  return
}
// -----
func.func @f3493() {
  return
}
// -----
func.func @f3494() {
  return
}
// -----
func.func @f3495() {
  return
}
// -----
func.func @f3496() {
  return
}
// -----
func.func @f3497() {
  return
}
// -----
func.func @f3498() {
  return
}
// -----
func.func @f3499() {
  return
}
// -----
func.func @f3500() {
  return
}
// -----
func.func @f3501() {
  return
}
// -----
func.func @f3502() {
  return
}
// -----
func.func @f3503() {
  return
}
// -----
func.func @f3504() {
  return
}
// -----
func.func @f3505() {
  return
}
// -----
func.func @f3506() {
  return
}
// -----
func.func @f3507() {
  return
}
// -----
func.func @f3508() {
  return
}
// -----
func.func @f3509() {
  return
}
// -----
func.func @f3510() {
  return
}
// -----
func.func @f3511() {
  return
}
// -----
func.func @f3512() {
  return
}
// -----
func.func @f3513() {
  return
}
// -----
func.func @f3514() {
  return
}
// -----
func.func @f3515() {
  return
}
// -----
func.func @f3516() {
  return
}
// -----
func.func @f3517() {
  return
}
// -----
func.func @f3518() {
  return
}
// -----
func.func @f3519() {
  return
}
// -----
func.func @f3520() {
  return
}
// -----
func.func @f3521() {
  return
}
// -----
func.func @f3522() {
  return
}
// -----
func.func @f3523() {
  return
}
// -----
func.func @f3524() {
  return
}
// -----
func.func @f3525() {
  return
}
// -----
func.func @f3526() {
  return
}
// -----
func.func @f3527() {
  return
}
// -----
func.func @f3528() {
  return
}
// -----
func.func @f3529() {
  return
}
// -----
func.func @f3530() {
  return
}
// -----
func.func @f3531() {
  return
}
// -----
func.func @f3532() {
  return
}
// -----
func.func @f3533() {
  return
}
// -----
func.func @f3534() {
  return
}
// -----
func.func @f3535() {
  return
}
// -----
func.func @f3536() {
  return
}
// -----
func.func @f3537() {
  return
}
// -----
func.func @f3538() {
  return
}
// -----
func.func @f3539() {
  return
}
// -----
func.func @f3540() {
  return
}
// -----
func.func @f3541() {
  return
}
// -----
func.func @f3542() {
  return
}
// -----
func.func @f3543() {
  return
}
// -----
func.func @f3544() {
  return
}
// -----
func.func @f3545() {
  return
}
// -----
func.func @f3546() {
  return
}
// -----
func.func @f3547() {
  return
}
// -----
func.func @f3548() {
  return
}
// -----
func.func @f3549() {
  return
}
// -----
func.func @f3550() {
  return
}
// -----
func.func @f3551() {
  return
}
// -----
func.func @f3552() {
  return
}
// -----
func.func @f3553() {
  return
}
// -----
func.func @f3554() {
  return
}
// -----
func.func @f3555() {
  return
}
// -----
func.func @f3556() {
  return
}
// -----
func.func @f3557() {
  return
}
// -----
func.func @f3558() {
  return
}
// -----
func.func @f3559() {
  return
}
// -----
func.func @f3560() {
  return
}
// -----
func.func @f3561() {
  return
}
// -----
func.func @f3562() {
  return
}
// -----
func.func @f3563() {
  return
}
// -----
func.func @f3564() {
  return
}
// -----
func.func @f3565() {
  return
}
// -----
func.func @f3566() {
  return
}
// -----
func.func @f3567() {
  return
}
// -----
func.func @f3568() {
  return
}
// -----
func.func @f3569() {
  return
}
// -----
func.func @f3570() {
  return
}
// -----
func.func @f3571() {
  return
}
// -----
func.func @f3572() {
  return
}
// -----
func.func @f3573() {
  return
}
// -----
func.func @f3574() {
  return
}
// -----
func.func @f3575() {
  return
}
// -----
func.func @f3576() {
  return
}
// -----
func.func @f3577() {
  return
}
// -----
func.func @f3578() {
  return
}
// -----
func.func @f3579() {
  return
}
// -----
func.func @f3580() {
  return
}
// -----
func.func @f3581() {
  return
}
// -----
func.func @f3582() {
  return
}
// -----
func.func @f3583() {
  return
}
// -----
func.func @f3584() {
  return
}
// -----
func.func @f3585() {
  return
}
// -----
func.func @f3586() {
  return
}
// -----
func.func @f3587() {
  return
}
// -----
func.func @f3588() {
  return
}
// -----
func.func @f3589() {
  return
}
// -----
func.func @f3590() {
  return
}
// -----
func.func @f3591() {
  return
}
// -----
func.func @f3592() {
  return
}
// -----
func.func @f3593() {
  return
}
// -----
func.func @f3594() {
  return
}
// -----
func.func @f3595() {
  return
}
// -----
func.func @f3596() {
  return
}
// -----
func.func @f3597() {
  return
}
// -----
func.func @f3598() {
  return
}
// -----
func.func @f3599() {
  return
}
// -----
func.func @f3600() {
  return
}
// -----
func.func @f3601() {
  return
}
// -----
func.func @f3602() {
  return
}
// -----
func.func @f3603() {
  return
}
// -----
func.func @f3604() {
  return
}
// -----
func.func @f3605() {
  return
}
// -----
func.func @f3606() {
  return
}
// -----
func.func @f3607() {
  return
}
// -----
func.func @f3608() {
  return
}
// -----
func.func @f3609() {
  return
}
// -----
func.func @f3610() {
  return
}
// -----
func.func @f3611() {
  return
}
// -----
func.func @f3612() {
  return
}
// -----
func.func @f3613() {
  return
}
// -----
func.func @f3614() {
  return
}
// -----
func.func @f3615() {
  return
}
// -----
func.func @f3616() {
  return
}
// -----
func.func @f3617() {
  return
}
// -----
func.func @f3618() {
  return
}
// -----
func.func @f3619() {
  return
}
// -----
func.func @f3620() {
  return
}
// -----
func.func @f3621() {
  return
}
// -----
func.func @f3622() {
  return
}
// -----
func.func @f3623() {
  return
}
// -----
func.func @f3624() {
  return
}
// -----
func.func @f3625() {
  return
}
// -----
func.func @f3626() {
  return
}
// -----
func.func @f3627() {
  return
}
// -----
func.func @f3628() {
  return
}
// -----
func.func @f3629() {
  return
}
// -----
func.func @f3630() {
  return
}
// -----
func.func @f3631() {
  return
}
// -----
func.func @f3632() {
  return
}
// -----
func.func @f3633() {
  return
}
// -----
func.func @f3634() {
  return
}
// -----
func.func @f3635() {
  return
}
// -----
func.func @f3636() {
  return
}
// -----
func.func @f3637() {
  return
}
// -----
func.func @f3638() {
  return
}
// -----
func.func @f3639() {
  return
}
// -----
func.func @f3640() {
  return
}
// -----
func.func @f3641() {
  return
}
// -----
func.func @f3642() {
  return
}
// -----
func.func @f3643() {
  return
}
// -----
func.func @f3644() {
  return
}
// -----
func.func @f3645() {
  return
}
// -----
func.func @f3646() {
  return
}
// -----
func.func @f3647() {
  return
}
// -----
func.func @f3648() {
  return
}
// -----
func.func @f3649() {
  return
}
// -----
func.func @f3650() {
  return
}
// -----
func.func @f3651() {
  return
}
// -----
func.func @f3652() {
  return
}
// -----
func.func @f3653() {
  return
}
// -----
func.func @f3654() {
  return
}
// -----
func.func @f3655() {
  return
}
// -----
func.func @f3656() {
  return
}
// -----
func.func @f3657() {
  return
}
// -----
func.func @f3658() {
  return
}
// -----
func.func @f3659() {
  return
}
// -----
func.func @f3660() {
  return
}
// -----
func.func @f3661() {
  return
}
// -----
func.func @f3662() {
  return
}
// -----
func.func @f3663() {
  return
}
// -----
func.func @f3664() {
  return
}
// -----
func.func @f3665() {
  return
}
// -----
func.func @f3666() {
  return
}
// -----
func.func @f3667() {
  return
}
// -----
func.func @f3668() {
  return
}
// -----
func.func @f3669() {
  return
}
// -----
func.func @f3670() {
  return
}
// -----
func.func @f3671() {
  return
}
// -----
func.func @f3672() {
  return
}
// -----
func.func @f3673() {
  return
}
// -----
func.func @f3674() {
  return
}
// -----
func.func @f3675() {
  return
}
// -----
func.func @f3676() {
  return
}
// -----
func.func @f3677() {
  return
}
// -----
func.func @f3678() {
  return
}
// -----
func.func @f3679() {
  return
}
// -----
func.func @f3680() {
  return
}
// -----
func.func @f3681() {
  return
}
// -----
func.func @f3682() {
  return
}
// -----
func.func @f3683() {
  return
}
// -----
func.func @f3684() {
  return
}
// -----
func.func @f3685() {
  return
}
// -----
func.func @f3686() {
  return
}
// -----
func.func @f3687() {
  return
}
// -----
func.func @f3688() {
  return
}
// -----
func.func @f3689() {
  return
}
// -----
func.func @f3690() {
  return
}
// -----
func.func @f3691() {
  return
}
// -----
func.func @f3692() {
  return
}
// -----
func.func @f3693() {
  return
}
// -----
func.func @f3694() {
  return
}
// -----
func.func @f3695() {
  return
}
// -----
func.func @f3696() {
  return
}
// -----
func.func @f3697() {
  return
}
// -----
func.func @f3698() {
  return
}
// -----
func.func @f3699() {
  return
}
// -----
func.func @f3700() {
  return
}
// -----
func.func @f3701() {
  return
}
// -----
func.func @f3702() {
  return
}
// -----
func.func @f3703() {
  return
}
// -----
func.func @f3704() {
  return
}
// -----
func.func @f3705() {
  return
}
// -----
func.func @f3706() {
  return
}
// -----
func.func @f3707() {
  return
}
// -----
func.func @f3708() {
  return
}
// -----
func.func @f3709() {
  return
}
// -----
func.func @f3710() {
  return
}
// -----
func.func @f3711() {
  return
}
// -----
func.func @f3712() {
  return
}
// -----
func.func @f3713() {
  return
}
// -----
func.func @f3714() {
  return
}
// -----
func.func @f3715() {
  return
}
// -----
func.func @f3716() {
  return
}
// -----
func.func @f3717() {
  return
}
// -----
func.func @f3718() {
  return
}
// -----
func.func @f3719() {
  return
}
// -----
func.func @f3720() {
  return
}
// -----
func.func @f3721() {
  return
}
// -----
func.func @f3722() {
  return
}
// -----
func.func @f3723() {
  return
}
// -----
func.func @f3724() {
  return
}
// -----
func.func @f3725() {
  return
}
// -----
func.func @f3726() {
  return
}
// -----
func.func @f3727() {
  return
}
// -----
func.func @f3728() {
  return
}
// -----
func.func @f3729() {
  return
}
// -----
func.func @f3730() {
  return
}
// -----
func.func @f3731() {
  return
}
// -----
func.func @f3732() {
  return
}
// -----
func.func @f3733() {
  return
}
// -----
func.func @f3734() {
  return
}
// -----
func.func @f3735() {
  return
}
// -----
func.func @f3736() {
  return
}
// -----
func.func @f3737() {
  return
}
// -----
func.func @f3738() {
  return
}
// -----
func.func @f3739() {
  return
}
// -----
func.func @f3740() {
  return
}
// -----
func.func @f3741() {
  return
}
// -----
func.func @f3742() {
  return
}
// -----
func.func @f3743() {
  return
}
// -----
func.func @f3744() {
  return
}
// -----
func.func @f3745() {
  return
}
// -----
func.func @f3746() {
  return
}
// -----
func.func @f3747() {
  return
}
// -----
func.func @f3748() {
  return
}
// -----
func.func @f3749() {
  return
}
// -----
func.func @f3750() {
  return
}
// -----
func.func @f3751() {
  return
}
// -----
func.func @f3752() {
  return
}
// -----
func.func @f3753() {
  return
}
// -----
func.func @f3754() {
  return
}
// -----
func.func @f3755() {
  return
}
// -----
func.func @f3756() {
  return
}
// -----
func.func @f3757() {
  return
}
// -----
func.func @f3758() {
  return
}
// -----
func.func @f3759() {
  return
}
// -----
func.func @f3760() {
  return
}
// -----
func.func @f3761() {
  return
}
// -----
func.func @f3762() {
  return
}
// -----
func.func @f3763() {
  return
}
// -----
func.func @f3764() {
  return
}
// -----
func.func @f3765() {
  return
}
// -----
func.func @f3766() {
  return
}
// -----
func.func @f3767() {
  return
}
// -----
func.func @f3768() {
  return
}
// -----
func.func @f3769() {
  return
}
// -----
func.func @f3770() {
  return
}
// -----
func.func @f3771() {
  return
}
// -----
func.func @f3772() {
  return
}
// -----
func.func @f3773() {
  return
}
// -----
func.func @f3774() {
  return
}
// -----
func.func @f3775() {
  return
}
// -----
func.func @f3776() {
  return
}
// -----
func.func @f3777() {
  return
}
// -----
func.func @f3778() {
  return
}
// -----
func.func @f3779() {
  return
}
// -----
func.func @f3780() {
  return
}
// -----
func.func @f3781() {
  return
}
// -----
func.func @f3782() {
  return
}
// -----
func.func @f3783() {
  return
}
// -----
func.func @f3784() {
  return
}
// -----
func.func @f3785() {
  return
}
// -----
func.func @f3786() {
  return
}
// -----
func.func @f3787() {
  return
}
// -----
func.func @f3788() {
  return
}
// -----
func.func @f3789() {
  return
}
// -----
func.func @f3790() {
  return
}
// -----
func.func @f3791() {
  return
}
// -----
func.func @f3792() {
  return
}
// -----
func.func @f3793() {
  return
}
// -----
func.func @f3794() {
  return
}
// -----
func.func @f3795() {
  return
}
// -----
func.func @f3796() {
  return
}
// -----
func.func @f3797() {
  return
}
// -----
func.func @f3798() {
  return
}
// -----
func.func @f3799() {
  return
}
// -----
func.func @f3800() {
  return
}
// -----
func.func @f3801() {
  return
}
// -----
func.func @f3802() {
  return
}
// -----
func.func @f3803() {
  return
}
// -----
func.func @f3804() {
  return
}
// -----
func.func @f3805() {
  return
}
// -----
func.func @f3806() {
  return
}
// -----
func.func @f3807() {
  return
}
// -----
func.func @f3808() {
  return
}
// -----
func.func @f3809() {
  return
}
// -----
func.func @f3810() {
  return
}
// -----
func.func @f3811() {
  return
}
// -----
func.func @f3812() {
  return
}
// -----
func.func @f3813() {
  return
}
// -----
func.func @f3814() {
  return
}
// -----
func.func @f3815() {
  return
}
// -----
func.func @f3816() {
  return
}
// -----
func.func @f3817() {
  return
}
// -----
func.func @f3818() {
  return
}
// -----
func.func @f3819() {
  return
}
// -----
func.func @f3820() {
  return
}
// -----
func.func @f3821() {
  return
}
// -----
func.func @f3822() {
  return
}
// -----
func.func @f3823() {
  return
}
// -----
func.func @f3824() {
  return
}
// -----
func.func @f3825() {
  return
}
// -----
func.func @f3826() {
  return
}
// -----
func.func @f3827() {
  return
}
// -----
func.func @f3828() {
  return
}
// -----
func.func @f3829() {
  return
}
// -----
func.func @f3830() {
  return
}
// -----
func.func @f3831() {
  return
}
// -----
func.func @f3832() {
  return
}
// -----
func.func @f3833() {
  return
}
// -----
func.func @f3834() {
  return
}
// -----
func.func @f3835() {
  return
}
// -----
func.func @f3836() {
  return
}
// -----
func.func @f3837() {
  return
}
// -----
func.func @f3838() {
  return
}
// -----
func.func @f3839() {
  return
}
// -----
func.func @f3840() {
  return
}
// -----
func.func @f3841() {
  return
}
// -----
func.func @f3842() {
  return
}
// -----
func.func @f3843() {
  return
}
// -----
func.func @f3844() {
  return
}
// -----
func.func @f3845() {
  return
}
// -----
func.func @f3846() {
  return
}
// -----
func.func @f3847() {
  return
}
// -----
func.func @f3848() {
  return
}
// -----
func.func @f3849() {
  return
}
// -----
func.func @f3850() {
  return
}
// -----
func.func @f3851() {
  return
}
// -----
func.func @f3852() {
  return
}
// -----
func.func @f3853() {
  return
}
// -----
func.func @f3854() {
  return
}
// -----
func.func @f3855() {
  return
}
// -----
func.func @f3856() {
  return
}
// -----
func.func @f3857() {
  return
}
// -----
func.func @f3858() {
  return
}
// -----
func.func @f3859() {
  return
}
// -----
func.func @f3860() {
  return
}
// -----
func.func @f3861() {
  return
}
// -----
func.func @f3862() {
  return
}
// -----
func.func @f3863() {
  return
}
// -----
func.func @f3864() {
  return
}
// -----
func.func @f3865() {
  return
}
// -----
func.func @f3866() {
  return
}
// -----
func.func @f3867() {
  return
}
// -----
func.func @f3868() {
  return
}
// -----
func.func @f3869() {
  return
}
// -----
func.func @f3870() {
  return
}
// -----
func.func @f3871() {
  return
}
// -----
func.func @f3872() {
  return
}
// -----
func.func @f3873() {
  return
}
// -----
func.func @f3874() {
  return
}
// -----
func.func @f3875() {
  return
}
// -----
func.func @f3876() {
  return
}
// -----
func.func @f3877() {
  return
}
// -----
func.func @f3878() {
  return
}
// -----
func.func @f3879() {
  return
}
// -----
func.func @f3880() {
  return
}
// -----
func.func @f3881() {
  return
}
// -----
func.func @f3882() {
  return
}
// -----
func.func @f3883() {
  return
}
// -----
func.func @f3884() {
  return
}
// -----
func.func @f3885() {
  return
}
// -----
func.func @f3886() {
  return
}
// -----
func.func @f3887() {
  return
}
// -----
func.func @f3888() {
  return
}
// -----
func.func @f3889() {
  return
}
// -----
func.func @f3890() {
  return
}
// -----
func.func @f3891() {
  return
}
// -----
func.func @f3892() {
  return
}
// -----
func.func @f3893() {
  return
}
// -----
func.func @f3894() {
  return
}
// -----
func.func @f3895() {
  return
}
// -----
func.func @f3896() {
  return
}
// -----
func.func @f3897() {
  return
}
// -----
func.func @f3898() {
  return
}
// -----
func.func @f3899() {
  return
}
// -----
func.func @f3900() {
  return
}
// -----
func.func @f3901() {
  return
}
// -----
func.func @f3902() {
  return
}
// -----
func.func @f3903() {
  return
}
// -----
func.func @f3904() {
  return
}
// -----
func.func @f3905() {
  return
}
// -----
func.func @f3906() {
  return
}
// -----
func.func @f3907() {
  return
}
// -----
func.func @f3908() {
  return
}
// -----
func.func @f3909() {
  return
}
// -----
func.func @f3910() {
  return
}
// -----
func.func @f3911() {
  return
}
// -----
func.func @f3912() {
  return
}
// -----
func.func @f3913() {
  return
}
// -----
func.func @f3914() {
  return
}
// -----
func.func @f3915() {
  return
}
// -----
func.func @f3916() {
  return
}
// -----
func.func @f3917() {
  return
}
// -----
func.func @f3918() {
  return
}
// -----
func.func @f3919() {
  return
}
// -----
func.func @f3920() {
  return
}
// -----
func.func @f3921() {
  return
}
// -----
func.func @f3922() {
  return
}
// -----
func.func @f3923() {
  return
}
// -----
func.func @f3924() {
  return
}
// -----
func.func @f3925() {
  return
}
// -----
func.func @f3926() {
  return
}
// -----
func.func @f3927() {
  return
}
// -----
func.func @f3928() {
  return
}
// -----
func.func @f3929() {
  return
}
// -----
func.func @f3930() {
  return
}
// -----
func.func @f3931() {
  return
}
// -----
func.func @f3932() {
  return
}
// -----
func.func @f3933() {
  return
}
// -----
func.func @f3934() {
  return
}
// -----
func.func @f3935() {
  return
}
// -----
func.func @f3936() {
  return
}
// -----
func.func @f3937() {
  return
}
// -----
func.func @f3938() {
  return
}
// -----
func.func @f3939() {
  return
}
// -----
func.func @f3940() {
  return
}
// -----
func.func @f3941() {
  return
}
// -----
func.func @f3942() {
  return
}
// -----
func.func @f3943() {
  return
}
// -----
func.func @f3944() {
  return
}
// -----
func.func @f3945() {
  return
}
// -----
func.func @f3946() {
  return
}
// -----
func.func @f3947() {
  return
}
// -----
func.func @f3948() {
  return
}
// -----
func.func @f3949() {
  return
}
// -----
func.func @f3950() {
  return
}
// -----
func.func @f3951() {
  return
}
// -----
func.func @f3952() {
  return
}
// -----
func.func @f3953() {
  return
}
// -----
func.func @f3954() {
  return
}
// -----
func.func @f3955() {
  return
}
// -----
func.func @f3956() {
  return
}
// -----
func.func @f3957() {
  return
}
// -----
func.func @f3958() {
  return
}
// -----
func.func @f3959() {
  return
}
// -----
func.func @f3960() {
  return
}
// -----
func.func @f3961() {
  return
}
// -----
func.func @f3962() {
  return
}
// -----
func.func @f3963() {
  return
}
// -----
func.func @f3964() {
  return
}
// -----
func.func @f3965() {
  return
}
// -----
func.func @f3966() {
  return
}
// -----
func.func @f3967() {
  return
}
// -----
func.func @f3968() {
  return
}
// -----
func.func @f3969() {
  return
}
// -----
func.func @f3970() {
  return
}
// -----
func.func @f3971() {
  return
}
// -----
func.func @f3972() {
  return
}
// -----
func.func @f3973() {
  return
}
// -----
func.func @f3974() {
  return
}
// -----
func.func @f3975() {
  return
}
// -----
func.func @f3976() {
  return
}
// -----
func.func @f3977() {
  return
}
// -----
func.func @f3978() {
  return
}
// -----
func.func @f3979() {
  return
}
// -----
func.func @f3980() {
  return
}
// -----
func.func @f3981() {
  return
}
// -----
func.func @f3982() {
  return
}
// -----
func.func @f3983() {
  return
}
// -----
func.func @f3984() {
  return
}
// -----
func.func @f3985() {
  return
}
// -----
func.func @f3986() {
  return
}
// -----
func.func @f3987() {
  return
}
// -----
func.func @f3988() {
  return
}
// -----
func.func @f3989() {
  return
}
// -----
func.func @f3990() {
  return
}
// -----
func.func @f3991() {
  return
}
// -----
func.func @f3992() {
  return
}
// -----
func.func @f3993() {
  return
}
// -----
func.func @f3994() {
  return
}
// -----
func.func @f3995() {
  return
}
// -----
func.func @f3996() {
  return
}
// -----
func.func @f3997() {
  return
}
// -----
func.func @f3998() {
  return
}
// -----
func.func @f3999() {
  return
}
// -----
func.func @f4000() {
  return
}
// -----
func.func @f4001() {
  return
}
// -----
func.func @f4002() {
  return
}
// -----
func.func @f4003() {
  return
}
// -----
func.func @f4004() {
  return
}
// -----
func.func @f4005() {
  return
}
// -----
func.func @f4006() {
  return
}
// -----
func.func @f4007() {
  return
}
// -----
func.func @f4008() {
  return
}
// -----
func.func @f4009() {
  return
}
// -----
func.func @f4010() {
  return
}
// -----
func.func @f4011() {
  return
}
// -----
func.func @f4012() {
  return
}
// -----
func.func @f4013() {
  return
}
// -----
func.func @f4014() {
  return
}
// -----
func.func @f4015() {
  return
}
// -----
func.func @f4016() {
  return
}
// -----
func.func @f4017() {
  return
}
// -----
func.func @f4018() {
  return
}
// -----
func.func @f4019() {
  return
}
// -----
func.func @f4020() {
  return
}
// -----
func.func @f4021() {
  return
}
// -----
func.func @f4022() {
  return
}
// -----
func.func @f4023() {
  return
}
// -----
func.func @f4024() {
  return
}
// -----
func.func @f4025() {
  return
}
// -----
func.func @f4026() {
  return
}
// -----
func.func @f4027() {
  return
}
// -----
func.func @f4028() {
  return
}
// -----
func.func @f4029() {
  return
}
// -----
func.func @f4030() {
  return
}
// -----
func.func @f4031() {
  return
}
// -----
func.func @f4032() {
  return
}
// -----
func.func @f4033() {
  return
}
// -----
func.func @f4034() {
  return
}
// -----
func.func @f4035() {
  return
}
// -----
func.func @f4036() {
  return
}
// -----
func.func @f4037() {
  return
}
// -----
func.func @f4038() {
  return
}
// -----
func.func @f4039() {
  return
}
// -----
func.func @f4040() {
  return
}
// -----
func.func @f4041() {
  return
}
// -----
func.func @f4042() {
  return
}
// -----
func.func @f4043() {
  return
}
// -----
func.func @f4044() {
  return
}
// -----
func.func @f4045() {
  return
}
// -----
func.func @f4046() {
  return
}
// -----
func.func @f4047() {
  return
}
// -----
func.func @f4048() {
  return
}
// -----
func.func @f4049() {
  return
}
// -----
func.func @f4050() {
  return
}
// -----
func.func @f4051() {
  return
}
// -----
func.func @f4052() {
  return
}
// -----
func.func @f4053() {
  return
}
// -----
func.func @f4054() {
  return
}
// -----
func.func @f4055() {
  return
}
// -----
func.func @f4056() {
  return
}
// -----
func.func @f4057() {
  return
}
// -----
func.func @f4058() {
  return
}
// -----
func.func @f4059() {
  return
}
// -----
func.func @f4060() {
  return
}
// -----
func.func @f4061() {
  return
}
// -----
func.func @f4062() {
  return
}
// -----
func.func @f4063() {
  return
}
// -----
func.func @f4064() {
  return
}
// -----
func.func @f4065() {
  return
}
// -----
func.func @f4066() {
  return
}
// -----
func.func @f4067() {
  return
}
// -----
func.func @f4068() {
  return
}
// -----
func.func @f4069() {
  return
}
// -----
func.func @f4070() {
  return
}
// -----
func.func @f4071() {
  return
}
// -----
func.func @f4072() {
  return
}
// -----
func.func @f4073() {
  return
}
// -----
func.func @f4074() {
  return
}
// -----
func.func @f4075() {
  return
}
// -----
func.func @f4076() {
  return
}
// -----
func.func @f4077() {
  return
}
// -----
func.func @f4078() {
  return
}
// -----
func.func @f4079() {
  return
}
// -----
func.func @f4080() {
  return
}
// -----
func.func @f4081() {
  return
}
// -----
func.func @f4082() {
  return
}
// -----
func.func @f4083() {
  return
}
// -----
func.func @f4084() {
  return
}
// -----
func.func @f4085() {
  return
}
// -----
func.func @f4086() {
  return
}
// -----
func.func @f4087() {
  return
}
// -----
func.func @f4088() {
  return
}
// -----
func.func @f4089() {
  return
}
// -----
func.func @f4090() {
  return
}
// -----
func.func @f4091() {
  return
}
// -----
func.func @f4092() {
  return
}
// -----
func.func @f4093() {
  return
}
// -----
func.func @f4094() {
  return
}
// -----
func.func @f4095() {
  return
}
// -----
func.func @f4096() {
  return
}
// -----
func.func @f4097() {
  return
}
// -----
func.func @f4098() {
  return
}
// -----
func.func @f4099() {
  return
}
// -----
func.func @f4100() {
  return
}
// -----
func.func @f4101() {
  return
}
// -----
func.func @f4102() {
  return
}
// -----
func.func @f4103() {
  return
}
// -----
func.func @f4104() {
  return
}
// -----
func.func @f4105() {
  return
}
// -----
func.func @f4106() {
  return
}
// -----
func.func @f4107() {
  return
}
// -----
func.func @f4108() {
  return
}
// -----
func.func @f4109() {
  return
}
// -----
func.func @f4110() {
  return
}
// -----
func.func @f4111() {
  return
}
// -----
func.func @f4112() {
  return
}
// -----
func.func @f4113() {
  return
}
// -----
func.func @f4114() {
  return
}
// -----
func.func @f4115() {
  return
}
// -----
func.func @f4116() {
  return
}
// -----
func.func @f4117() {
  return
}
// -----
func.func @f4118() {
  return
}
// -----
func.func @f4119() {
  return
}
// -----
func.func @f4120() {
  return
}
// -----
func.func @f4121() {
  return
}
// -----
func.func @f4122() {
  return
}
// -----
func.func @f4123() {
  return
}
// -----
func.func @f4124() {
  return
}
// -----
func.func @f4125() {
  return
}
// -----
func.func @f4126() {
  return
}
// -----
func.func @f4127() {
  return
}
// -----
func.func @f4128() {
  return
}
// -----
func.func @f4129() {
  return
}
// -----
func.func @f4130() {
  return
}
// -----
func.func @f4131() {
  return
}
// -----
func.func @f4132() {
  return
}
// -----
func.func @f4133() {
  return
}
// -----
func.func @f4134() {
  return
}
// -----
func.func @f4135() {
  return
}
// -----
func.func @f4136() {
  return
}
// -----
func.func @f4137() {
  return
}
// -----
func.func @f4138() {
  return
}
// -----
func.func @f4139() {
  return
}
// -----
func.func @f4140() {
  return
}
// -----
func.func @f4141() {
  return
}
// -----
func.func @f4142() {
  return
}
// -----
func.func @f4143() {
  return
}
// -----
func.func @f4144() {
  return
}
// -----
func.func @f4145() {
  return
}
// -----
func.func @f4146() {
  return
}
// -----
func.func @f4147() {
  return
}
// -----
func.func @f4148() {
  return
}
// -----
func.func @f4149() {
  return
}
// -----
func.func @f4150() {
  return
}
// -----
func.func @f4151() {
  return
}
// -----
func.func @f4152() {
  return
}
// -----
func.func @f4153() {
  return
}
// -----
func.func @f4154() {
  return
}
// -----
func.func @f4155() {
  return
}
// -----
func.func @f4156() {
  return
}
// -----
func.func @f4157() {
  return
}
// -----
func.func @f4158() {
  return
}
// -----
func.func @f4159() {
  return
}
// -----
func.func @f4160() {
  return
}
// -----
func.func @f4161() {
  return
}
// -----
func.func @f4162() {
  return
}
// -----
func.func @f4163() {
  return
}
// -----
func.func @f4164() {
  return
}
// -----
func.func @f4165() {
  return
}
// -----
func.func @f4166() {
  return
}
// -----
func.func @f4167() {
  return
}
// -----
func.func @f4168() {
  return
}
// -----
func.func @f4169() {
  return
}
// -----
func.func @f4170() {
  return
}
// -----
func.func @f4171() {
  return
}
// -----
func.func @f4172() {
  return
}
// -----
func.func @f4173() {
  return
}
// -----
func.func @f4174() {
  return
}
// -----
func.func @f4175() {
  return
}
// -----
func.func @f4176() {
  return
}
// -----
func.func @f4177() {
  return
}
// -----
func.func @f4178() {
  return
}
// -----
func.func @f4179() {
  return
}
// -----
func.func @f4180() {
  return
}
// -----
func.func @f4181() {
  return
}
// -----
func.func @f4182() {
  return
}
// -----
func.func @f4183() {
  return
}
// -----
func.func @f4184() {
  return
}
// -----
func.func @f4185() {
  return
}
// -----
func.func @f4186() {
  return
}
// -----
func.func @f4187() {
  return
}
// -----
func.func @f4188() {
  return
}
// -----
func.func @f4189() {
  return
}
// -----
func.func @f4190() {
  return
}
// -----
func.func @f4191() {
  return
}
// -----
func.func @f4192() {
  return
}
// -----
func.func @f4193() {
  return
}
// -----
func.func @f4194() {
  return
}
// -----
func.func @f4195() {
  return
}
// -----
func.func @f4196() {
  return
}
// -----
func.func @f4197() {
  return
}
// -----
func.func @f4198() {
  return
}
// -----
func.func @f4199() {
  return
}
// -----
func.func @f4200() {
  return
}
// -----
func.func @f4201() {
  return
}
// -----
func.func @f4202() {
  return
}
// -----
func.func @f4203() {
  return
}
// -----
func.func @f4204() {
  return
}
// -----
func.func @f4205() {
  return
}
// -----
func.func @f4206() {
  return
}
// -----
func.func @f4207() {
  return
}
// -----
func.func @f4208() {
  return
}
// -----
func.func @f4209() {
  return
}
// -----
func.func @f4210() {
  return
}
// -----
func.func @f4211() {
  return
}
// -----
func.func @f4212() {
  return
}
// -----
func.func @f4213() {
  return
}
// -----
func.func @f4214() {
  return
}
// -----
func.func @f4215() {
  return
}
// -----
func.func @f4216() {
  return
}
// -----
func.func @f4217() {
  return
}
// -----
func.func @f4218() {
  return
}
// -----
func.func @f4219() {
  return
}
// -----
func.func @f4220() {
  return
}
// -----
func.func @f4221() {
  return
}
// -----
func.func @f4222() {
  return
}
// -----
func.func @f4223() {
  return
}
// -----
func.func @f4224() {
  return
}
// -----
func.func @f4225() {
  return
}
// -----
func.func @f4226() {
  return
}
// -----
func.func @f4227() {
  return
}
// -----
func.func @f4228() {
  return
}
// -----
func.func @f4229() {
  return
}
// -----
func.func @f4230() {
  return
}
// -----
func.func @f4231() {
  return
}
// -----
func.func @f4232() {
  return
}
// -----
func.func @f4233() {
  return
}
// -----
func.func @f4234() {
  return
}
// -----
func.func @f4235() {
  return
}
// -----
func.func @f4236() {
  return
}
// -----
func.func @f4237() {
  return
}
// -----
func.func @f4238() {
  return
}
// -----
func.func @f4239() {
  return
}
// -----
func.func @f4240() {
  return
}
// -----
func.func @f4241() {
  return
}
// -----
func.func @f4242() {
  return
}
// -----
func.func @f4243() {
  return
}
// -----
func.func @f4244() {
  return
}
// -----
func.func @f4245() {
  return
}
// -----
func.func @f4246() {
  return
}
// -----
func.func @f4247() {
  return
}
// -----
func.func @f4248() {
  return
}
// -----
func.func @f4249() {
  return
}
// -----
func.func @f4250() {
  return
}
// -----
func.func @f4251() {
  return
}
// -----
func.func @f4252() {
  return
}
// -----
func.func @f4253() {
  return
}
// -----
func.func @f4254() {
  return
}
// -----
func.func @f4255() {
  return
}
// -----
func.func @f4256() {
  return
}
// -----
func.func @f4257() {
  return
}
// -----
func.func @f4258() {
  return
}
// -----
func.func @f4259() {
  return
}
// -----
func.func @f4260() {
  return
}
// -----
func.func @f4261() {
  return
}
// -----
func.func @f4262() {
  return
}
// -----
func.func @f4263() {
  return
}
// -----
func.func @f4264() {
  return
}
// -----
func.func @f4265() {
  return
}
// -----
func.func @f4266() {
  return
}
// -----
func.func @f4267() {
  return
}
// -----
func.func @f4268() {
  return
}
// -----
func.func @f4269() {
  return
}
// -----
func.func @f4270() {
  return
}
// -----
func.func @f4271() {
  return
}
// -----
func.func @f4272() {
  return
}
// -----
func.func @f4273() {
  return
}
// -----
func.func @f4274() {
  return
}
// -----
func.func @f4275() {
  return
}
// -----
func.func @f4276() {
  return
}
// -----
func.func @f4277() {
  return
}
// -----
func.func @f4278() {
  return
}
// -----
func.func @f4279() {
  return
}
// -----
func.func @f4280() {
  return
}
// -----
func.func @f4281() {
  return
}
// -----
func.func @f4282() {
  return
}
// -----
func.func @f4283() {
  return
}
// -----
func.func @f4284() {
  return
}
// -----
func.func @f4285() {
  return
}
// -----
func.func @f4286() {
  return
}
// -----
func.func @f4287() {
  return
}
// -----
func.func @f4288() {
  return
}
// -----
func.func @f4289() {
  return
}
// -----
func.func @f4290() {
  return
}
// -----
func.func @f4291() {
  return
}
// -----
func.func @f4292() {
  return
}
// -----
func.func @f4293() {
  return
}
// -----
func.func @f4294() {
  return
}
// -----
func.func @f4295() {
  return
}
// -----
func.func @f4296() {
  return
}
// -----
func.func @f4297() {
  return
}
// -----
func.func @f4298() {
  return
}
// -----
func.func @f4299() {
  return
}
// -----
func.func @f4300() {
  return
}
// -----
func.func @f4301() {
  return
}
// -----
func.func @f4302() {
  return
}
// -----
func.func @f4303() {
  return
}
// -----
func.func @f4304() {
  return
}
// -----
func.func @f4305() {
  return
}
// -----
func.func @f4306() {
  return
}
// -----
func.func @f4307() {
  return
}
// -----
func.func @f4308() {
  return
}
// -----
func.func @f4309() {
  return
}
// -----
func.func @f4310() {
  return
}
// -----
func.func @f4311() {
  return
}
// -----
func.func @f4312() {
  return
}
// -----
func.func @f4313() {
  return
}
// -----
func.func @f4314() {
  return
}
// -----
func.func @f4315() {
  return
}
// -----
func.func @f4316() {
  return
}
// -----
func.func @f4317() {
  return
}
// -----
func.func @f4318() {
  return
}
// -----
func.func @f4319() {
  return
}
// -----
func.func @f4320() {
  return
}
// -----
func.func @f4321() {
  return
}
// -----
func.func @f4322() {
  return
}
// -----
func.func @f4323() {
  return
}
// -----
func.func @f4324() {
  return
}
// -----
func.func @f4325() {
  return
}
// -----
func.func @f4326() {
  return
}
// -----
func.func @f4327() {
  return
}
// -----
func.func @f4328() {
  return
}
// -----
func.func @f4329() {
  return
}
// -----
func.func @f4330() {
  return
}
// -----
func.func @f4331() {
  return
}
// -----
func.func @f4332() {
  return
}
// -----
func.func @f4333() {
  return
}
// -----
func.func @f4334() {
  return
}
// -----
func.func @f4335() {
  return
}
// -----
func.func @f4336() {
  return
}
// -----
func.func @f4337() {
  return
}
// -----
func.func @f4338() {
  return
}
// -----
func.func @f4339() {
  return
}
// -----
func.func @f4340() {
  return
}
// -----
func.func @f4341() {
  return
}
// -----
func.func @f4342() {
  return
}
// -----
func.func @f4343() {
  return
}
// -----
func.func @f4344() {
  return
}
// -----
func.func @f4345() {
  return
}
// -----
func.func @f4346() {
  return
}
// -----
func.func @f4347() {
  return
}
// -----
func.func @f4348() {
  return
}
// -----
func.func @f4349() {
  return
}
// -----
func.func @f4350() {
  return
}
// -----
func.func @f4351() {
  return
}
// -----
func.func @f4352() {
  return
}
// -----
func.func @f4353() {
  return
}
// -----
func.func @f4354() {
  return
}
// -----
func.func @f4355() {
  return
}
// -----
func.func @f4356() {
  return
}
// -----
func.func @f4357() {
  return
}
// -----
func.func @f4358() {
  return
}
// -----
func.func @f4359() {
  return
}
// -----
func.func @f4360() {
  return
}
// -----
func.func @f4361() {
  return
}
// -----
func.func @f4362() {
  return
}
// -----
func.func @f4363() {
  return
}
// -----
func.func @f4364() {
  return
}
// -----
func.func @f4365() {
  return
}
// -----
func.func @f4366() {
  return
}
// -----
func.func @f4367() {
  return
}
// -----
func.func @f4368() {
  return
}
// -----
func.func @f4369() {
  return
}
// -----
func.func @f4370() {
  return
}
// -----
func.func @f4371() {
  return
}
// -----
func.func @f4372() {
  return
}
// -----
func.func @f4373() {
  return
}
// -----
func.func @f4374() {
  return
}
// -----
func.func @f4375() {
  return
}
// -----
func.func @f4376() {
  return
}
// -----
func.func @f4377() {
  return
}
// -----
func.func @f4378() {
  return
}
// -----
func.func @f4379() {
  return
}
// -----
func.func @f4380() {
  return
}
// -----
func.func @f4381() {
  return
}
// -----
func.func @f4382() {
  return
}
// -----
func.func @f4383() {
  return
}
// -----
func.func @f4384() {
  return
}
// -----
func.func @f4385() {
  return
}
// -----
func.func @f4386() {
  return
}
// -----
func.func @f4387() {
  return
}
// -----
func.func @f4388() {
  return
}
// -----
func.func @f4389() {
  return
}
// -----
func.func @f4390() {
  return
}
// -----
func.func @f4391() {
  return
}
// -----
func.func @f4392() {
  return
}
// -----
func.func @f4393() {
  return
}
// -----
func.func @f4394() {
  return
}
// -----
func.func @f4395() {
  return
}
// -----
func.func @f4396() {
  return
}
// -----
func.func @f4397() {
  return
}
// -----
func.func @f4398() {
  return
}
// -----
func.func @f4399() {
  return
}
// -----
func.func @f4400() {
  return
}
// -----
func.func @f4401() {
  return
}
// -----
func.func @f4402() {
  return
}
// -----
func.func @f4403() {
  return
}
// -----
func.func @f4404() {
  return
}
// -----
func.func @f4405() {
  return
}
// -----
func.func @f4406() {
  return
}
// -----
func.func @f4407() {
  return
}
// -----
func.func @f4408() {
  return
}
// -----
func.func @f4409() {
  return
}
// -----
func.func @f4410() {
  return
}
// -----
func.func @f4411() {
  return
}
// -----
func.func @f4412() {
  return
}
// -----
func.func @f4413() {
  return
}
// -----
func.func @f4414() {
  return
}
// -----
func.func @f4415() {
  return
}
// -----
func.func @f4416() {
  return
}
// -----
func.func @f4417() {
  return
}
// -----
func.func @f4418() {
  return
}
// -----
func.func @f4419() {
  return
}
// -----
func.func @f4420() {
  return
}
// -----
func.func @f4421() {
  return
}
// -----
func.func @f4422() {
  return
}
// -----
func.func @f4423() {
  return
}
// -----
func.func @f4424() {
  return
}
// -----
func.func @f4425() {
  return
}
// -----
func.func @f4426() {
  return
}
// -----
func.func @f4427() {
  return
}
// -----
func.func @f4428() {
  return
}
// -----
func.func @f4429() {
  return
}
// -----
func.func @f4430() {
  return
}
// -----
func.func @f4431() {
  return
}
// -----
func.func @f4432() {
  return
}
// -----
func.func @f4433() {
  return
}
// -----
func.func @f4434() {
  return
}
// -----
func.func @f4435() {
  return
}
// -----
func.func @f4436() {
  return
}
// -----
func.func @f4437() {
  return
}
// -----
func.func @f4438() {
  return
}
// -----
func.func @f4439() {
  return
}
// -----
func.func @f4440() {
  return
}
// -----
func.func @f4441() {
  return
}
// -----
func.func @f4442() {
  return
}
// -----
func.func @f4443() {
  return
}
// -----
func.func @f4444() {
  return
}
// -----
func.func @f4445() {
  return
}
// -----
func.func @f4446() {
  return
}
// -----
func.func @f4447() {
  return
}
// -----
func.func @f4448() {
  return
}
// -----
func.func @f4449() {
  return
}
// -----
func.func @f4450() {
  return
}
// -----
func.func @f4451() {
  return
}
// -----
func.func @f4452() {
  return
}
// -----
func.func @f4453() {
  return
}
// -----
func.func @f4454() {
  return
}
// -----
func.func @f4455() {
  return
}
// -----
func.func @f4456() {
  return
}
// -----
func.func @f4457() {
  return
}
// -----
func.func @f4458() {
  return
}
// -----
func.func @f4459() {
  return
}
// -----
func.func @f4460() {
  return
}
// -----
func.func @f4461() {
  return
}
// -----
func.func @f4462() {
  return
}
// -----
func.func @f4463() {
  return
}
// -----
func.func @f4464() {
  return
}
// -----
func.func @f4465() {
  return
}
// -----
func.func @f4466() {
  return
}
// -----
func.func @f4467() {
  return
}
// -----
func.func @f4468() {
  return
}
// -----
func.func @f4469() {
  return
}
// -----
func.func @f4470() {
  return
}
// -----
func.func @f4471() {
  return
}
// -----
func.func @f4472() {
  return
}
// -----
func.func @f4473() {
  return
}
// -----
func.func @f4474() {
  return
}
// -----
func.func @f4475() {
  return
}
// -----
func.func @f4476() {
  return
}
// -----
func.func @f4477() {
  return
}
// -----
func.func @f4478() {
  return
}
// -----
func.func @f4479() {
  return
}
// -----
func.func @f4480() {
  return
}
// -----
func.func @f4481() {
  return
}
// -----
func.func @f4482() {
  return
}
// -----
func.func @f4483() {
  return
}
// -----
func.func @f4484() {
  return
}
// -----
func.func @f4485() {
  return
}
// -----
func.func @f4486() {
  return
}
// -----
func.func @f4487() {
  return
}
// -----
func.func @f4488() {
  return
}
// -----
func.func @f4489() {
  return
}
// -----
func.func @f4490() {
  return
}
// -----
func.func @f4491() {
  return
}
// -----
func.func @f4492() {
  return
}
// -----
func.func @f4493() {
  return
}
// -----
func.func @f4494() {
  return
}
// -----
func.func @f4495() {
  return
}
// -----
func.func @f4496() {
  return
}
// -----
func.func @f4497() {
  return
}
// -----
func.func @f4498() {
  return
}
// -----
func.func @f4499() {
  return
}
// -----
func.func @f4500() {
  return
}
// -----
func.func @f4501() {
  return
}
// -----
func.func @f4502() {
  return
}
// -----
func.func @f4503() {
  return
}
// -----
func.func @f4504() {
  return
}
// -----
func.func @f4505() {
  return
}
// -----
func.func @f4506() {
  return
}
// -----
func.func @f4507() {
  return
}
// -----
func.func @f4508() {
  return
}
// -----
func.func @f4509() {
  return
}
// -----
func.func @f4510() {
  return
}
// -----
func.func @f4511() {
  return
}
// -----
func.func @f4512() {
  return
}
// -----
func.func @f4513() {
  return
}
// -----
func.func @f4514() {
  return
}
// -----
func.func @f4515() {
  return
}
// -----
func.func @f4516() {
  return
}
// -----
func.func @f4517() {
  return
}
// -----
func.func @f4518() {
  return
}
// -----
func.func @f4519() {
  return
}
// -----
func.func @f4520() {
  return
}
// -----
func.func @f4521() {
  return
}
// -----
func.func @f4522() {
  return
}
// -----
func.func @f4523() {
  return
}
// -----
func.func @f4524() {
  return
}
// -----
func.func @f4525() {
  return
}
// -----
func.func @f4526() {
  return
}
// -----
func.func @f4527() {
  return
}
// -----
func.func @f4528() {
  return
}
// -----
func.func @f4529() {
  return
}
// -----
func.func @f4530() {
  return
}
// -----
func.func @f4531() {
  return
}
// -----
func.func @f4532() {
  return
}
// -----
func.func @f4533() {
  return
}
// -----
func.func @f4534() {
  return
}
// -----
func.func @f4535() {
  return
}
// -----
func.func @f4536() {
  return
}
// -----
func.func @f4537() {
  return
}
// -----
func.func @f4538() {
  return
}
// -----
func.func @f4539() {
  return
}
// -----
func.func @f4540() {
  return
}
// -----
func.func @f4541() {
  return
}
// -----
func.func @f4542() {
  return
}
// -----
func.func @f4543() {
  return
}
// -----
func.func @f4544() {
  return
}
// -----
func.func @f4545() {
  return
}
// -----
func.func @f4546() {
  return
}
// -----
func.func @f4547() {
  return
}
// -----
func.func @f4548() {
  return
}
// -----
func.func @f4549() {
  return
}
// -----
func.func @f4550() {
  return
}
// -----
func.func @f4551() {
  return
}
// -----
func.func @f4552() {
  return
}
// -----
func.func @f4553() {
  return
}
// -----
func.func @f4554() {
  return
}
// -----
func.func @f4555() {
  return
}
// -----
func.func @f4556() {
  return
}
// -----
func.func @f4557() {
  return
}
// -----
func.func @f4558() {
  return
}
// -----
func.func @f4559() {
  return
}
// -----
func.func @f4560() {
  return
}
// -----
func.func @f4561() {
  return
}
// -----
func.func @f4562() {
  return
}
// -----
func.func @f4563() {
  return
}
// -----
func.func @f4564() {
  return
}
// -----
func.func @f4565() {
  return
}
// -----
func.func @f4566() {
  return
}
// -----
func.func @f4567() {
  return
}
// -----
func.func @f4568() {
  return
}
// -----
func.func @f4569() {
  return
}
// -----
func.func @f4570() {
  return
}
// -----
func.func @f4571() {
  return
}
// -----
func.func @f4572() {
  return
}
// -----
func.func @f4573() {
  return
}
// -----
func.func @f4574() {
  return
}
// -----
func.func @f4575() {
  return
}
// -----
func.func @f4576() {
  return
}
// -----
func.func @f4577() {
  return
}
// -----
func.func @f4578() {
  return
}
// -----
func.func @f4579() {
  return
}
// -----
func.func @f4580() {
  return
}
// -----
func.func @f4581() {
  return
}
// -----
func.func @f4582() {
  return
}
// -----
func.func @f4583() {
  return
}
// -----
func.func @f4584() {
  return
}
// -----
func.func @f4585() {
  return
}
// -----
func.func @f4586() {
  return
}
// -----
func.func @f4587() {
  return
}
// -----
func.func @f4588() {
  return
}
// -----
func.func @f4589() {
  return
}
// -----
func.func @f4590() {
  return
}
// -----
func.func @f4591() {
  return
}
// -----
func.func @f4592() {
  return
}
// -----
func.func @f4593() {
  return
}
// -----
func.func @f4594() {
  return
}
// -----
func.func @f4595() {
  return
}
// -----
func.func @f4596() {
  return
}
// -----
func.func @f4597() {
  return
}
// -----
func.func @f4598() {
  return
}
// -----
func.func @f4599() {
  return
}
// -----
func.func @f4600() {
  return
}
// -----
func.func @f4601() {
  return
}
// -----
func.func @f4602() {
  return
}
// -----
func.func @f4603() {
  return
}
// -----
func.func @f4604() {
  return
}
// -----
func.func @f4605() {
  return
}
// -----
func.func @f4606() {
  return
}
// -----
func.func @f4607() {
  return
}
// -----
func.func @f4608() {
  return
}
// -----
func.func @f4609() {
  return
}
// -----
func.func @f4610() {
  return
}
// -----
func.func @f4611() {
  return
}
// -----
func.func @f4612() {
  return
}
// -----
func.func @f4613() {
  return
}
// -----
func.func @f4614() {
  return
}
// -----
func.func @f4615() {
  return
}
// -----
func.func @f4616() {
  return
}
// -----
func.func @f4617() {
  return
}
// -----
func.func @f4618() {
  return
}
// -----
func.func @f4619() {
  return
}
// -----
func.func @f4620() {
  return
}
// -----
func.func @f4621() {
  return
}
// -----
func.func @f4622() {
  return
}
// -----
func.func @f4623() {
  return
}
// -----
func.func @f4624() {
  return
}
// -----
func.func @f4625() {
  return
}
// -----
func.func @f4626() {
  return
}
// -----
func.func @f4627() {
  return
}
// -----
func.func @f4628() {
  return
}
// -----
func.func @f4629() {
  return
}
// -----
func.func @f4630() {
  return
}
// -----
func.func @f4631() {
  return
}
// -----
func.func @f4632() {
  return
}
// -----
func.func @f4633() {
  return
}
// -----
func.func @f4634() {
  return
}
// -----
func.func @f4635() {
  return
}
// -----
func.func @f4636() {
  return
}
// -----
func.func @f4637() {
  return
}
// -----
func.func @f4638() {
  return
}
// -----
func.func @f4639() {
  return
}
// -----
func.func @f4640() {
  return
}
// -----
func.func @f4641() {
  return
}
// -----
func.func @f4642() {
  return
}
// -----
func.func @f4643() {
  return
}
// -----
func.func @f4644() {
  return
}
// -----
func.func @f4645() {
  return
}
// -----
func.func @f4646() {
  return
}
// -----
func.func @f4647() {
  return
}
// -----
func.func @f4648() {
  return
}
// -----
func.func @f4649() {
  return
}
// -----
func.func @f4650() {
  return
}
// -----
func.func @f4651() {
  return
}
// -----
func.func @f4652() {
  return
}
// -----
func.func @f4653() {
  return
}
// -----
func.func @f4654() {
  return
}
// -----
func.func @f4655() {
  return
}
// -----
func.func @f4656() {
  return
}
// -----
func.func @f4657() {
  return
}
// -----
func.func @f4658() {
  return
}
// -----
func.func @f4659() {
  return
}
// -----
func.func @f4660() {
  return
}
// -----
func.func @f4661() {
  return
}
// -----
func.func @f4662() {
  return
}
// -----
func.func @f4663() {
  return
}
// -----
func.func @f4664() {
  return
}
// -----
func.func @f4665() {
  return
}
// -----
func.func @f4666() {
  return
}
// -----
func.func @f4667() {
  return
}
// -----
func.func @f4668() {
  return
}
// -----
func.func @f4669() {
  return
}
// -----
func.func @f4670() {
  return
}
// -----
func.func @f4671() {
  return
}
// -----
func.func @f4672() {
  return
}
// -----
func.func @f4673() {
  return
}
// -----
func.func @f4674() {
  return
}
// -----
func.func @f4675() {
  return
}
// -----
func.func @f4676() {
  return
}
// -----
func.func @f4677() {
  return
}
// -----
func.func @f4678() {
  return
}
// -----
func.func @f4679() {
  return
}
// -----
func.func @f4680() {
  return
}
// -----
func.func @f4681() {
  return
}
// -----
func.func @f4682() {
  return
}
// -----
func.func @f4683() {
  return
}
// -----
func.func @f4684() {
  return
}
// -----
func.func @f4685() {
  return
}
// -----
func.func @f4686() {
  return
}
// -----
func.func @f4687() {
  return
}
// -----
func.func @f4688() {
  return
}
// -----
func.func @f4689() {
  return
}
// -----
func.func @f4690() {
  return
}
// -----
func.func @f4691() {
  return
}
// -----
func.func @f4692() {
  return
}
// -----
func.func @f4693() {
  return
}
// -----
func.func @f4694() {
  return
}
// -----
func.func @f4695() {
  return
}
// -----
func.func @f4696() {
  return
}
// -----
func.func @f4697() {
  return
}
// -----
func.func @f4698() {
  return
}
// -----
func.func @f4699() {
  return
}
// -----
func.func @f4700() {
  return
}
// -----
func.func @f4701() {
  return
}
// -----
func.func @f4702() {
  return
}
// -----
func.func @f4703() {
  return
}
// -----
func.func @f4704() {
  return
}
// -----
func.func @f4705() {
  return
}
// -----
func.func @f4706() {
  return
}
// -----
func.func @f4707() {
  return
}
// -----
func.func @f4708() {
  return
}
// -----
func.func @f4709() {
  return
}
// -----
func.func @f4710() {
  return
}
// -----
func.func @f4711() {
  return
}
// -----
func.func @f4712() {
  return
}
// -----
func.func @f4713() {
  return
}
// -----
func.func @f4714() {
  return
}
// -----
func.func @f4715() {
  return
}
// -----
func.func @f4716() {
  return
}
// -----
func.func @f4717() {
  return
}
// -----
func.func @f4718() {
  return
}
// -----
func.func @f4719() {
  return
}
// -----
func.func @f4720() {
  return
}
// -----
func.func @f4721() {
  return
}
// -----
func.func @f4722() {
  return
}
// -----
func.func @f4723() {
  return
}
// -----
func.func @f4724() {
  return
}
// -----
func.func @f4725() {
  return
}
// -----
func.func @f4726() {
  return
}
// -----
func.func @f4727() {
  return
}
// -----
func.func @f4728() {
  return
}
// -----
func.func @f4729() {
  return
}
// -----
func.func @f4730() {
  return
}
// -----
func.func @f4731() {
  return
}
// -----
func.func @f4732() {
  return
}
// -----
func.func @f4733() {
  return
}
// -----
func.func @f4734() {
  return
}
// -----
func.func @f4735() {
  return
}
// -----
func.func @f4736() {
  return
}
// -----
func.func @f4737() {
  return
}
// -----
func.func @f4738() {
  return
}
// -----
func.func @f4739() {
  return
}
// -----
func.func @f4740() {
  return
}
// -----
func.func @f4741() {
  return
}
// -----
func.func @f4742() {
  return
}
// -----
func.func @f4743() {
  return
}
// -----
func.func @f4744() {
  return
}
// -----
func.func @f4745() {
  return
}
// -----
func.func @f4746() {
  return
}
// -----
func.func @f4747() {
  return
}
// -----
func.func @f4748() {
  return
}
// -----
func.func @f4749() {
  return
}
// -----
func.func @f4750() {
  return
}
// -----
func.func @f4751() {
  return
}
// -----
func.func @f4752() {
  return
}
// -----
func.func @f4753() {
  return
}
// -----
func.func @f4754() {
  return
}
// -----
func.func @f4755() {
  return
}
// -----
func.func @f4756() {
  return
}
// -----
func.func @f4757() {
  return
}
// -----
func.func @f4758() {
  return
}
// -----
func.func @f4759() {
  return
}
// -----
func.func @f4760() {
  return
}
// -----
func.func @f4761() {
  return
}
// -----
func.func @f4762() {
  return
}
// -----
func.func @f4763() {
  return
}
// -----
func.func @f4764() {
  return
}
// -----
func.func @f4765() {
  return
}
// -----
func.func @f4766() {
  return
}
// -----
func.func @f4767() {
  return
}
// -----
func.func @f4768() {
  return
}
// -----
func.func @f4769() {
  return
}
// -----
func.func @f4770() {
  return
}
// -----
func.func @f4771() {
  return
}
// -----
func.func @f4772() {
  return
}
// -----
func.func @f4773() {
  return
}
// -----
func.func @f4774() {
  return
}
// -----
func.func @f4775() {
  return
}
// -----
func.func @f4776() {
  return
}
// -----
func.func @f4777() {
  return
}
// -----
func.func @f4778() {
  return
}
// -----
func.func @f4779() {
  return
}
// -----
func.func @f4780() {
  return
}
// -----
func.func @f4781() {
  return
}
// -----
func.func @f4782() {
  return
}
// -----
func.func @f4783() {
  return
}
// -----
func.func @f4784() {
  return
}
// -----
func.func @f4785() {
  return
}
// -----
func.func @f4786() {
  return
}
// -----
func.func @f4787() {
  return
}
// -----
func.func @f4788() {
  return
}
// -----
func.func @f4789() {
  return
}
// -----
func.func @f4790() {
  return
}
// -----
func.func @f4791() {
  return
}
// -----
func.func @f4792() {
  return
}
// -----
func.func @f4793() {
  return
}
// -----
func.func @f4794() {
  return
}
// -----
func.func @f4795() {
  return
}
// -----
func.func @f4796() {
  return
}
// -----
func.func @f4797() {
  return
}
// -----
func.func @f4798() {
  return
}
// -----
func.func @f4799() {
  return
}
// -----
func.func @f4800() {
  return
}
// -----
func.func @f4801() {
  return
}
// -----
func.func @f4802() {
  return
}
// -----
func.func @f4803() {
  return
}
// -----
func.func @f4804() {
  return
}
// -----
func.func @f4805() {
  return
}
// -----
func.func @f4806() {
  return
}
// -----
func.func @f4807() {
  return
}
// -----
func.func @f4808() {
  return
}
// -----
func.func @f4809() {
  return
}
// -----
func.func @f4810() {
  return
}
// -----
func.func @f4811() {
  return
}
// -----
func.func @f4812() {
  return
}
// -----
func.func @f4813() {
  return
}
// -----
func.func @f4814() {
  return
}
// -----
func.func @f4815() {
  return
}
// -----
func.func @f4816() {
  return
}
// -----
func.func @f4817() {
  return
}
// -----
func.func @f4818() {
  return
}
// -----
func.func @f4819() {
  return
}
// -----
func.func @f4820() {
  return
}
// -----
func.func @f4821() {
  return
}
// -----
func.func @f4822() {
  return
}
// -----
func.func @f4823() {
  return
}
// -----
func.func @f4824() {
  return
}
// -----
func.func @f4825() {
  return
}
// -----
func.func @f4826() {
  return
}
// -----
func.func @f4827() {
  return
}
// -----
func.func @f4828() {
  return
}
// -----
func.func @f4829() {
  return
}
// -----
func.func @f4830() {
  return
}
// -----
func.func @f4831() {
  return
}
// -----
func.func @f4832() {
  return
}
// -----
func.func @f4833() {
  return
}
// -----
func.func @f4834() {
  return
}
// -----
func.func @f4835() {
  return
}
// -----
func.func @f4836() {
  return
}
// -----
func.func @f4837() {
  return
}
// -----
func.func @f4838() {
  return
}
// -----
func.func @f4839() {
  return
}
// -----
func.func @f4840() {
  return
}
// -----
func.func @f4841() {
  return
}
// -----
func.func @f4842() {
  return
}
// -----
func.func @f4843() {
  return
}
// -----
func.func @f4844() {
  return
}
// -----
func.func @f4845() {
  return
}
// -----
func.func @f4846() {
  return
}
// -----
func.func @f4847() {
  return
}
// -----
func.func @f4848() {
  return
}
// -----
func.func @f4849() {
  return
}
// -----
func.func @f4850() {
  return
}
// -----
func.func @f4851() {
  return
}
// -----
func.func @f4852() {
  return
}
// -----
func.func @f4853() {
  return
}
// -----
func.func @f4854() {
  return
}
// -----
func.func @f4855() {
  return
}
// -----
func.func @f4856() {
  return
}
// -----
func.func @f4857() {
  return
}
// -----
func.func @f4858() {
  return
}
// -----
func.func @f4859() {
  return
}
// -----
func.func @f4860() {
  return
}
// -----
func.func @f4861() {
  return
}
// -----
func.func @f4862() {
  return
}
// -----
func.func @f4863() {
  return
}
// -----
func.func @f4864() {
  return
}
// -----
func.func @f4865() {
  return
}
// -----
func.func @f4866() {
  return
}
// -----
func.func @f4867() {
  return
}
// -----
func.func @f4868() {
  return
}
// -----
func.func @f4869() {
  return
}
// -----
func.func @f4870() {
  return
}
// -----
func.func @f4871() {
  return
}
// -----
func.func @f4872() {
  return
}
// -----
func.func @f4873() {
  return
}
// -----
func.func @f4874() {
  return
}
// -----
func.func @f4875() {
  return
}
// -----
func.func @f4876() {
  return
}
// -----
func.func @f4877() {
  return
}
// -----
func.func @f4878() {
  return
}
// -----
func.func @f4879() {
  return
}
// -----
func.func @f4880() {
  return
}
// -----
func.func @f4881() {
  return
}
// -----
func.func @f4882() {
  return
}
// -----
func.func @f4883() {
  return
}
// -----
func.func @f4884() {
  return
}
// -----
func.func @f4885() {
  return
}
// -----
func.func @f4886() {
  return
}
// -----
func.func @f4887() {
  return
}
// -----
func.func @f4888() {
  return
}
// -----
func.func @f4889() {
  return
}
// -----
func.func @f4890() {
  return
}
// -----
func.func @f4891() {
  return
}
// -----
func.func @f4892() {
  return
}
// -----
func.func @f4893() {
  return
}
// -----
func.func @f4894() {
  return
}
// -----
func.func @f4895() {
  return
}
// -----
func.func @f4896() {
  return
}
// -----
func.func @f4897() {
  return
}
// -----
func.func @f4898() {
  return
}
// -----
func.func @f4899() {
  return
}
// -----
func.func @f4900() {
  return
}
// -----
func.func @f4901() {
  return
}
// -----
func.func @f4902() {
  return
}
// -----
func.func @f4903() {
  return
}
// -----
func.func @f4904() {
  return
}
// -----
func.func @f4905() {
  return
}
// -----
func.func @f4906() {
  return
}
// -----
func.func @f4907() {
  return
}
// -----
func.func @f4908() {
  return
}
// -----
func.func @f4909() {
  return
}
// -----
func.func @f4910() {
  return
}
// -----
func.func @f4911() {
  return
}
// -----
func.func @f4912() {
  return
}
// -----
func.func @f4913() {
  return
}
// -----
func.func @f4914() {
  return
}
// -----
func.func @f4915() {
  return
}
// -----
func.func @f4916() {
  return
}
// -----
func.func @f4917() {
  return
}
// -----
func.func @f4918() {
  return
}
// -----
func.func @f4919() {
  return
}
// -----
func.func @f4920() {
  return
}
// -----
func.func @f4921() {
  return
}
// -----
func.func @f4922() {
  return
}
// -----
func.func @f4923() {
  return
}
// -----
func.func @f4924() {
  return
}
// -----
func.func @f4925() {
  return
}
// -----
func.func @f4926() {
  return
}
// -----
func.func @f4927() {
  return
}
// -----
func.func @f4928() {
  return
}
// -----
func.func @f4929() {
  return
}
// -----
func.func @f4930() {
  return
}
// -----
func.func @f4931() {
  return
}
// -----
func.func @f4932() {
  return
}
// -----
func.func @f4933() {
  return
}
// -----
func.func @f4934() {
  return
}
// -----
func.func @f4935() {
  return
}
// -----
func.func @f4936() {
  return
}
// -----
func.func @f4937() {
  return
}
// -----
func.func @f4938() {
  return
}
// -----
func.func @f4939() {
  return
}
// -----
func.func @f4940() {
  return
}
// -----
func.func @f4941() {
  return
}
// -----
func.func @f4942() {
  return
}
// -----
func.func @f4943() {
  return
}
// -----
func.func @f4944() {
  return
}
// -----
func.func @f4945() {
  return
}
// -----
func.func @f4946() {
  return
}
// -----
func.func @f4947() {
  return
}
// -----
func.func @f4948() {
  return
}
// -----
func.func @f4949() {
  return
}
// -----
func.func @f4950() {
  return
}
// -----
func.func @f4951() {
  return
}
// -----
func.func @f4952() {
  return
}
// -----
func.func @f4953() {
  return
}
// -----
func.func @f4954() {
  return
}
// -----
func.func @f4955() {
  return
}
// -----
func.func @f4956() {
  return
}
// -----
func.func @f4957() {
  return
}
// -----
func.func @f4958() {
  return
}
// -----
func.func @f4959() {
  return
}
// -----
func.func @f4960() {
  return
}
// -----
func.func @f4961() {
  return
}
// -----
func.func @f4962() {
  return
}
// -----
func.func @f4963() {
  return
}
// -----
func.func @f4964() {
  return
}
// -----
func.func @f4965() {
  return
}
// -----
func.func @f4966() {
  return
}
// -----
func.func @f4967() {
  return
}
// -----
func.func @f4968() {
  return
}
// -----
func.func @f4969() {
  return
}
// -----
func.func @f4970() {
  return
}
// -----
func.func @f4971() {
  return
}
// -----
func.func @f4972() {
  return
}
// -----
func.func @f4973() {
  return
}
// -----
func.func @f4974() {
  return
}
// -----
func.func @f4975() {
  return
}
// -----
func.func @f4976() {
  return
}
// -----
func.func @f4977() {
  return
}
// -----
func.func @f4978() {
  return
}
// -----
func.func @f4979() {
  return
}
// -----
func.func @f4980() {
  return
}
// -----
func.func @f4981() {
  return
}
// -----
func.func @f4982() {
  return
}
// -----
func.func @f4983() {
  return
}
// -----
func.func @f4984() {
  return
}
// -----
func.func @f4985() {
  return
}
// -----
func.func @f4986() {
  return
}
// -----
func.func @f4987() {
  return
}
// -----
func.func @f4988() {
  return
}
// -----
func.func @f4989() {
  return
}
// -----
func.func @f4990() {
  return
}
// -----
func.func @f4991() {
  return
}
// -----
func.func @f4992() {
  return
}
// -----
func.func @f4993() {
  return
}
// -----
func.func @f4994() {
  return
}
// -----
func.func @f4995() {
  return
}
// -----
func.func @f4996() {
  return
}
// -----
func.func @f4997() {
  return
}
// -----
func.func @f4998() {
  return
}
// -----
func.func @f4999() {
  return
}
