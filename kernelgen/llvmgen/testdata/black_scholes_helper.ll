; alpyna module black_scholes_helper_l33
source_filename = "benchmarks/black_scholes_helper.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@llvm.compiler.used = appending global [6 x i8*] [i8* bitcast (<2 x double> (<2 x double>)* @alpyna.log.v2 to i8*), i8* bitcast (<4 x double> (<4 x double>)* @alpyna.log.v4 to i8*), i8* bitcast (double (double)* @alpyna.log to i8*), i8* bitcast (<2 x double> (<2 x double>)* @alpyna.exp.v2 to i8*), i8* bitcast (<4 x double> (<4 x double>)* @alpyna.exp.v4 to i8*), i8* bitcast (double (double)* @alpyna.exp to i8*)], section "llvm.metadata"
@alpyna.log.table = internal constant [384 x double] [double 0x3FF6A13CD1537290, double 0xBFD630030B3AAC48, double 0xBC7EE0C6728FFFCC, double 0x3FF6816816816817, double 0xBFD5D5BDDF595F31, double 0xBC4D5F75B9A23AE4, double 0x3FF661EC6A5122F9, double 0xBFD57BF753C8D1FB, double 0x3C62908D15F88B63, double 0x3FF642C8590B2164, double 0xBFD522AE0738A3D7, double 0xBC73840B263ACB43, double 0x3FF623FA77016240, double 0xBFD4C9E09E172C3D, double 0x3C5123615B147A5F, double 0x3FF6058160581606, double 0xBFD4718DC271C41C, double 0xBC7D8FB4C14C56EE, double 0x3FF5E75BB8D015E7, double 0xBFD419B423D5E8C6, double 0xBC55B7648704E721, double 0x3FF5C9882B931057, double 0xBFD3C25277333183, double 0xBC7152D81AF5713A, double 0x3FF5AC056B015AC0, double 0xBFD36B6776BE1116, double 0x3C5324F0E8838590, double 0x3FF58ED2308158ED, double 0xBFD314F1E1D35CE3, double 0xBC722966F61A3C23, double 0x3FF571ED3C506B3A, double 0xBFD2BEF07CDC9355, double 0x3C722DAD7FD86088, double 0x3FF5555555555555, double 0xBFD269621134DB91, double 0xBC7E0EFADD9DB02A, double 0x3FF5390948F40FEB, double 0xBFD214456D0EB8D5, double 0x3C550A2DCA28B3ED, double 0x3FF51D07EAE2F815, double 0xBFD1BF99635A6B95, double 0x3C7E9575C2124912, double 0x3FF5015015015015, double 0xBFD16B5CCBACFB73, double 0xBC756FBD28B40935, double 0x3FF4E5E0A72F0539, double 0xBFD1178E8227E47A, double 0xBC7B8CE2D07F1CB7, double 0x3FF4CAB88725AF6E, double 0xBFD0C42D676162E2, double 0x3C75A74E18A8BB85, double 0x3FF4AFD6A052BF5B, double 0xBFD07138604D5864, double 0x3C324E912B16EC8B, double 0x3FF49539E3B2D067, double 0xBFD01EAE5626C691, double 0xBC6D9F5BD0B5B348, double 0x3FF47AE147AE147B, double 0xBFCF991C6CB3B37A, double 0xBC5ECCA0CDF30143, double 0x3FF460CBC7F5CF9A, double 0xBFCEF5ADE4DCFFE5, double 0xBC57754D2238F75F, double 0x3FF446F86562D9FB, double 0xBFCE530EFFE71013, double 0x3C6F7627EF82F3F0, double 0x3FF42D6625D51F87, double 0xBFCDB13DB0D48941, double 0x3C68AF715B0349A4, double 0x3FF4141414141414, double 0xBFCD1037F2655E7B, double 0x3C53F3ADB7B71CBC, double 0x3FF3FB013FB013FB, double 0xBFCC6FFBC6F00F71, double 0x3C6AE58B2C57A4A5, double 0x3FF3E22CBCE4A902, double 0xBFCBD087383BD8AA, double 0x3C41165504AD749E, double 0x3FF3C995A47BABE7, double 0xBFCB31D8575BCE3B, double 0x3C40D4EACE1AA537, double 0x3FF3B13B13B13B14, double 0xBFCA93ED3C8AD9E5, double 0xBC6BCAFA9DE97202, double 0x3FF3991C2C187F63, double 0xBFC9F6C407089663, double 0x3C652979A7E86605, double 0x3FF3813813813814, double 0xBFC95A5ADCF70182, double 0xBC68A16283FDBD1C, double 0x3FF3698DF3DE0748, double 0xBFC8BEAFEB38FE8F, double 0x3C454AAE92CD0B87, double 0x3FF3521CFB2B78C1, double 0xBFC823C16551A3C0, double 0xBC66DCD318F4187E, double 0x3FF33AE45B57BCB2, double 0xBFC7898D85444C74, double 0xBC3BE3DBAF3EC804, double 0x3FF323E34A2B10BF, double 0xBFC6F0128B756AB9, double 0x3C437967087859B9, double 0x3FF30D190130D190, double 0xBFC6574EBE8C1339, double 0xBC6C5961E173BC82, double 0x3FF2F684BDA12F68, double 0xBFC5BF406B543DB0, double 0x3C21F5B44C0DF7F7, double 0x3FF2E025C04B8097, double 0xBFC527E5E4A1B58D, double 0x3C3B8D4B411CADFF, double 0x3FF2C9FB4D812CA0, double 0xBFC4913D8333B563, double 0x3C50D5604930F137, double 0x3FF2B404AD012B40, double 0xBFC3FB45A59928CA, double 0x3C6D87E6A354D057, double 0x3FF29E4129E4129E, double 0xBFC365FCB0159014, double 0xBC6BEA08D2DCA256, double 0x3FF288B01288B013, double 0xBFC2D1610C86813D, double 0xBC3D997036941A6D, double 0x3FF27350B8812735, double 0xBFC23D712A49C201, double 0xBC651C7E9EFAE297, double 0x3FF25E22708092F1, double 0xBFC1AA2B7E23F729, double 0xBC66E44389934420, double 0x3FF2492492492492, double 0xBFC1178E8227E47A, double 0x3C50E63A5F01C693, double 0x3FF23456789ABCDF, double 0xBFC08598B59E3A07, double 0x3C6FD7009902BF32, double 0x3FF21FB78121FB78, double 0xBFBFE89139DBD565, double 0x3C5AC9F4215F9394, double 0x3FF20B470C67C0D9, double 0xBFBEC739830A1126, double 0xBC5EEA033743F95B, double 0x3FF1F7047DC11F70, double 0xBFBDA7276384469E, double 0xBC5401FA71733017, double 0x3FF1E2EF3B3FB874, double 0xBFBC885801BC4B20, double 0x3C55C734AA6598FC, double 0x3FF1CF06ADA2811D, double 0xBFBB6AC88DAD5B1D, double 0x3C5002BF768E52D0, double 0x3FF1BB4A4046ED29, double 0xBFBA4E7640B1BC38, double 0x3C59B5CA203E4259, double 0x3FF1A7B9611A7B96, double 0xBFB9335E5D594988, double 0x3C5478A85704CCB7, double 0x3FF19453808CA29C, double 0xBFB8197E2F40E3F0, double 0x3C4230690020895F, double 0x3FF1811811811812, double 0xBFB700D30AEAC0E8, double 0xBC4A36A677B4C8B2, double 0x3FF16E0689427379, double 0xBFB5E95A4D9791CD, double 0x3C54C78BA3A3BAF6, double 0x3FF15B1E5F75270D, double 0xBFB4D3115D207EAC, double 0xBC3DA7D0B1E10B2F, double 0x3FF1485F0E0ACD3B, double 0xBFB3BDF5A7D1EE5E, double 0xBC3F52EDA76B68AC, double 0x3FF135C81135C811, double 0xBFB2AA04A44717A1, double 0xBC5AEA2C72D05C08, double 0x3FF12358E75D3033, double 0xBFB1973BD1465561, double 0x3C57AAC1B3D35680, double 0x3FF1111111111111, double 0xBFB08598B59E3A06, double 0x3C5DD7009902BF32, double 0x3FF0FEF010FEF011, double 0xBFAEEA31C006B87C, double 0x3C37C9F9276F6CD8, double 0x3FF0ECF56BE69C90, double 0xBFACCB73CDDDB2D0, double 0x3C4E48FB0500EFD5, double 0x3FF0DB20A88F4696, double 0xBFAAAEF2D0FB1108, double 0xBC468D4EED0B82AE, double 0x3FF0C9714FBCDA3B, double 0xBFA894AA149FB34B, double 0x3C42BA0B44CFAEE5, double 0x3FF0B7E6EC259DC8, double 0xBFA67C94F2D4BB65, double 0xBC40413E6505E5F9, double 0x3FF0A6810A6810A7, double 0xBFA466AED42DE3F9, double 0x3C39BADEFE942718, double 0x3FF0953F39010954, double 0xBFA252F32F8D1840, double 0xBC2AE021B67A9BA8, double 0x3FF0842108421084, double 0xBFA0415D89E74440, double 0xBC4C05CF1D753621, double 0x3FF073260A47F7C6, double 0xBF9C63D2EC14AAD7, double 0xBC08FE7ACBCA131D, double 0x3FF0624DD2F1A9FC, double 0xBF98492528C8CAC5, double 0x3C3D192D0619FA68, double 0x3FF05197F7D73404, double 0xBF9432A925980CBC, double 0x3C38CDAF39004193, double 0x3FF0410410410410, double 0xBF90205658935837, double 0xBC327C8E8416E717, double 0x3FF03091B51F5E1A, double 0xBF882448A388A283, double 0xBC104B16137F0970, double 0x3FF0204081020408, double 0xBF8010157588DE69, double 0xBC146662D417CECE, double 0x3FF0101010101010, double 0xBF70080559588B25, double 0xBC1F96638CF63675, double 1.0, double -0.0, double 0.0, double 0x3FEFC07F01FC07F0, double 0x3F7FE02A6B106799, double 0xBBCE44B7E3711E7F, double 0x3FEF81F81F81F820, double 0x3F8FC0A8B0FC03C4, double 0xBC183092C5964281, double 0x3FEF44659E4A4271, double 0x3F97B91B07D5B126, double 0xBC16D80AB38E9430, double 0x3FEF07C1F07C1F08, double 0x3F9F829B0E7832F8, double 0x3C333E3F04F1EF25, double 0x3FEECC07B301ECC0, double 0x3FA39E87B9FEBD68, double 0xBC45BFA937F551B7, double 0x3FEE9131ABF0B767, double 0x3FA77458F632DCFF, double 0x3C08D3CA87B92968, double 0x3FEE573AC901E574, double 0x3FAB42DD711971B9, double 0x3C40A34531F67DB5, double 0x3FEE1E1E1E1E1E1E, double 0x3FAF0A30C01162A8, double 0x3C485F325C5BBACD, double 0x3FEDE5D6E3F8868A, double 0x3FB16536EEA37AE3, double 0x3C52189705CF74CA, double 0x3FEDAE6076B981DB, double 0x3FB341D7961BD1D0, double 0xBC53599F227BECBB, double 0x3FED77B654B82C34, double 0x3FB51B073F06183C, double 0xBC55B61C65E5741A, double 0x3FED41D41D41D41D, double 0x3FB6F0D28AE56B4E, double 0xBC420DB323097324, double 0x3FED0CB58F6EC074, double 0x3FB8C345D6319B23, double 0xBC5294D2F5668495, double 0x3FECD85689039B0B, double 0x3FBA926D3A4AD562, double 0xBC4D7A16EAB1E2AD, double 0x3FECA4B3055EE191, double 0x3FBC5E548F5BC743, double 0x3C42EB0BF7C0B0D9, double 0x3FEC71C71C71C71C, double 0x3FBE27076E2AF2EA, double 0xBC361578001E015A, double 0x3FEC3F8F01C3F8F0, double 0x3FBFEC9131DBEABC, double 0xBC55746B9981B36C, double 0x3FEC0E070381C0E0, double 0x3FC0D77E7CD08E5B, double 0x3C69A5DC5E9030AD, double 0x3FEBDD2B899406F7, double 0x3FC1B72AD52F67A2, double 0xBC6FBE7EE5C69946, double 0x3FEBACF914C1BAD0, double 0x3FC29552F81FF521, double 0x3C6301771C407DC0, double 0x3FEB7D6C3DDA338B, double 0x3FC371FC201E8F75, double 0x3C1E6CB62AF18A02, double 0x3FEB4E81B4E81B4F, double 0x3FC44D2B6CCB7D1C, double 0x3C47D3D950F87E23, double 0x3FEB2036406C80D9, double 0x3FC526E5E3A1B438, double 0xBC6546FF8A470D3A, double 0x3FEAF286BCA1AF28, double 0x3FC5FF3070A793D6, double 0xBC5BC60EFAFC6F6C, double 0x3FEAC5701AC5701B, double 0x3FC6D60FE719D21B, double 0x3C6D551D97132E87, double 0x3FEA98EF606A63BE, double 0x3FC7AB890210D907, double 0xBC61072534A57E7D, double 0x3FEA6D01A6D01A6D, double 0x3FC87FA06520C911, double 0xBC69F7FDBFA08D9A, double 0x3FEA41A41A41A41A, double 0x3FC9525A9CF456B6, double 0xBC626FB3E2B1D1DA, double 0x3FEA16D3F97A4B02, double 0x3FCA23BC1FE2B561, double 0x3C624DC46C1EA664, double 0x3FE9EC8E951033D9, double 0x3FCAF3C94E80BFF3, double 0x3C6A3398064DF33E, double 0x3FE9C2D14EE4A102, double 0x3FCBC286742D8CD4, double 0x3C5CFCE744870F57, double 0x3FE999999999999A, double 0x3FCC8FF7C79A9A20, double 0xBC64F689F8434011, double 0x3FE970E4F80CB872, double 0x3FCD5C216B4FBB94, double 0xBC5A37794D03657D, double 0x3FE948B0FCD6E9E0, double 0x3FCE27076E2AF2E8, double 0xBC461578001E015E, double 0x3FE920FB49D0E229, double 0x3FCEF0ADCBDC5935, double 0x3C6E8637950DC20D, double 0x3FE8F9C18F9C18FA, double 0x3FCFB9186D5E3E29, double 0x3C6355519B0DE535, double 0x3FE8D3018D3018D3, double 0x3FD0402594B4D041, double 0xBC608EC217A5022D, double 0x3FE8ACB90F6BF3AA, double 0x3FD0A324E27390E2, double 0x3C7BDCFDE8061C03, double 0x3FE886E5F0ABB04A, double 0x3FD1058BF9AE4AD4, double 0x3C03F415699663EC, double 0x3FE8618618618618, double 0x3FD1675CABABA60F, double 0x3C2CE63EAB883727, double 0x3FE83C977AB2BEDD, double 0x3FD1C898C16999FB, double 0x3C79F1A39D500E3C, double 0x3FE8181818181818, double 0x3FD22941FBCF7966, double 0xBC5DBD7AC258A2BD, double 0x3FE7F405FD017F40, double 0x3FD2895A13DE86A4, double 0x3C77AD24C13F040F, double 0x3FE7D05F417D05F4, double 0x3FD2E8E2BAE11D31, double 0xBC61E99B72BD7BF2, double 0x3FE7AD2208E0ECC3, double 0x3FD347DD9A987D56, double 0xBC716EA62C048CFB, double 0x3FE78A4C8178A4C8, double 0x3FD3A64C556945EA, double 0x3C3CBCD735D03424, double 0x3FE767DCE434A9B1, double 0x3FD404308686A7E4, double 0xBC6F79F6C1059CDB, double 0x3FE745D1745D1746, double 0x3FD4618BC21C5EC2, double 0xBC27A42642661C62, double 0x3FE724287F46DEBC, double 0x3FD4BE5F957778A1, double 0xBC54B366B609027A, double 0x3FE702E05C0B8170, double 0x3FD51AAD872DF82E, double 0xBC7D8DB0A7CC1543, double 0x3FE6E1F76B4337C7, double 0x3FD5767717455A6C, double 0xBC6FB2A49AF933E8, double 0x3FE6C16C16C16C17, double 0x3FD5D1BDBF5809CA, double 0xBC77DC9C7C23801F], align 16
@alpyna.exp.table = internal constant [256 x double] [double 1.0, double 0.0, double 0x3FF0163DA9FB3335, double 0x3C9B61299AB8CDB7, double 0x3FF02C9A3E778061, double 0xBC719083535B085D, double 0x3FF04315E86E7F85, double 0xBC90A31C1977C96E, double 0x3FF059B0D3158574, double 0x3C8D73E2A475B465, double 0x3FF0706B29DDF6DE, double 0xBC8C91DFE2B13C27, double 0x3FF0874518759BC8, double 0x3C6186BE4BB284FF, double 0x3FF09E3ECAC6F383, double 0x3C91487818316136, double 0x3FF0B5586CF9890F, double 0x3C98A62E4ADC610B, double 0x3FF0CC922B7247F7, double 0x3C901EDC16E24F71, double 0x3FF0E3EC32D3D1A2, double 0x3C403A1727C57B53, double 0x3FF0FB66AFFED31B, double 0xBC6B9BEDC44EBD7B, double 0x3FF11301D0125B51, double 0xBC96C51039449B3A, double 0x3FF12ABDC06C31CC, double 0xBC51B514B36CA5C7, double 0x3FF1429AAEA92DE0, double 0xBC932FBF9AF1369E, double 0x3FF15A98C8A58E51, double 0x3C82406AB9EEAB0A, double 0x3FF172B83C7D517B, double 0xBC819041B9D78A76, double 0x3FF18AF9388C8DEA, double 0xBC911023D1970F6C, double 0x3FF1A35BEB6FCB75, double 0x3C8E5B4C7B4968E4, double 0x3FF1BBE084045CD4, double 0xBC995386352EF607, double 0x3FF1D4873168B9AA, double 0x3C9E016E00A2643C, double 0x3FF1ED5022FCD91D, double 0xBC91DF98027BB78C, double 0x3FF2063B88628CD6, double 0x3C8DC775814A8495, double 0x3FF21F49917DDC96, double 0x3C82A97E9494A5EE, double 0x3FF2387A6E756238, double 0x3C99B07EB6C70573, double 0x3FF251CE4FB2A63F, double 0x3C8AC155BEF4F4A4, double 0x3FF26B4565E27CDD, double 0x3C82BD339940E9D9, double 0x3FF284DFE1F56381, double 0xBC9A4C3A8C3F0D7E, double 0x3FF29E9DF51FDEE1, double 0x3C8612E8AFAD1255, double 0x3FF2B87FD0DAD990, double 0xBC410ADCD6381AA4, double 0x3FF2D285A6E4030B, double 0x3C90024754DB41D5, double 0x3FF2ECAFA93E2F56, double 0x3C71CA0F45D52383, double 0x3FF306FE0A31B715, double 0x3C86F46AD23182E4, double 0x3FF32170FC4CD831, double 0x3C8A9CE78E18047C, double 0x3FF33C08B26416FF, double 0x3C932721843659A6, double 0x3FF356C55F929FF1, double 0xBC8B5CEE5C4E4628, double 0x3FF371A7373AA9CB, double 0xBC963AEABF42EAE2, double 0x3FF38CAE6D05D866, double 0xBC9E958D3C9904BD, double 0x3FF3A7DB34E59FF7, double 0xBC75E436D661F5E3, double 0x3FF3C32DC313A8E5, double 0xBC9EFFF8375D29C3, double 0x3FF3DEA64C123422, double 0x3C8ADA0911F09EBC, double 0x3FF3FA4504AC801C, double 0xBC97D023F956F9F3, double 0x3FF4160A21F72E2A, double 0xBC5EF3691C309278, double 0x3FF431F5D950A897, double 0xBC81C7DDE35F7999, double 0x3FF44E086061892D, double 0x3C489B7A04EF80D0, double 0x3FF46A41ED1D0057, double 0x3C9C944BD1648A76, double 0x3FF486A2B5C13CD0, double 0x3C73C1A3B69062F0, double 0x3FF4A32AF0D7D3DE, double 0x3C99CB62F3D1BE56, double 0x3FF4BFDAD5362A27, double 0x3C7D4397AFEC42E2, double 0x3FF4DCB299FDDD0D, double 0x3C98ECDBBC6A7833, double 0x3FF4F9B2769D2CA7, double 0xBC94B309D25957E3, double 0x3FF516DAA2CF6642, double 0xBC8F768569BD93EF, double 0x3FF5342B569D4F82, double 0xBC807ABE1DB13CAD, double 0x3FF551A4CA5D920F, double 0xBC8D689CEFEDE59B, double 0x3FF56F4736B527DA, double 0x3C99BB2C011D93AD, double 0x3FF58D12D497C7FD, double 0x3C8295E15B9A1DE8, double 0x3FF5AB07DD485429, double 0x3C96324C054647AD, double 0x3FF5C9268A5946B7, double 0x3C3C4B1B816986A2, double 0x3FF5E76F15AD2148, double 0x3C9BA6F93080E65E, double 0x3FF605E1B976DC09, double 0xBC93E2429B56DE47, double 0x3FF6247EB03A5585, double 0xBC9383C17E40B497, double 0x3FF6434634CCC320, double 0xBC8C483C759D8933, double 0x3FF6623882552225, double 0xBC9BB60987591C34, double 0x3FF68155D44CA973, double 0x3C6038AE44F73E65, double 0x3FF6A09E667F3BCD, double 0xBC9BDD3413B26456, double 0x3FF6C012750BDABF, double 0xBC72895667FF0B0D, double 0x3FF6DFB23C651A2F, double 0xBC6BBE3A683C88AB, double 0x3FF6FF7DF9519484, double 0xBC883C0F25860EF6, double 0x3FF71F75E8EC5F74, double 0xBC816E4786887A99, double 0x3FF73F9A48A58174, double 0xBC90A8D96C65D53C, double 0x3FF75FEB564267C9, double 0xBC90245957316DD3, double 0x3FF780694FDE5D3F, double 0x3C9866B80A02162D, double 0x3FF7A11473EB0187, double 0xBC841577EE04992F, double 0x3FF7C1ED0130C132, double 0x3C9F124CD1164DD6, double 0x3FF7E2F336CF4E62, double 0x3C705D02BA15797E, double 0x3FF80427543E1A12, double 0xBC927C86626D972B, double 0x3FF82589994CCE13, double 0xBC9D4C1DD41532D8, double 0x3FF8471A4623C7AD, double 0xBC88D684A341CDFB, double 0x3FF868D99B4492ED, double 0xBC9FC6F89BD4F6BA, double 0x3FF88AC7D98A6699, double 0x3C9994C2F37CB53A, double 0x3FF8ACE5422AA0DB, double 0x3C96E9F156864B27, double 0x3FF8CF3216B5448C, double 0xBC70D55E32E9E3AA, double 0x3FF8F1AE99157736, double 0x3C85CC13A2E3976C, double 0x3FF9145B0B91FFC6, double 0xBC9DD6792E582524, double 0x3FF93737B0CDC5E5, double 0xBC675FC781B57EBC, double 0x3FF95A44CBC8520F, double 0xBC764B7C96A5F039, double 0x3FF97D829FDE4E50, double 0xBC9D185B7C1B85D1, double 0x3FF9A0F170CA07BA, double 0xBC9173BD91CEE632, double 0x3FF9C49182A3F090, double 0x3C7C7C46B071F2BE, double 0x3FF9E86319E32323, double 0x3C7824CA78E64C6E, double 0x3FFA0C667B5DE565, double 0xBC9359495D1CD533, double 0x3FFA309BEC4A2D33, double 0x3C96305C7DDC36AB, double 0x3FFA5503B23E255D, double 0xBC9D2F6EDB8D41E1, double 0x3FFA799E1330B358, double 0x3C9BCB7ECAC563C7, double 0x3FFA9E6B5579FDBF, double 0x3C90FAC90EF7FD31, double 0x3FFAC36BBFD3F37A, double 0xBC8F9234CAE76CD0, double 0x3FFAE89F995AD3AD, double 0x3C97A1CD345DCC81, double 0x3FFB0E07298DB666, double 0xBC9BDEF54C80E425, double 0x3FFB33A2B84F15FB, double 0xBC62805E3084D708, double 0x3FFB59728DE5593A, double 0xBC9C71DFBBBA6DE3, double 0x3FFB7F76F2FB5E47, double 0xBC75584F7E54AC3B, double 0x3FFBA5B030A1064A, double 0xBC9EFCD30E54292E, double 0x3FFBCC1E904BC1D2, double 0x3C823DD07A2D9E84, double 0x3FFBF2C25BD71E09, double 0xBC9EFDCA3F6B9C73, double 0x3FFC199BDD85529C, double 0x3C811065895048DD, double 0x3FFC40AB5FFFD07A, double 0x3C9B4537E083C60A, double 0x3FFC67F12E57D14B, double 0x3C92884DFF483CAD, double 0x3FFC8F6D9406E7B5, double 0x3C71ACBC48805C44, double 0x3FFCB720DCEF9069, double 0x3C7503CBD1E949DB, double 0x3FFCDF0B555DC3FA, double 0xBC8DD83B53829D72, double 0x3FFD072D4A07897C, double 0xBC9CBC3743797A9C, double 0x3FFD2F87080D89F2, double 0xBC9D487B719D8578, double 0x3FFD5818DCFBA487, double 0x3C82ED02D75B3707, double 0x3FFD80E316C98398, double 0xBC911EC18BEDDFE8, double 0x3FFDA9E603DB3285, double 0x3C9C2300696DB532, double 0x3FFDD321F301B460, double 0x3C92DA5778F018C3, double 0x3FFDFC97337B9B5F, double 0xBC91A5CD4F184B5C, double 0x3FFE264614F5A129, double 0xBC97B627817A1496, double 0x3FFE502EE78B3FF6, double 0x3C839E8980A9CC8F, double 0x3FFE7A51FBC74C83, double 0x3C92D522CA0C8DE2, double 0x3FFEA4AFA2A490DA, double 0xBC9E9C23179C2893, double 0x3FFECF482D8E67F1, double 0xBC9C93F3B411AD8C, double 0x3FFEFA1BEE615A27, double 0x3C9DC7F486A4B6B0, double 0x3FFF252B376BBA97, double 0x3C93A1A5BF0D8E43, double 0x3FFF50765B6E4540, double 0x3C99D3E12DD8A18B, double 0x3FFF7BFDAD9CBE14, double 0xBC9DBB12D006350A, double 0x3FFFA7C1819E90D8, double 0x3C874853F3A5931E, double 0x3FFFD3C22B8F71F1, double 0x3C62EB74966579E7], align 16

define i64 @black_scholes_helper_l34(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%s.addr = alloca double
	store double 0.0, double* %s.addr
	%x.addr = alloca double
	store double 0.0, double* %x.addr
	%t.addr = alloca double
	store double 0.0, double* %t.addr
	%sqrt_t.addr = alloca double
	store double 0.0, double* %sqrt_t.addr
	%d1.addr = alloca double
	store double 0.0, double* %d1.addr
	%e.addr = alloca double
	store double 0.0, double* %e.addr
	%"k\C2\B7cnd1.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd1.addr"
	%"tail\C2\B7cnd1.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd1.addr"
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%"cnd\C2\B71.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B71.addr"
	%"d\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"d\C2\B7cnd2.addr"
	%"k\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd2.addr"
	%"tail\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd2.addr"
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%"cnd\C2\B72.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B72.addr"
	%"d\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"d\C2\B7cnd3.addr"
	%"k\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd3.addr"
	%"tail\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd3.addr"
	%__p3.addr = alloca i1
	store i1 false, i1* %__p3.addr
	%"cnd\C2\B73.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B73.addr"
	%"k\C2\B7cnd4.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd4.addr"
	%"tail\C2\B7cnd4.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd4.addr"
	%__p4.addr = alloca i1
	store i1 false, i1* %__p4.addr
	%"cnd\C2\B74.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B74.addr"
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 5
	%price.data = load i64, i64* %3, align 8
	%price = inttoptr i64 %price.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 9
	%strike.data = load i64, i64* %4, align 8
	%strike = inttoptr i64 %strike.data to double*
	%5 = getelementptr inbounds i64, i64* %args, i64 11
	%years.data = load i64, i64* %5, align 8
	%years = inttoptr i64 %years.data to double*
	%deferred.pending = alloca i64
	store i64 -1, i64* %deferred.pending
	%deferred.iter = alloca i64
	store i64 -1, i64* %deferred.iter
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%r = load i64, i64* %6, align 8
	%7 = bitcast i64 %r to double
	%8 = getelementptr inbounds i64, i64* %args, i64 2
	%v = load i64, i64* %8, align 8
	%9 = bitcast i64 %v to double
	%10 = getelementptr inbounds i64, i64* %args, i64 3
	%call.data = load i64, i64* %10, align 8
	%call = inttoptr i64 %call.data to double*
	%11 = getelementptr inbounds i64, i64* %args, i64 7
	%put.data = load i64, i64* %11, align 8
	%put = inttoptr i64 %put.data to double*
	br label %start

start:
	%12 = icmp slt i64 0, %n
	%13 = sub i64 %n, 0
	%14 = select i1 %12, i64 %13, i64 0
	%15 = icmp slt i64 %i.from, 0
	%16 = select i1 %15, i64 0, i64 %i.from
	%17 = icmp slt i64 %i.to, 0
	%18 = select i1 %17, i64 0, i64 %i.to
	%19 = icmp ult i64 %14, %18
	%20 = select i1 %19, i64 %14, i64 %18
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %start ], [ %346, %i.latch ]
	%21 = icmp ult i64 %i.it, %20
	br i1 %21, label %i.body, label %i.exit

i.body:
	store i64 -1, i64* %deferred.iter
	%22 = add nsw i64 0, %i.it
	store i64 %22, i64* %i.addr
	%23 = load i64, i64* %i.addr
	%24 = getelementptr inbounds double, double* %price, i64 %23
	%25 = load double, double* %24, align 8, !noalias !5, !llvm.access.group !10
	store double %25, double* %s.addr
	%26 = load i64, i64* %i.addr
	%27 = getelementptr inbounds double, double* %strike, i64 %26
	%28 = load double, double* %27, align 8, !noalias !8, !llvm.access.group !10
	store double %28, double* %x.addr
	%29 = load i64, i64* %i.addr
	%30 = getelementptr inbounds double, double* %years, i64 %29
	%31 = load double, double* %30, align 8, !noalias !9, !llvm.access.group !10
	store double %31, double* %t.addr
	%32 = load double, double* %t.addr
	%33 = call double @llvm.sqrt.f64(double %32)
	%34 = fcmp uno double %33, %33
	%35 = fcmp uno double %32, %32
	%36 = xor i1 %35, true
	%37 = and i1 %34, %36
	%38 = load i64, i64* %deferred.iter
	%39 = icmp eq i64 %38, -1
	%40 = and i1 %37, %39
	%41 = select i1 %40, i64 19, i64 %38
	store i64 %41, i64* %deferred.iter
	%42 = call double @llvm.fabs.f64(double %33)
	%43 = fcmp oeq double %42, 0x7FF0000000000000
	%44 = call double @llvm.fabs.f64(double %32)
	%45 = fcmp olt double %44, 0x7FF0000000000000
	%46 = and i1 %43, %45
	%47 = load i64, i64* %deferred.iter
	%48 = icmp eq i64 %47, -1
	%49 = and i1 %46, %48
	%50 = select i1 %49, i64 35, i64 %47
	store i64 %50, i64* %deferred.iter
	store double %33, double* %sqrt_t.addr
	%51 = load double, double* %s.addr
	%52 = load double, double* %x.addr
	%53 = fdiv double %51, %52
	%54 = call double @alpyna.log(double %53) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.log(alpyna.log.v2),_ZGV_LLVM_N4v_alpyna.log(alpyna.log.v4)"
	%55 = fcmp uno double %54, %54
	%56 = fcmp uno double %53, %53
	%57 = xor i1 %56, true
	%58 = and i1 %55, %57
	%59 = load i64, i64* %deferred.iter
	%60 = icmp eq i64 %59, -1
	%61 = and i1 %58, %60
	%62 = select i1 %61, i64 51, i64 %59
	store i64 %62, i64* %deferred.iter
	%63 = call double @llvm.fabs.f64(double %54)
	%64 = fcmp oeq double %63, 0x7FF0000000000000
	%65 = call double @llvm.fabs.f64(double %53)
	%66 = fcmp olt double %65, 0x7FF0000000000000
	%67 = and i1 %64, %66
	%68 = load i64, i64* %deferred.iter
	%69 = icmp eq i64 %68, -1
	%70 = and i1 %67, %69
	%71 = select i1 %70, i64 67, i64 %68
	store i64 %71, i64* %deferred.iter
	%72 = fmul double 0.5, %9
	%73 = fmul double %72, %9
	%74 = fadd double %7, %73
	%75 = load double, double* %t.addr
	%76 = fmul double %74, %75
	%77 = fadd double %54, %76
	%78 = load double, double* %sqrt_t.addr
	%79 = fmul double %9, %78
	%80 = fdiv double %77, %79
	store double %80, double* %d1.addr
	%81 = fneg double %7
	%82 = load double, double* %t.addr
	%83 = fmul double %81, %82
	%84 = call double @alpyna.exp(double %83) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%85 = fcmp uno double %84, %84
	%86 = fcmp uno double %83, %83
	%87 = xor i1 %86, true
	%88 = and i1 %85, %87
	%89 = load i64, i64* %deferred.iter
	%90 = icmp eq i64 %89, -1
	%91 = and i1 %88, %90
	%92 = select i1 %91, i64 83, i64 %89
	store i64 %92, i64* %deferred.iter
	%93 = call double @llvm.fabs.f64(double %84)
	%94 = fcmp oeq double %93, 0x7FF0000000000000
	%95 = call double @llvm.fabs.f64(double %83)
	%96 = fcmp olt double %95, 0x7FF0000000000000
	%97 = and i1 %94, %96
	%98 = load i64, i64* %deferred.iter
	%99 = icmp eq i64 %98, -1
	%100 = and i1 %97, %99
	%101 = select i1 %100, i64 100, i64 %98
	store i64 %101, i64* %deferred.iter
	store double %84, double* %e.addr
	%102 = load double, double* %d1.addr
	%103 = call double @llvm.fabs.f64(double %102)
	%104 = fmul double 0x3FCDA6711871100E, %103
	%105 = fadd double 1.0, %104
	%106 = fdiv double 1.0, %105
	store double %106, double* %"k\C2\B7cnd1.addr"
	%107 = load double, double* %d1.addr
	%108 = fmul double -0.5, %107
	%109 = load double, double* %d1.addr
	%110 = fmul double %108, %109
	%111 = call double @alpyna.exp(double %110) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%112 = fcmp uno double %111, %111
	%113 = fcmp uno double %110, %110
	%114 = xor i1 %113, true
	%115 = and i1 %112, %114
	%116 = load i64, i64* %deferred.iter
	%117 = icmp eq i64 %116, -1
	%118 = and i1 %115, %117
	%119 = select i1 %118, i64 115, i64 %116
	store i64 %119, i64* %deferred.iter
	%120 = call double @llvm.fabs.f64(double %111)
	%121 = fcmp oeq double %120, 0x7FF0000000000000
	%122 = call double @llvm.fabs.f64(double %110)
	%123 = fcmp olt double %122, 0x7FF0000000000000
	%124 = and i1 %121, %123
	%125 = load i64, i64* %deferred.iter
	%126 = icmp eq i64 %125, -1
	%127 = and i1 %124, %126
	%128 = select i1 %127, i64 132, i64 %125
	store i64 %128, i64* %deferred.iter
	%129 = fmul double 0x3FD9884533D43651, %111
	%130 = load double, double* %"k\C2\B7cnd1.addr"
	%131 = fmul double %129, %130
	%132 = load double, double* %"k\C2\B7cnd1.addr"
	%133 = load double, double* %"k\C2\B7cnd1.addr"
	%134 = load double, double* %"k\C2\B7cnd1.addr"
	%135 = load double, double* %"k\C2\B7cnd1.addr"
	%136 = fmul double %135, 0x3FF548CDD6F42943
	%137 = fadd double 0xBFFD23DD4EF278D0, %136
	%138 = fmul double %134, %137
	%139 = fadd double 0x3FFC80EF025F5E68, %138
	%140 = fmul double %133, %139
	%141 = fadd double 0xBFD6D1F0E5A8325B, %140
	%142 = fmul double %132, %141
	%143 = fadd double 0x3FD470BF3A92F8EC, %142
	%144 = fmul double %131, %143
	store double %144, double* %"tail\C2\B7cnd1.addr"
	%145 = load double, double* %d1.addr
	%146 = fcmp ogt double %145, 0.0
	store i1 %146, i1* %__p1.addr
	%147 = load i1, i1* %__p1.addr
	br i1 %147, label %if.then, label %if.end

if.then:
	%148 = load double, double* %"tail\C2\B7cnd1.addr"
	%149 = fsub double 1.0, %148
	store double %149, double* %"cnd\C2\B71.addr"
	br label %if.end

if.end:
	%150 = load i1, i1* %__p1.addr
	%151 = xor i1 %150, true
	br i1 %151, label %if.then.1, label %if.end.1

if.then.1:
	%152 = load double, double* %"tail\C2\B7cnd1.addr"
	store double %152, double* %"cnd\C2\B71.addr"
	br label %if.end.1

if.end.1:
	%153 = load double, double* %d1.addr
	%154 = load double, double* %sqrt_t.addr
	%155 = fmul double %9, %154
	%156 = fsub double %153, %155
	store double %156, double* %"d\C2\B7cnd2.addr"
	%157 = load double, double* %"d\C2\B7cnd2.addr"
	%158 = call double @llvm.fabs.f64(double %157)
	%159 = fmul double 0x3FCDA6711871100E, %158
	%160 = fadd double 1.0, %159
	%161 = fdiv double 1.0, %160
	store double %161, double* %"k\C2\B7cnd2.addr"
	%162 = load double, double* %"d\C2\B7cnd2.addr"
	%163 = fmul double -0.5, %162
	%164 = load double, double* %"d\C2\B7cnd2.addr"
	%165 = fmul double %163, %164
	%166 = call double @alpyna.exp(double %165) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%167 = fcmp uno double %166, %166
	%168 = fcmp uno double %165, %165
	%169 = xor i1 %168, true
	%170 = and i1 %167, %169
	%171 = load i64, i64* %deferred.iter
	%172 = icmp eq i64 %171, -1
	%173 = and i1 %170, %172
	%174 = select i1 %173, i64 147, i64 %171
	store i64 %174, i64* %deferred.iter
	%175 = call double @llvm.fabs.f64(double %166)
	%176 = fcmp oeq double %175, 0x7FF0000000000000
	%177 = call double @llvm.fabs.f64(double %165)
	%178 = fcmp olt double %177, 0x7FF0000000000000
	%179 = and i1 %176, %178
	%180 = load i64, i64* %deferred.iter
	%181 = icmp eq i64 %180, -1
	%182 = and i1 %179, %181
	%183 = select i1 %182, i64 164, i64 %180
	store i64 %183, i64* %deferred.iter
	%184 = fmul double 0x3FD9884533D43651, %166
	%185 = load double, double* %"k\C2\B7cnd2.addr"
	%186 = fmul double %184, %185
	%187 = load double, double* %"k\C2\B7cnd2.addr"
	%188 = load double, double* %"k\C2\B7cnd2.addr"
	%189 = load double, double* %"k\C2\B7cnd2.addr"
	%190 = load double, double* %"k\C2\B7cnd2.addr"
	%191 = fmul double %190, 0x3FF548CDD6F42943
	%192 = fadd double 0xBFFD23DD4EF278D0, %191
	%193 = fmul double %189, %192
	%194 = fadd double 0x3FFC80EF025F5E68, %193
	%195 = fmul double %188, %194
	%196 = fadd double 0xBFD6D1F0E5A8325B, %195
	%197 = fmul double %187, %196
	%198 = fadd double 0x3FD470BF3A92F8EC, %197
	%199 = fmul double %186, %198
	store double %199, double* %"tail\C2\B7cnd2.addr"
	%200 = load double, double* %"d\C2\B7cnd2.addr"
	%201 = fcmp ogt double %200, 0.0
	store i1 %201, i1* %__p2.addr
	%202 = load i1, i1* %__p2.addr
	br i1 %202, label %if.then.2, label %if.end.2

if.then.2:
	%203 = load double, double* %"tail\C2\B7cnd2.addr"
	%204 = fsub double 1.0, %203
	store double %204, double* %"cnd\C2\B72.addr"
	br label %if.end.2

if.end.2:
	%205 = load i1, i1* %__p2.addr
	%206 = xor i1 %205, true
	br i1 %206, label %if.then.3, label %if.end.3

if.then.3:
	%207 = load double, double* %"tail\C2\B7cnd2.addr"
	store double %207, double* %"cnd\C2\B72.addr"
	br label %if.end.3

if.end.3:
	%208 = load double, double* %s.addr
	%209 = load double, double* %"cnd\C2\B71.addr"
	%210 = fmul double %208, %209
	%211 = load double, double* %x.addr
	%212 = load double, double* %e.addr
	%213 = fmul double %211, %212
	%214 = load double, double* %"cnd\C2\B72.addr"
	%215 = fmul double %213, %214
	%216 = fsub double %210, %215
	%217 = load i64, i64* %i.addr
	%218 = getelementptr inbounds double, double* %call, i64 %217
	store double %216, double* %218, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%219 = load double, double* %d1.addr
	%220 = load double, double* %sqrt_t.addr
	%221 = fmul double %9, %220
	%222 = fsub double %219, %221
	store double %222, double* %"d\C2\B7cnd3.addr"
	%223 = load double, double* %"d\C2\B7cnd3.addr"
	%224 = call double @llvm.fabs.f64(double %223)
	%225 = fmul double 0x3FCDA6711871100E, %224
	%226 = fadd double 1.0, %225
	%227 = fdiv double 1.0, %226
	store double %227, double* %"k\C2\B7cnd3.addr"
	%228 = load double, double* %"d\C2\B7cnd3.addr"
	%229 = fmul double -0.5, %228
	%230 = load double, double* %"d\C2\B7cnd3.addr"
	%231 = fmul double %229, %230
	%232 = call double @alpyna.exp(double %231) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%233 = fcmp uno double %232, %232
	%234 = fcmp uno double %231, %231
	%235 = xor i1 %234, true
	%236 = and i1 %233, %235
	%237 = load i64, i64* %deferred.iter
	%238 = icmp eq i64 %237, -1
	%239 = and i1 %236, %238
	%240 = select i1 %239, i64 179, i64 %237
	store i64 %240, i64* %deferred.iter
	%241 = call double @llvm.fabs.f64(double %232)
	%242 = fcmp oeq double %241, 0x7FF0000000000000
	%243 = call double @llvm.fabs.f64(double %231)
	%244 = fcmp olt double %243, 0x7FF0000000000000
	%245 = and i1 %242, %244
	%246 = load i64, i64* %deferred.iter
	%247 = icmp eq i64 %246, -1
	%248 = and i1 %245, %247
	%249 = select i1 %248, i64 196, i64 %246
	store i64 %249, i64* %deferred.iter
	%250 = fmul double 0x3FD9884533D43651, %232
	%251 = load double, double* %"k\C2\B7cnd3.addr"
	%252 = fmul double %250, %251
	%253 = load double, double* %"k\C2\B7cnd3.addr"
	%254 = load double, double* %"k\C2\B7cnd3.addr"
	%255 = load double, double* %"k\C2\B7cnd3.addr"
	%256 = load double, double* %"k\C2\B7cnd3.addr"
	%257 = fmul double %256, 0x3FF548CDD6F42943
	%258 = fadd double 0xBFFD23DD4EF278D0, %257
	%259 = fmul double %255, %258
	%260 = fadd double 0x3FFC80EF025F5E68, %259
	%261 = fmul double %254, %260
	%262 = fadd double 0xBFD6D1F0E5A8325B, %261
	%263 = fmul double %253, %262
	%264 = fadd double 0x3FD470BF3A92F8EC, %263
	%265 = fmul double %252, %264
	store double %265, double* %"tail\C2\B7cnd3.addr"
	%266 = load double, double* %"d\C2\B7cnd3.addr"
	%267 = fcmp ogt double %266, 0.0
	store i1 %267, i1* %__p3.addr
	%268 = load i1, i1* %__p3.addr
	br i1 %268, label %if.then.4, label %if.end.4

if.then.4:
	%269 = load double, double* %"tail\C2\B7cnd3.addr"
	%270 = fsub double 1.0, %269
	store double %270, double* %"cnd\C2\B73.addr"
	br label %if.end.4

if.end.4:
	%271 = load i1, i1* %__p3.addr
	%272 = xor i1 %271, true
	br i1 %272, label %if.then.5, label %if.end.5

if.then.5:
	%273 = load double, double* %"tail\C2\B7cnd3.addr"
	store double %273, double* %"cnd\C2\B73.addr"
	br label %if.end.5

if.end.5:
	%274 = load double, double* %d1.addr
	%275 = call double @llvm.fabs.f64(double %274)
	%276 = fmul double 0x3FCDA6711871100E, %275
	%277 = fadd double 1.0, %276
	%278 = fdiv double 1.0, %277
	store double %278, double* %"k\C2\B7cnd4.addr"
	%279 = load double, double* %d1.addr
	%280 = fmul double -0.5, %279
	%281 = load double, double* %d1.addr
	%282 = fmul double %280, %281
	%283 = call double @alpyna.exp(double %282) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%284 = fcmp uno double %283, %283
	%285 = fcmp uno double %282, %282
	%286 = xor i1 %285, true
	%287 = and i1 %284, %286
	%288 = load i64, i64* %deferred.iter
	%289 = icmp eq i64 %288, -1
	%290 = and i1 %287, %289
	%291 = select i1 %290, i64 211, i64 %288
	store i64 %291, i64* %deferred.iter
	%292 = call double @llvm.fabs.f64(double %283)
	%293 = fcmp oeq double %292, 0x7FF0000000000000
	%294 = call double @llvm.fabs.f64(double %282)
	%295 = fcmp olt double %294, 0x7FF0000000000000
	%296 = and i1 %293, %295
	%297 = load i64, i64* %deferred.iter
	%298 = icmp eq i64 %297, -1
	%299 = and i1 %296, %298
	%300 = select i1 %299, i64 228, i64 %297
	store i64 %300, i64* %deferred.iter
	%301 = fmul double 0x3FD9884533D43651, %283
	%302 = load double, double* %"k\C2\B7cnd4.addr"
	%303 = fmul double %301, %302
	%304 = load double, double* %"k\C2\B7cnd4.addr"
	%305 = load double, double* %"k\C2\B7cnd4.addr"
	%306 = load double, double* %"k\C2\B7cnd4.addr"
	%307 = load double, double* %"k\C2\B7cnd4.addr"
	%308 = fmul double %307, 0x3FF548CDD6F42943
	%309 = fadd double 0xBFFD23DD4EF278D0, %308
	%310 = fmul double %306, %309
	%311 = fadd double 0x3FFC80EF025F5E68, %310
	%312 = fmul double %305, %311
	%313 = fadd double 0xBFD6D1F0E5A8325B, %312
	%314 = fmul double %304, %313
	%315 = fadd double 0x3FD470BF3A92F8EC, %314
	%316 = fmul double %303, %315
	store double %316, double* %"tail\C2\B7cnd4.addr"
	%317 = load double, double* %d1.addr
	%318 = fcmp ogt double %317, 0.0
	store i1 %318, i1* %__p4.addr
	%319 = load i1, i1* %__p4.addr
	br i1 %319, label %if.then.6, label %if.end.6

if.then.6:
	%320 = load double, double* %"tail\C2\B7cnd4.addr"
	%321 = fsub double 1.0, %320
	store double %321, double* %"cnd\C2\B74.addr"
	br label %if.end.6

if.end.6:
	%322 = load i1, i1* %__p4.addr
	%323 = xor i1 %322, true
	br i1 %323, label %if.then.7, label %if.end.7

if.then.7:
	%324 = load double, double* %"tail\C2\B7cnd4.addr"
	store double %324, double* %"cnd\C2\B74.addr"
	br label %if.end.7

if.end.7:
	%325 = load double, double* %x.addr
	%326 = load double, double* %e.addr
	%327 = fmul double %325, %326
	%328 = load double, double* %"cnd\C2\B73.addr"
	%329 = fsub double 1.0, %328
	%330 = fmul double %327, %329
	%331 = load double, double* %s.addr
	%332 = load double, double* %"cnd\C2\B74.addr"
	%333 = fsub double 1.0, %332
	%334 = fmul double %331, %333
	%335 = fsub double %330, %334
	%336 = load i64, i64* %i.addr
	%337 = getelementptr inbounds double, double* %put, i64 %336
	store double %335, double* %337, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	%338 = load i64, i64* %deferred.iter
	%339 = icmp eq i64 %338, -1
	%340 = shl i64 %i.it, 16
	%341 = or i64 %340, %338
	%342 = select i1 %339, i64 -1, i64 %341
	%343 = load i64, i64* %deferred.pending
	%344 = icmp ult i64 %342, %343
	%345 = select i1 %344, i64 %342, i64 %343
	store i64 %345, i64* %deferred.pending
	br label %i.latch

i.latch:
	%346 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	%347 = load i64, i64* %deferred.pending
	%348 = icmp ne i64 %347, -1
	br i1 %348, label %fail.deferred, label %ok, !prof !13

fail.deferred:
	%349 = and i64 %347, 15
	ret i64 %349

ok:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

define internal <2 x double> @alpyna.log.v2(<2 x double> %x) nounwind readnone willreturn {
entry:
	%0 = fcmp oge <2 x double> %x, <double 0x10000000000000, double 0x10000000000000>
	%1 = fcmp olt <2 x double> %x, <double 0x7FF0000000000000, double 0x7FF0000000000000>
	%2 = and <2 x i1> %0, %1
	%3 = select <2 x i1> %2, <2 x double> %x, <2 x double> <double 1.5, double 1.5>
	%4 = bitcast <2 x double> %3 to <2 x i64>
	%5 = sub <2 x i64> %4, <i64 4604525998707310592, i64 4604525998707310592>
	%6 = lshr <2 x i64> %5, <i64 45, i64 45>
	%7 = and <2 x i64> %6, <i64 127, i64 127>
	%8 = ashr <2 x i64> %5, <i64 52, i64 52>
	%9 = shl <2 x i64> %8, <i64 52, i64 52>
	%10 = sub <2 x i64> %4, %9
	%11 = bitcast <2 x i64> %10 to <2 x double>
	%12 = sitofp <2 x i64> %8 to <2 x double>
	%13 = extractelement <2 x i64> %7, i64 0
	%14 = mul i64 %13, 3
	%15 = add i64 %14, 0
	%16 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %15
	%17 = load double, double* %16, align 8
	%18 = insertelement <2 x double> undef, double %17, i64 0
	%19 = add i64 %14, 1
	%20 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %19
	%21 = load double, double* %20, align 8
	%22 = insertelement <2 x double> undef, double %21, i64 0
	%23 = add i64 %14, 2
	%24 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %23
	%25 = load double, double* %24, align 8
	%26 = insertelement <2 x double> undef, double %25, i64 0
	%27 = extractelement <2 x i64> %7, i64 1
	%28 = mul i64 %27, 3
	%29 = add i64 %28, 0
	%30 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %29
	%31 = load double, double* %30, align 8
	%32 = insertelement <2 x double> %18, double %31, i64 1
	%33 = add i64 %28, 1
	%34 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %33
	%35 = load double, double* %34, align 8
	%36 = insertelement <2 x double> %22, double %35, i64 1
	%37 = add i64 %28, 2
	%38 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %37
	%39 = load double, double* %38, align 8
	%40 = insertelement <2 x double> %26, double %39, i64 1
	%41 = fmul <2 x double> %11, %32
	%42 = fneg <2 x double> %41
	%43 = call <2 x double> @llvm.fma.v2f64(<2 x double> %11, <2 x double> %32, <2 x double> %42)
	%44 = fsub <2 x double> %41, <double 1.0, double 1.0>
	%45 = fmul <2 x double> %12, <double 0x3FE62E42FEFA3800, double 0x3FE62E42FEFA3800>
	%46 = fadd <2 x double> %45, %36
	%47 = fsub <2 x double> %46, %45
	%48 = fsub <2 x double> %46, %47
	%49 = fsub <2 x double> %45, %48
	%50 = fsub <2 x double> %36, %47
	%51 = fadd <2 x double> %49, %50
	%52 = fadd <2 x double> %46, %44
	%53 = fsub <2 x double> %52, %46
	%54 = fsub <2 x double> %52, %53
	%55 = fsub <2 x double> %46, %54
	%56 = fsub <2 x double> %44, %53
	%57 = fadd <2 x double> %55, %56
	%58 = fmul <2 x double> %44, %44
	%59 = fneg <2 x double> %58
	%60 = call <2 x double> @llvm.fma.v2f64(<2 x double> %44, <2 x double> %44, <2 x double> %59)
	%61 = fmul <2 x double> %58, <double -0.5, double -0.5>
	%62 = fmul <2 x double> %60, <double -0.5, double -0.5>
	%63 = fmul <2 x double> %44, %43
	%64 = fsub <2 x double> %62, %63
	%65 = fadd <2 x double> %52, %61
	%66 = fsub <2 x double> %65, %52
	%67 = fsub <2 x double> %65, %66
	%68 = fsub <2 x double> %52, %67
	%69 = fsub <2 x double> %61, %66
	%70 = fadd <2 x double> %68, %69
	%71 = fadd <2 x double> %44, %43
	%72 = fmul <2 x double> %71, <double 0x3FBC71C71C71C71C, double 0x3FBC71C71C71C71C>
	%73 = fadd <2 x double> <double -0.125, double -0.125>, %72
	%74 = fmul <2 x double> %71, %73
	%75 = fadd <2 x double> <double 0x3FC2492492492492, double 0x3FC2492492492492>, %74
	%76 = fmul <2 x double> %71, %75
	%77 = fadd <2 x double> <double 0xBFC5555555555555, double 0xBFC5555555555555>, %76
	%78 = fmul <2 x double> %71, %77
	%79 = fadd <2 x double> <double 0x3FC999999999999A, double 0x3FC999999999999A>, %78
	%80 = fmul <2 x double> %71, %79
	%81 = fadd <2 x double> <double -0.25, double -0.25>, %80
	%82 = fmul <2 x double> %71, %81
	%83 = fadd <2 x double> <double 0x3FD5555555555555, double 0x3FD5555555555555>, %82
	%84 = fmul <2 x double> %71, %71
	%85 = fmul <2 x double> %71, %83
	%86 = fmul <2 x double> %84, %85
	%87 = fadd <2 x double> %51, %57
	%88 = fadd <2 x double> %87, %70
	%89 = fadd <2 x double> %88, %64
	%90 = fmul <2 x double> %12, <double 0x3D2EF35793C76730, double 0x3D2EF35793C76730>
	%91 = fadd <2 x double> %90, %40
	%92 = fadd <2 x double> %89, %91
	%93 = fadd <2 x double> %92, %43
	%94 = fadd <2 x double> %93, %86
	%95 = fadd <2 x double> %65, %94
	%96 = fsub <2 x double> %95, %65
	%97 = fsub <2 x double> %94, %96
	%98 = fcmp one <2 x double> %95, <double 0.0, double 0.0>
	%99 = and <2 x i1> %2, %98
	%100 = fmul <2 x double> %97, <double 0x3FF10572620AE4C4, double 0x3FF10572620AE4C4>
	%101 = fadd <2 x double> %95, %100
	%102 = fcmp oeq <2 x double> %101, %95
	%103 = and <2 x i1> %99, %102
	%104 = bitcast <2 x i1> %103 to i2
	%105 = icmp eq i2 %104, -1
	br i1 %105, label %done, label %slow

done:
	%106 = phi <2 x double> [ %95, %entry ], [ %114, %lane ]
	ret <2 x double> %106

slow:
	%107 = xor i2 %104, -1
	%108 = zext i2 %107 to i64
	br label %lane

lane:
	%109 = phi i64 [ %108, %slow ], [ %116, %lane ]
	%110 = phi <2 x double> [ %95, %slow ], [ %114, %lane ]
	%111 = call i64 @llvm.cttz.i64(i64 %109, i1 true)
	%112 = extractelement <2 x double> %x, i64 %111
	%113 = call double @llvm.log.f64(double %112)
	%114 = insertelement <2 x double> %110, double %113, i64 %111
	%115 = sub i64 %109, 1
	%116 = and i64 %109, %115
	%117 = icmp ne i64 %116, 0
	br i1 %117, label %lane, label %done
}

declare <2 x double> @llvm.fma.v2f64(<2 x double> %0, <2 x double> %1, <2 x double> %2) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare i64 @llvm.cttz.i64(i64 %0, i1 %1) nounwind readnone willreturn

define internal <4 x double> @alpyna.log.v4(<4 x double> %x) nounwind readnone willreturn {
entry:
	%0 = fcmp oge <4 x double> %x, <double 0x10000000000000, double 0x10000000000000, double 0x10000000000000, double 0x10000000000000>
	%1 = fcmp olt <4 x double> %x, <double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000>
	%2 = and <4 x i1> %0, %1
	%3 = select <4 x i1> %2, <4 x double> %x, <4 x double> <double 1.5, double 1.5, double 1.5, double 1.5>
	%4 = bitcast <4 x double> %3 to <4 x i64>
	%5 = sub <4 x i64> %4, <i64 4604525998707310592, i64 4604525998707310592, i64 4604525998707310592, i64 4604525998707310592>
	%6 = lshr <4 x i64> %5, <i64 45, i64 45, i64 45, i64 45>
	%7 = and <4 x i64> %6, <i64 127, i64 127, i64 127, i64 127>
	%8 = ashr <4 x i64> %5, <i64 52, i64 52, i64 52, i64 52>
	%9 = shl <4 x i64> %8, <i64 52, i64 52, i64 52, i64 52>
	%10 = sub <4 x i64> %4, %9
	%11 = bitcast <4 x i64> %10 to <4 x double>
	%12 = sitofp <4 x i64> %8 to <4 x double>
	%13 = extractelement <4 x i64> %7, i64 0
	%14 = mul i64 %13, 3
	%15 = add i64 %14, 0
	%16 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %15
	%17 = load double, double* %16, align 8
	%18 = insertelement <4 x double> undef, double %17, i64 0
	%19 = add i64 %14, 1
	%20 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %19
	%21 = load double, double* %20, align 8
	%22 = insertelement <4 x double> undef, double %21, i64 0
	%23 = add i64 %14, 2
	%24 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %23
	%25 = load double, double* %24, align 8
	%26 = insertelement <4 x double> undef, double %25, i64 0
	%27 = extractelement <4 x i64> %7, i64 1
	%28 = mul i64 %27, 3
	%29 = add i64 %28, 0
	%30 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %29
	%31 = load double, double* %30, align 8
	%32 = insertelement <4 x double> %18, double %31, i64 1
	%33 = add i64 %28, 1
	%34 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %33
	%35 = load double, double* %34, align 8
	%36 = insertelement <4 x double> %22, double %35, i64 1
	%37 = add i64 %28, 2
	%38 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %37
	%39 = load double, double* %38, align 8
	%40 = insertelement <4 x double> %26, double %39, i64 1
	%41 = extractelement <4 x i64> %7, i64 2
	%42 = mul i64 %41, 3
	%43 = add i64 %42, 0
	%44 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %43
	%45 = load double, double* %44, align 8
	%46 = insertelement <4 x double> %32, double %45, i64 2
	%47 = add i64 %42, 1
	%48 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %47
	%49 = load double, double* %48, align 8
	%50 = insertelement <4 x double> %36, double %49, i64 2
	%51 = add i64 %42, 2
	%52 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %51
	%53 = load double, double* %52, align 8
	%54 = insertelement <4 x double> %40, double %53, i64 2
	%55 = extractelement <4 x i64> %7, i64 3
	%56 = mul i64 %55, 3
	%57 = add i64 %56, 0
	%58 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %57
	%59 = load double, double* %58, align 8
	%60 = insertelement <4 x double> %46, double %59, i64 3
	%61 = add i64 %56, 1
	%62 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %61
	%63 = load double, double* %62, align 8
	%64 = insertelement <4 x double> %50, double %63, i64 3
	%65 = add i64 %56, 2
	%66 = getelementptr inbounds [384 x double], [384 x double]* @alpyna.log.table, i64 0, i64 %65
	%67 = load double, double* %66, align 8
	%68 = insertelement <4 x double> %54, double %67, i64 3
	%69 = fmul <4 x double> %11, %60
	%70 = fneg <4 x double> %69
	%71 = call <4 x double> @llvm.fma.v4f64(<4 x double> %11, <4 x double> %60, <4 x double> %70)
	%72 = fsub <4 x double> %69, <double 1.0, double 1.0, double 1.0, double 1.0>
	%73 = fmul <4 x double> %12, <double 0x3FE62E42FEFA3800, double 0x3FE62E42FEFA3800, double 0x3FE62E42FEFA3800, double 0x3FE62E42FEFA3800>
	%74 = fadd <4 x double> %73, %64
	%75 = fsub <4 x double> %74, %73
	%76 = fsub <4 x double> %74, %75
	%77 = fsub <4 x double> %73, %76
	%78 = fsub <4 x double> %64, %75
	%79 = fadd <4 x double> %77, %78
	%80 = fadd <4 x double> %74, %72
	%81 = fsub <4 x double> %80, %74
	%82 = fsub <4 x double> %80, %81
	%83 = fsub <4 x double> %74, %82
	%84 = fsub <4 x double> %72, %81
	%85 = fadd <4 x double> %83, %84
	%86 = fmul <4 x double> %72, %72
	%87 = fneg <4 x double> %86
	%88 = call <4 x double> @llvm.fma.v4f64(<4 x double> %72, <4 x double> %72, <4 x double> %87)
	%89 = fmul <4 x double> %86, <double -0.5, double -0.5, double -0.5, double -0.5>
	%90 = fmul <4 x double> %88, <double -0.5, double -0.5, double -0.5, double -0.5>
	%91 = fmul <4 x double> %72, %71
	%92 = fsub <4 x double> %90, %91
	%93 = fadd <4 x double> %80, %89
	%94 = fsub <4 x double> %93, %80
	%95 = fsub <4 x double> %93, %94
	%96 = fsub <4 x double> %80, %95
	%97 = fsub <4 x double> %89, %94
	%98 = fadd <4 x double> %96, %97
	%99 = fadd <4 x double> %72, %71
	%100 = fmul <4 x double> %99, <double 0x3FBC71C71C71C71C, double 0x3FBC71C71C71C71C, double 0x3FBC71C71C71C71C, double 0x3FBC71C71C71C71C>
	%101 = fadd <4 x double> <double -0.125, double -0.125, double -0.125, double -0.125>, %100
	%102 = fmul <4 x double> %99, %101
	%103 = fadd <4 x double> <double 0x3FC2492492492492, double 0x3FC2492492492492, double 0x3FC2492492492492, double 0x3FC2492492492492>, %102
	%104 = fmul <4 x double> %99, %103
	%105 = fadd <4 x double> <double 0xBFC5555555555555, double 0xBFC5555555555555, double 0xBFC5555555555555, double 0xBFC5555555555555>, %104
	%106 = fmul <4 x double> %99, %105
	%107 = fadd <4 x double> <double 0x3FC999999999999A, double 0x3FC999999999999A, double 0x3FC999999999999A, double 0x3FC999999999999A>, %106
	%108 = fmul <4 x double> %99, %107
	%109 = fadd <4 x double> <double -0.25, double -0.25, double -0.25, double -0.25>, %108
	%110 = fmul <4 x double> %99, %109
	%111 = fadd <4 x double> <double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555, double 0x3FD5555555555555>, %110
	%112 = fmul <4 x double> %99, %99
	%113 = fmul <4 x double> %99, %111
	%114 = fmul <4 x double> %112, %113
	%115 = fadd <4 x double> %79, %85
	%116 = fadd <4 x double> %115, %98
	%117 = fadd <4 x double> %116, %92
	%118 = fmul <4 x double> %12, <double 0x3D2EF35793C76730, double 0x3D2EF35793C76730, double 0x3D2EF35793C76730, double 0x3D2EF35793C76730>
	%119 = fadd <4 x double> %118, %68
	%120 = fadd <4 x double> %117, %119
	%121 = fadd <4 x double> %120, %71
	%122 = fadd <4 x double> %121, %114
	%123 = fadd <4 x double> %93, %122
	%124 = fsub <4 x double> %123, %93
	%125 = fsub <4 x double> %122, %124
	%126 = fcmp one <4 x double> %123, <double 0.0, double 0.0, double 0.0, double 0.0>
	%127 = and <4 x i1> %2, %126
	%128 = fmul <4 x double> %125, <double 0x3FF10572620AE4C4, double 0x3FF10572620AE4C4, double 0x3FF10572620AE4C4, double 0x3FF10572620AE4C4>
	%129 = fadd <4 x double> %123, %128
	%130 = fcmp oeq <4 x double> %129, %123
	%131 = and <4 x i1> %127, %130
	%132 = bitcast <4 x i1> %131 to i4
	%133 = icmp eq i4 %132, -1
	br i1 %133, label %done, label %slow

done:
	%134 = phi <4 x double> [ %123, %entry ], [ %142, %lane ]
	ret <4 x double> %134

slow:
	%135 = xor i4 %132, -1
	%136 = zext i4 %135 to i64
	br label %lane

lane:
	%137 = phi i64 [ %136, %slow ], [ %144, %lane ]
	%138 = phi <4 x double> [ %123, %slow ], [ %142, %lane ]
	%139 = call i64 @llvm.cttz.i64(i64 %137, i1 true)
	%140 = extractelement <4 x double> %x, i64 %139
	%141 = call double @llvm.log.f64(double %140)
	%142 = insertelement <4 x double> %138, double %141, i64 %139
	%143 = sub i64 %137, 1
	%144 = and i64 %137, %143
	%145 = icmp ne i64 %144, 0
	br i1 %145, label %lane, label %done
}

declare <4 x double> @llvm.fma.v4f64(<4 x double> %0, <4 x double> %1, <4 x double> %2) nounwind readnone willreturn

define internal double @alpyna.log(double %x) noinline nounwind readnone willreturn {
entry:
	%0 = call double @llvm.log.f64(double %x)
	ret double %0
}

define internal <2 x double> @alpyna.exp.v2(<2 x double> %x) nounwind readnone willreturn {
entry:
	%0 = fcmp oge <2 x double> %x, <double -707.0, double -707.0>
	%1 = fcmp ole <2 x double> %x, <double 709.0, double 709.0>
	%2 = and <2 x i1> %0, %1
	%3 = select <2 x i1> %2, <2 x double> %x, <2 x double> <double 0.0, double 0.0>
	%4 = fmul <2 x double> %3, <double 0x40671547652B82FE, double 0x40671547652B82FE>
	%5 = fadd <2 x double> %4, <double 6.755399441055744e+15, double 6.755399441055744e+15>
	%6 = bitcast <2 x double> %5 to <2 x i64>
	%7 = sub <2 x i64> %6, <i64 u0x4338000000000000, i64 u0x4338000000000000>
	%8 = fsub <2 x double> %5, <double 6.755399441055744e+15, double 6.755399441055744e+15>
	%9 = fmul <2 x double> %8, <double 0x3F762E42FEFA0000, double 0x3F762E42FEFA0000>
	%10 = fsub <2 x double> %3, %9
	%11 = fmul <2 x double> %8, <double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A>
	%12 = fadd <2 x double> %10, %11
	%13 = fmul <2 x double> %12, <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>
	%14 = fadd <2 x double> <double 0x3F81111111111111, double 0x3F81111111111111>, %13
	%15 = fmul <2 x double> %12, %14
	%16 = fadd <2 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555>, %15
	%17 = fmul <2 x double> %12, %16
	%18 = fadd <2 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555>, %17
	%19 = fmul <2 x double> %12, %18
	%20 = fadd <2 x double> <double 0.5, double 0.5>, %19
	%21 = fmul <2 x double> %12, %12
	%22 = fmul <2 x double> %21, %20
	%23 = fadd <2 x double> %11, %22
	%24 = and <2 x i64> %7, <i64 127, i64 127>
	%25 = extractelement <2 x i64> %24, i64 0
	%26 = mul i64 %25, 2
	%27 = add i64 %26, 0
	%28 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %27
	%29 = load double, double* %28, align 8
	%30 = insertelement <2 x double> undef, double %29, i64 0
	%31 = add i64 %26, 1
	%32 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %31
	%33 = load double, double* %32, align 8
	%34 = insertelement <2 x double> undef, double %33, i64 0
	%35 = extractelement <2 x i64> %24, i64 1
	%36 = mul i64 %35, 2
	%37 = add i64 %36, 0
	%38 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %37
	%39 = load double, double* %38, align 8
	%40 = insertelement <2 x double> %30, double %39, i64 1
	%41 = add i64 %36, 1
	%42 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %41
	%43 = load double, double* %42, align 8
	%44 = insertelement <2 x double> %34, double %43, i64 1
	%45 = fmul <2 x double> %40, %10
	%46 = fneg <2 x double> %45
	%47 = call <2 x double> @llvm.fma.v2f64(<2 x double> %40, <2 x double> %10, <2 x double> %46)
	%48 = fmul <2 x double> %44, %10
	%49 = fadd <2 x double> %48, %44
	%50 = fmul <2 x double> %40, %23
	%51 = fadd <2 x double> %49, %50
	%52 = fadd <2 x double> %51, %47
	%53 = fadd <2 x double> %40, %45
	%54 = fsub <2 x double> %53, %40
	%55 = fsub <2 x double> %45, %54
	%56 = fadd <2 x double> %55, %52
	%57 = fadd <2 x double> %53, %56
	%58 = fsub <2 x double> %57, %53
	%59 = fsub <2 x double> %56, %58
	%60 = ashr <2 x i64> %7, <i64 7, i64 7>
	%61 = add <2 x i64> %60, <i64 1023, i64 1023>
	%62 = shl <2 x i64> %61, <i64 52, i64 52>
	%63 = bitcast <2 x i64> %62 to <2 x double>
	%64 = fmul <2 x double> %57, %63
	%65 = fmul <2 x double> %59, <double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB>
	%66 = fadd <2 x double> %57, %65
	%67 = fcmp oeq <2 x double> %66, %57
	%68 = and <2 x i1> %2, %67
	%69 = bitcast <2 x i1> %68 to i2
	%70 = icmp eq i2 %69, -1
	br i1 %70, label %done, label %slow

done:
	%71 = phi <2 x double> [ %64, %entry ], [ %79, %lane ]
	ret <2 x double> %71

slow:
	%72 = xor i2 %69, -1
	%73 = zext i2 %72 to i64
	br label %lane

lane:
	%74 = phi i64 [ %73, %slow ], [ %81, %lane ]
	%75 = phi <2 x double> [ %64, %slow ], [ %79, %lane ]
	%76 = call i64 @llvm.cttz.i64(i64 %74, i1 true)
	%77 = extractelement <2 x double> %x, i64 %76
	%78 = call double @llvm.exp.f64(double %77)
	%79 = insertelement <2 x double> %75, double %78, i64 %76
	%80 = sub i64 %74, 1
	%81 = and i64 %74, %80
	%82 = icmp ne i64 %81, 0
	br i1 %82, label %lane, label %done
}

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

define internal <4 x double> @alpyna.exp.v4(<4 x double> %x) nounwind readnone willreturn {
entry:
	%0 = fcmp oge <4 x double> %x, <double -707.0, double -707.0, double -707.0, double -707.0>
	%1 = fcmp ole <4 x double> %x, <double 709.0, double 709.0, double 709.0, double 709.0>
	%2 = and <4 x i1> %0, %1
	%3 = select <4 x i1> %2, <4 x double> %x, <4 x double> <double 0.0, double 0.0, double 0.0, double 0.0>
	%4 = fmul <4 x double> %3, <double 0x40671547652B82FE, double 0x40671547652B82FE, double 0x40671547652B82FE, double 0x40671547652B82FE>
	%5 = fadd <4 x double> %4, <double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15>
	%6 = bitcast <4 x double> %5 to <4 x i64>
	%7 = sub <4 x i64> %6, <i64 u0x4338000000000000, i64 u0x4338000000000000, i64 u0x4338000000000000, i64 u0x4338000000000000>
	%8 = fsub <4 x double> %5, <double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15>
	%9 = fmul <4 x double> %8, <double 0x3F762E42FEFA0000, double 0x3F762E42FEFA0000, double 0x3F762E42FEFA0000, double 0x3F762E42FEFA0000>
	%10 = fsub <4 x double> %3, %9
	%11 = fmul <4 x double> %8, <double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A>
	%12 = fadd <4 x double> %10, %11
	%13 = fmul <4 x double> %12, <double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17, double 0x3F56C16C16C16C17>
	%14 = fadd <4 x double> <double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111, double 0x3F81111111111111>, %13
	%15 = fmul <4 x double> %12, %14
	%16 = fadd <4 x double> <double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555, double 0x3FA5555555555555>, %15
	%17 = fmul <4 x double> %12, %16
	%18 = fadd <4 x double> <double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555, double 0x3FC5555555555555>, %17
	%19 = fmul <4 x double> %12, %18
	%20 = fadd <4 x double> <double 0.5, double 0.5, double 0.5, double 0.5>, %19
	%21 = fmul <4 x double> %12, %12
	%22 = fmul <4 x double> %21, %20
	%23 = fadd <4 x double> %11, %22
	%24 = and <4 x i64> %7, <i64 127, i64 127, i64 127, i64 127>
	%25 = extractelement <4 x i64> %24, i64 0
	%26 = mul i64 %25, 2
	%27 = add i64 %26, 0
	%28 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %27
	%29 = load double, double* %28, align 8
	%30 = insertelement <4 x double> undef, double %29, i64 0
	%31 = add i64 %26, 1
	%32 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %31
	%33 = load double, double* %32, align 8
	%34 = insertelement <4 x double> undef, double %33, i64 0
	%35 = extractelement <4 x i64> %24, i64 1
	%36 = mul i64 %35, 2
	%37 = add i64 %36, 0
	%38 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %37
	%39 = load double, double* %38, align 8
	%40 = insertelement <4 x double> %30, double %39, i64 1
	%41 = add i64 %36, 1
	%42 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %41
	%43 = load double, double* %42, align 8
	%44 = insertelement <4 x double> %34, double %43, i64 1
	%45 = extractelement <4 x i64> %24, i64 2
	%46 = mul i64 %45, 2
	%47 = add i64 %46, 0
	%48 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %47
	%49 = load double, double* %48, align 8
	%50 = insertelement <4 x double> %40, double %49, i64 2
	%51 = add i64 %46, 1
	%52 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %51
	%53 = load double, double* %52, align 8
	%54 = insertelement <4 x double> %44, double %53, i64 2
	%55 = extractelement <4 x i64> %24, i64 3
	%56 = mul i64 %55, 2
	%57 = add i64 %56, 0
	%58 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %57
	%59 = load double, double* %58, align 8
	%60 = insertelement <4 x double> %50, double %59, i64 3
	%61 = add i64 %56, 1
	%62 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %61
	%63 = load double, double* %62, align 8
	%64 = insertelement <4 x double> %54, double %63, i64 3
	%65 = fmul <4 x double> %60, %10
	%66 = fneg <4 x double> %65
	%67 = call <4 x double> @llvm.fma.v4f64(<4 x double> %60, <4 x double> %10, <4 x double> %66)
	%68 = fmul <4 x double> %64, %10
	%69 = fadd <4 x double> %68, %64
	%70 = fmul <4 x double> %60, %23
	%71 = fadd <4 x double> %69, %70
	%72 = fadd <4 x double> %71, %67
	%73 = fadd <4 x double> %60, %65
	%74 = fsub <4 x double> %73, %60
	%75 = fsub <4 x double> %65, %74
	%76 = fadd <4 x double> %75, %72
	%77 = fadd <4 x double> %73, %76
	%78 = fsub <4 x double> %77, %73
	%79 = fsub <4 x double> %76, %78
	%80 = ashr <4 x i64> %7, <i64 7, i64 7, i64 7, i64 7>
	%81 = add <4 x i64> %80, <i64 1023, i64 1023, i64 1023, i64 1023>
	%82 = shl <4 x i64> %81, <i64 52, i64 52, i64 52, i64 52>
	%83 = bitcast <4 x i64> %82 to <4 x double>
	%84 = fmul <4 x double> %77, %83
	%85 = fmul <4 x double> %79, <double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB>
	%86 = fadd <4 x double> %77, %85
	%87 = fcmp oeq <4 x double> %86, %77
	%88 = and <4 x i1> %2, %87
	%89 = bitcast <4 x i1> %88 to i4
	%90 = icmp eq i4 %89, -1
	br i1 %90, label %done, label %slow

done:
	%91 = phi <4 x double> [ %84, %entry ], [ %99, %lane ]
	ret <4 x double> %91

slow:
	%92 = xor i4 %89, -1
	%93 = zext i4 %92 to i64
	br label %lane

lane:
	%94 = phi i64 [ %93, %slow ], [ %101, %lane ]
	%95 = phi <4 x double> [ %84, %slow ], [ %99, %lane ]
	%96 = call i64 @llvm.cttz.i64(i64 %94, i1 true)
	%97 = extractelement <4 x double> %x, i64 %96
	%98 = call double @llvm.exp.f64(double %97)
	%99 = insertelement <4 x double> %95, double %98, i64 %96
	%100 = sub i64 %94, 1
	%101 = and i64 %94, %100
	%102 = icmp ne i64 %101, 0
	br i1 %102, label %lane, label %done
}

define internal double @alpyna.exp(double %x) noinline nounwind readnone willreturn {
entry:
	%0 = call double @llvm.exp.f64(double %x)
	ret double %0
}

!0 = distinct !{!0, !"alpyna black_scholes_helper_l33"}
!1 = distinct !{!1, !0, !"call"}
!2 = distinct !{!2, !0, !"put"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!1, !2}
!6 = !{!2}
!7 = !{!1}
!8 = !{!1, !2}
!9 = !{!1, !2}
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}
!12 = distinct !{!12, !11}
!13 = !{!"branch_weights", i32 1, i32 2000}
