package numpytables

// The tables and constants of the SVML routines NumPy 1.24 calls for
// float64 log10, cosh, arctan, sinh, tan, arcsin, arccos, cbrt, arctanh,
// arcsinh and arccosh on AVX-512 machines (read from NumPy's
// _multiarray_umath), for package ndarray's Go ports (ndarray/svml*.go)
// and package llvmgen's IR ports (kernelgen/llvmgen/numpymath_*.go).

// SVMLLog10C are __svml_log108's coefficients in the order the port
// uses them, the last log10(2).
var SVMLLog10C = [10]float64{
	0x1.63c62777f27d9p-4, -0x1.bcb7b153c06a3p-4, // pa = r*c0 + c1
	0x1.8c2d828480370p-5, -0x1.bd80d96029814p-5, // pb
	0x1.fc3f6f38b58a2p-5, -0x1.287a63464dc80p-4, // pc
	0x1.287a7636f428cp-3, -0x1.bcb7b1526e4dbp-3, // pd
	0x1.bcb7b1526e50ep-2, // about 1/ln 10
	0x1.34413509f79ffp-2, // log10(2)
}

// SVMLLog10Tab is -log10(rcp) for rcp = 1, 31/32, ..., 17/32 (index
// (16-n)&15 as in logFloat64; entries 8 to 15 for rcp < 0.75 include
// log10(2) for the exponent's increment).
var SVMLLog10Tab = [16]uint64{
	0x0000000000000000, 0xbf9af5f92b00e610, 0xbfaa30a9d609efea, 0xbfb31b3055c47118,
	0xbfb8cf183886480d, 0xbfbe3bc1ab0e19fe, 0xbfc1b3e71ec94f7b, 0xbfc42c7e7fe3fc02,
	0x3fbffbfc2bbc7803, 0x3fbb721cd17157e3, 0x3fb715d0ce367afc, 0x3fb2e3a740b7800f,
	0x3fadb11ed766abf4, 0x3fa5e3966b7e9295, 0x3f9cb38fccd8bfdb, 0x3f8c3d0837784c41,
}

// SVMLCoshC are __svml_cosh8's constants: log2(e), the shifter, ln2 hi
// and lo, the odd polynomial (highest first) and the even one.
var SVMLCoshC = [10]float64{
	0x1.71547652b82fep+0, 0x1.8000000000000p+48,
	0x1.62e42fefc0000p-1, -0x1.c610ca86c3899p-37,
	0x1.a018d76da03dap-13, 0x1.1111111286a0cp-7, 0x1.5555555555543p-3,
	0x1.6c183da08f116p-10, 0x1.5555555484f37p-5, 0x1.0000000000004p-1,
}

// SVMLCoshTabPos is 2**(j/16)/2, svmlCoshTabNeg 2**(-j/16)/2.
var SVMLCoshTabPos = [16]uint64{
	0x3fe0000000000000, 0x3fe0b5586cf9890f, 0x3fe172b83c7d517b, 0x3fe2387a6e756238,
	0x3fe306fe0a31b715, 0x3fe3dea64c123422, 0x3fe4bfdad5362a27, 0x3fe5ab07dd485429,
	0x3fe6a09e667f3bcd, 0x3fe7a11473eb0187, 0x3fe8ace5422aa0db, 0x3fe9c49182a3f090,
	0x3feae89f995ad3ad, 0x3fec199bdd85529c, 0x3fed5818dcfba487, 0x3feea4afa2a490da,
}

var SVMLCoshTabNeg = [16]uint64{
	0x3fe0000000000000, 0x3fdea4afa2a490da, 0x3fdd5818dcfba487, 0x3fdc199bdd85529c,
	0x3fdae89f995ad3ad, 0x3fd9c49182a3f090, 0x3fd8ace5422aa0db, 0x3fd7a11473eb0187,
	0x3fd6a09e667f3bcd, 0x3fd5ab07dd485429, 0x3fd4bfdad5362a27, 0x3fd3dea64c123422,
	0x3fd306fe0a31b715, 0x3fd2387a6e756238, 0x3fd172b83c7d517b, 0x3fd0b5586cf9890f,
}

// SVMLAtanC are __svml_atan8's π/2 and its polynomial pairs (s²*c1 + c2,
// s²*c3 + c4, s²*c5 + c6).
var SVMLAtanC = [7]float64{
	0x1.921fb54442d18p+0,
	0x1.2e9b9f5c4fe97p-4, -0x1.74257c46790ccp-4,
	0x1.c71bfeff916a0p-4, -0x1.249248eef04dap-3,
	0x1.999999998741ep-3, -0x1.555555555554dp-2,
}

// SVMLAtanTab is atan(j/4) for j = 0, ..., 31.
var SVMLAtanTab = [32]uint64{
	0x0000000000000000, 0x3fcf5b75f92c80dd, 0x3fddac670561bb4f, 0x3fe4978fa3269ee1,
	0x3fe921fb54442d18, 0x3fecac7c57846f9e, 0x3fef730bd281f69b, 0x3ff0d38f2c5ba09f,
	0x3ff1b6e192ebbe44, 0x3ff270ef55a53a25, 0x3ff30b6d796a4da8, 0x3ff38d6a6ce13353,
	0x3ff3fc176b7a8560, 0x3ff45b54837351a0, 0x3ff4ae10fc6589a5, 0x3ff4f68dea672617,
	0x3ff5368c951e9cfd, 0x3ff56f6f33a3e6a7, 0x3ff5a25052114e60, 0x3ff5d013c41adabd,
	0x3ff5f97315254857, 0x3ff61f06c6a92b89, 0x3ff6414d44094c7c, 0x3ff660b02c736a06,
	0x3ff67d8863bc99bd, 0x3ff698213a9d5053, 0x3ff6b0bae830c070, 0x3ff6c78c7edeb195,
	0x3ff6dcc57bb565fd, 0x3ff6f08f07435fec, 0x3ff7030cf9403197, 0x3ff7145eac2088a4,
}

// SVMLSinhC are __svml_sinh8's constants: 1/ln 2, the shifter 1.5*2**45
// (whose last 7 bits hold n), ln 2 hi and lo, the odd polynomial's a5, a3
// and the even one's a4, a2.
var SVMLSinhC = [8]float64{
	0x1.71547652b82fep+0, 0x1.8p45,
	0x1.62e42fefa0000p-1, 0x1.cf79abc9e3b3ap-40,
	0x1.111115712f425p-7, 0x1.55555555554adp-3,
	0x1.55555cf16d299p-5, 0x1.ffffffffffdbdp-2,
}

// SVMLSinhTab are, for j = 0, ..., 127, the pairs 2**(j/128)/2 -
// 2**(-j/128)/2 and 2**(-j/128)/2.
var SVMLSinhTab = [256]uint64{
	0x0000000000000000, 0x3fe0000000000000, 0x3f762e4a19bd1e74, 0x3fdfd3c22b8f71f1,
	0x3f862e5f6a0dfd36, 0x3fdfa7c1819e90d8, 0x3f90a2e234040f5f, 0x3fdf7bfdad9cbe14,
	0x3f962eb4abcc5a81, 0x3fdf50765b6e4540, 0x3f9bbab1c5033244, 0x3fdf252b376bba97,
	0x3fa0a372144eeb45, 0x3fdefa1bee615a27, 0x3fa369ab3ffbf8b0, 0x3fdecf482d8e67f1,
	0x3fa63009ba740a2a, 0x3fdea4afa2a490da, 0x3fa8f692d8ea1b5a, 0x3fde7a51fbc74c83,
	0x3fabbd4bf0e31a6f, 0x3fde502ee78b3ff6, 0x3fae843a5840286a, 0x3fde264614f5a129,
	0x3fb0a5b1b2a46d0a, 0x3fddfc97337b9b5f, 0x3fb20966375abcdf, 0x3fddd321f301b460,
	0x3fb36d3d65dca4e8, 0x3fdda9e603db3285, 0x3fb4d139ea06642a, 0x3fdd80e316c98398,
	0x3fb6355e6ffbf9ba, 0x3fdd5818dcfba487, 0x3fb799ada42e4788, 0x3fdd2f87080d89f2,
	0x3fb8fe2a336035bc, 0x3fdd072d4a07897c, 0x3fba62d6caabd6b6, 0x3fdcdf0b555dc3fa,
	0x3fbbc7b617878baf, 0x3fdcb720dcef9069, 0x3fbd2ccac7cb2a11, 0x3fdc8f6d9406e7b5,
	0x3fbe921789b52185, 0x3fdc67f12e57d14b, 0x3fbff79f0befa2c7, 0x3fdc40ab5fffd07a,
	0x3fc0aeb1fecae3a9, 0x3fdc199bdd85529c, 0x3fc161b4871c5cec, 0x3fdbf2c25bd71e09,
	0x3fc214d876f26fd0, 0x3fdbcc1e904bc1d2, 0x3fc2c81f2693816f, 0x3fdba5b030a1064a,
	0x3fc37b89ee88bef7, 0x3fdb7f76f2fb5e47, 0x3fc42f1a27a0b3cd, 0x3fdb59728de5593a,
	0x3fc4e2d12af1e037, 0x3fdb33a2b84f15fb, 0x3fc596b051dd508d, 0x3fdb0e07298db666,
	0x3fc64ab8f61134fa, 0x3fdae89f995ad3ad, 0x3fc6feec718b79d1, 0x3fdac36bbfd3f37a,
	0x3fc7b34c1e9c607f, 0x3fda9e6b5579fdbf, 0x3fc867d957e91912, 0x3fda799e1330b358,
	0x3fc91c95786e5c72, 0x3fda5503b23e255d, 0x3fc9d181db83072f, 0x3fda309bec4a2d33,
	0x3fca869fdcdab512, 0x3fda0c667b5de565, 0x3fcb3bf0d8885d4c, 0x3fd9e86319e32323,
	0x3fcbf1762b00ef69, 0x3fd9c49182a3f090, 0x3fcca731311df0fb, 0x3fd9a0f170ca07ba,
	0x3fcd5d2348201c09, 0x3fd97d829fde4e50, 0x3fce134dcdb1fe3e, 0x3fd95a44cbc8520f,
	0x3fcec9b21fea98ea, 0x3fd93737b0cdc5e5, 0x3fcf80519d5001d3, 0x3fd9145b0b91ffc6,
	0x3fd01b96d26d026a, 0x3fd8f1ae99157736, 0x3fd07723cafa6331, 0x3fd8cf3216b5448c,
	0x3fd0d2d06841b373, 0x3fd8ace5422aa0db, 0x3fd12e9d5a715381, 0x3fd88ac7d98a6699,
	0x3fd18a8b51f5c661, 0x3fd868d99b4492ed, 0x3fd1e69aff7b04d7, 0x3fd8471a4623c7ad,
	0x3fd242cd13edd0f1, 0x3fd82589994cce13, 0x3fd29f22407d0a0c, 0x3fd80427543e1a12,
	0x3fd2fb9b369b0153, 0x3fd7e2f336cf4e62, 0x3fd35838a7fecec8, 0x3fd7c1ed0130c132,
	0x3fd3b4fb46a5a6cc, 0x3fd7a11473eb0187, 0x3fd411e3c4d4302f, 0x3fd780694fde5d3f,
	0x3fd46ef2d517dac8, 0x3fd75feb564267c9, 0x3fd4cc292a48369e, 0x3fd73f9a48a58174,
	0x3fd5298777884b96, 0x3fd71f75e8ec5f74, 0x3fd5870e7047f1bc, 0x3fd6ff7df9519484,
	0x3fd5e4bec8452a1a, 0x3fd6dfb23c651a2f, 0x3fd64299338d7827, 0x3fd6c012750bdabf,
	0x3fd6a09e667f3bcd, 0x3fd6a09e667f3bcd, 0x3fd6fecf15cb0c0b, 0x3fd68155d44ca973,
	0x3fd75d2bf6751239, 0x3fd6623882552225, 0x3fd7bbb5bdd665e8, 0x3fd6434634ccc320,
	0x3fd81a6d219e6963, 0x3fd6247eb03a5585, 0x3fd87952d7d426df, 0x3fd605e1b976dc09,
	0x3fd8d86796d7ae49, 0x3fd5e76f15ad2148, 0x3fd937ac156373c8, 0x3fd5c9268a5946b7,
	0x3fd997210a8daee4, 0x3fd5ab07dd485429, 0x3fd9f6c72dc9ba68, 0x3fd58d12d497c7fd,
	0x3fda569f36e974ea, 0x3fd56f4736b527da, 0x3fdab6a9de1ea215, 0x3fd551a4ca5d920f,
	0x3fdb16e7dbfc4ca3, 0x3fd5342b569d4f82, 0x3fdb7759e9782918, 0x3fd516daa2cf6642,
	0x3fdbd800bfebf932, 0x3fd4f9b2769d2ca7, 0x3fdc38dd1916f025, 0x3fd4dcb299fddd0d,
	0x3fdc99efaf1f1790, 0x3fd4bfdad5362a27, 0x3fdcfb393c92b539, 0x3fd4a32af0d7d3de,
	0x3fdd5cba7c69b19c, 0x3fd486a2b5c13cd0, 0x3fddbe742a06ff34, 0x3fd46a41ed1d0057,
	0x3fde2067013a029d, 0x3fd44e086061892d, 0x3fde8293be3ffb87, 0x3fd431f5d950a897,
	0x3fdee4fb1dc56e75, 0x3fd4160a21f72e2a, 0x3fdf479ddce78f58, 0x3fd3fa4504ac801c,
	0x3fdfaa7cb935acfe, 0x3fd3dea64c123422, 0x3fe006cc38594eb1, 0x3fd3c32dc313a8e5,
	0x3fe03878e0eb1569, 0x3fd3a7db34e59ff7, 0x3fe06a44b5c74101, 0x3fd38cae6d05d866,
	0x3fe09c3016a0d077, 0x3fd371a7373aa9cb, 0x3fe0ce3b63676360, 0x3fd356c55f929ff1,
	0x3fe10066fc47f240, 0x3fd33c08b26416ff, 0x3fe132b341ad8761, 0x3fd32170fc4cd831,
	0x3fe165209441f823, 0x3fd306fe0a31b715, 0x3fe197af54ee9ebb, 0x3fd2ecafa93e2f56,
	0x3fe1ca5fe4dd1475, 0x3fd2d285a6e4030b, 0x3fe1fd32a577ec72, 0x3fd2b87fd0dad990,
	0x3fe23027f86b6ed6, 0x3fd29e9df51fdee1, 0x3fe263403fa65489, 0x3fd284dfe1f56381,
	0x3fe2967bdd5a8364, 0x3fd26b4565e27cdd, 0x3fe2c9db33fdcae9, 0x3fd251ce4fb2a63f,
	0x3fe2fd5ea64aa180, 0x3fd2387a6e756238, 0x3fe331069740e22f, 0x3fd21f49917ddc96,
	0x3fe364d36a268ae0, 0x3fd2063b88628cd6, 0x3fe398c582887b27, 0x3fd1ed5022fcd91d,
	0x3fe3ccdd443b3394, 0x3fd1d4873168b9aa, 0x3fe4011b135b9590, 0x3fd1bbe084045cd4,
	0x3fe4357f544fa3c1, 0x3fd1a35beb6fcb75, 0x3fe46a0a6bc742fd, 0x3fd18af9388c8dea,
	0x3fe49ebcbebcfbca, 0x3fd172b83c7d517b, 0x3fe4d396b276bc6f, 0x3fd15a98c8a58e51,
	0x3fe50898ac869b96, 0x3fd1429aaea92de0, 0x3fe53dc312cb9b7a, 0x3fd12abdc06c31cc,
	0x3fe573164b726db6, 0x3fd11301d0125b51, 0x3fe5a892bcf6379b, 0x3fd0fb66affed31b,
	0x3fe5de38ce215725, 0x3fd0e3ec32d3d1a2, 0x3fe61408e60e2888, 0x3fd0cc922b7247f7,
	0x3fe64a036c27cc52, 0x3fd0b5586cf9890f, 0x3fe68028c82aee2f, 0x3fd09e3ecac6f383,
	0x3fe6b67962268c43, 0x3fd0874518759bc8, 0x3fe6ecf5a27cbf28, 0x3fd0706b29ddf6de,
	0x3fe7239df1e38286, 0x3fd059b0d3158574, 0x3fe75a72b9657e51, 0x3fd04315e86e7f85,
	0x3fe791746262d0a8, 0x3fd02c9a3e778061, 0x3fe7c8a35691d856, 0x3fd0163da9fb3335,
}

// SVMLTanC are __svml_tan8's 16/π, the shifter 1.5*2**52, π/16 in three
// parts and the polynomial, highest degree first.
var SVMLTanC = [10]float64{
	0x1.45f306dc9c883p+2, 0x1.8p52,
	0x1.921fb54442d18p-3, 0x1.1a62633145c06p-57, 0x1.c1cd129024e09p-110,
	0x1.25cccc7c9fa5dp-7, 0x1.664ab664efba9p-6, 0x1.ba1ba489d25cap-5,
	0x1.11111110b0802p-3, 0x1.55555555555dcp-2,
}

// SVMLTanTab is tan(jπ/16) for j = 0, ..., 15, with -0 for j = 0 and
// -MaxFloat64 for j = 8.
var SVMLTanTab = [16]uint64{
	0x8000000000000000, 0x3fc975f5e0553158, 0x3fda827999fcef32, 0x3fe561b82ab7f990,
	0x3ff0000000000000, 0x3ff7f218e25a7461, 0x4003504f333f9de6, 0x40141bfee2424771,
	0xffefffffffffffff, 0xc0141bfee2424771, 0xc003504f333f9de6, 0xbff7f218e25a7461,
	0xbff0000000000000, 0xbfe561b82ab7f990, 0xbfda827999fcef32, 0xbfc975f5e0553158,
}

// SVMLAsinC are __svml_asin8's π/2, the square root's correction
// polynomial (highest degree first) and P's pairs (z*c5 + c6, ...).
var SVMLAsinC = [17]float64{
	0x1.921fb54442d18p+0,
	-0x1.18000993b24c3p-6, 0x1.400006f70d42dp-5, -0x1.7fffffffffe97p-4, 0x1.fffffffffff9dp-3,
	0x1.07520c70eb909p-5, -0x1.0fb17f7dbb0edp-6, // z*C50c0 + C5100
	0x1.43f44bfbc3baep-6, 0x1.a583395d45ed5p-8, // z*C5140 + C5180
	0x1.8f8dc2afccad6p-7, 0x1.c6dbbcb88bd57p-7, // z*C51c0 + C5200
	0x1.f1c72e13ad8bep-6, 0x1.6db6db3b445f8p-5, // z*C52c0 + C5300
	0x1.1c6dcf538ad2ep-6, 0x1.6e89cebdefaddp-6, // z*C5240 + C5280
	0x1.333333337e0dep-4, 0x1.555555555529cp-3, // z*C5340 + C5380
}

// SVMLCbrtC are __svml_cbrt8's 1/3 (rounded up) and its polynomial pairs
// (r*c1 + c2, ..., r*c9 + c10).
var SVMLCbrtC = [11]float64{
	0x1.5555555555556p-2,
	-0x1.82e3b6adeca62p-7, 0x1.bda24bae48875p-7,
	-0x1.036b87c71d55fp-6, 0x1.374ed9398b914p-6,
	-0x1.8090d77f2468ep-6, 0x1.ee71141dcf569p-6,
	-0x1.511e8d2b0363ep-5, 0x1.f9add3c0b7e31p-5,
	-0x1.c71c71c71c741p-4, 0x1.5555555555557p-2,
}

// SVMLCbrtT are 2**(i/3) for i = 0, 1, 2 (then a zero) and their low
// parts.
var SVMLCbrtT = [8]float64{
	1, 0x1.428a2f98d728bp+0, 0x1.965fea53d6e3dp+0, 0,
	0, -0x1.ddc22548ea41ep-56, -0x1.f53e999952f09p-54, 0,
}

// SVMLCbrtRcpTab is rcp**(-1/3) for rcp = 1/2, 9/16, ..., 15/16, then 1,
// indexed by rcp's bits 49 to 52.
var SVMLCbrtRcpTab = [16]uint64{
	0x3ff428a2f98d728b, 0x3ff361f35ca116ff, 0x3ff2b6b5edf6b54a, 0x3ff220e6dd675180,
	0x3ff19c3b38e975a8, 0x3ff12589c21fb842, 0x3ff0ba6ee5f9aad4, 0x3ff059123d3a9848,
	0x3ff0000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
	0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
}

// SVMLAtanhC are __svml_atanh8's log1p polynomial (c1 to c8, highest
// degree first; the last coefficient, 1, is implied) and ln 2 in hi and
// lo parts.
var SVMLAtanhC = [10]float64{
	0x1.c81dd40d38142p-4, -0x1.0073cb82e8b70p-3, 0x1.2492298ffdae8p-3, -0x1.55553f871e5c5p-3,
	0x1.9999999cd394ap-3, -0x1.00000000c2a01p-2, 0x1.5555555555462p-2, -0x1.fffffffffffc5p-2,
	0x1.62e42fefa0000p-1, 0x1.cf79abc9e0000p-40,
}

// SVMLAtanhTabHi and SVMLAtanhTabLo are log(1 + j/16) for j = 0, ..., 15
// in hi and lo parts.
var SVMLAtanhTabHi = [16]uint64{
	0x0000000000000000, 0x3faf0a30c0100000, 0x3fbe27076e2a0000, 0x3fc5ff3070a80000,
	0x3fcc8ff7c79b0000, 0x3fd1675cabab8000, 0x3fd4618bc21c8000, 0x3fd739d7f6bc0000,
	0x3fd9f323ecbf8000, 0x3fdc8ff7c79a8000, 0x3fdf128f5faf0000, 0x3fe0be72e4254000,
	0x3fe1e85f5e704000, 0x3fe307d7334f0000, 0x3fe41d8fe8468000, 0x3fe52a2d265bc000,
}

var SVMLAtanhTabLo = [16]uint64{
	0x0000000000000000, 0x3d662a6617cc9717, 0x3d6e5cbd3d50fffc, 0xbd6b0b0de3077d7e,
	0xbd697794f689f843, 0x3d630701ce63eab9, 0xbd609ec17a426426, 0xbd67fcb18ed9d603,
	0x3d584bf2b68d766f, 0x3d5a21ac25d81ef3, 0x3d3bb2cd720ec44c, 0xbd657d49676844cc,
	0x3d1a07bd8b34be7c, 0x3d60be1fb590a1f5, 0xbd5aa33736867a17, 0x3d46abb9df22bc57,
}

// SVMLAsinhC are __svml_asinh8's constants: the small-|x| polynomial (c0,
// c1), the square root's correction (c2, c3; then 3/8 and 1/2), the log1p
// polynomial (c4 to c11, highest degree first; then -1/2) and ln 2 in hi
// and lo parts.
var SVMLAsinhC = [14]float64{
	0x1.333220eaf02e7p-4, -0x1.5555555521e7ep-3,
	0x1.1800001943612p-2, 0x1.40000013b0000p-2,
	-0x1.9a9b040214368p-4, 0x1.c80666e249778p-4, -0x1.ffffb8a054bc9p-4, 0x1.24922f71256f1p-3,
	-0x1.55555559ba736p-3, 0x1.9999999be77afp-3, -0x1.ffffffffffc65p-3, 0x1.55555555554c1p-2,
	0x1.62e42fefa0000p-1, 0x1.cf79abc9e0000p-40,
}

// SVMLAsinhTabHi and SVMLAsinhTabLo are -log(1 + j/16) for j = 0, ...,
// 15 in hi and lo parts.
var SVMLAsinhTabHi = [16]uint64{
	0x0000000000000000, 0xbfaf0a30c0120000, 0xbfbe27076e2b0000, 0xbfc5ff3070a78000,
	0xbfcc8ff7c79a8000, 0xbfd1675cababc000, 0xbfd4618bc21c4000, 0xbfd739d7f6bbc000,
	0xbfd9f323ecbf8000, 0xbfdc8ff7c79a8000, 0xbfdf128f5faf0000, 0xbfe0be72e4252000,
	0xbfe1e85f5e704000, 0xbfe307d7334f2000, 0xbfe41d8fe8468000, 0xbfe52a2d265bc000,
}

var SVMLAsinhTabLo = [16]uint64{
	0x0000000000000000, 0x3d53ab33d066d1d2, 0x3d2a342c2af0003c, 0xbd43d3c873e20a07,
	0xbd4a21ac25d81ef3, 0x3d59f1fc63382a8f, 0xbd5ec27d0b7b37b3, 0xbd50069ce24c53fb,
	0xbd584bf2b68d766f, 0xbd5a21ac25d81ef3, 0xbd3bb2cd720ec44c, 0xbd55056d312f7668,
	0xbd1a07bd8b34be7c, 0x3d5e83c094debc15, 0x3d5aa33736867a17, 0xbd46abb9df22bc57,
}

// SVMLLog10Tab32 are __svml_log10f16's cubic coefficients (c0 to c3,
// highest degree first), each for the 16 values of the first four
// mantissa bits of m in [3/4, 3/2).
var SVMLLog10Tab32 = [4][16]uint32{
	{0xbdc9ae9b, 0xbda6fcf4, 0xbd8bac76, 0xbd6bca30, 0xbd48a99b, 0xbd2c0a9f, 0xbd1480db, 0xbd00faf2,
		0xbe823aa9, 0xbe656348, 0xbe4afbb9, 0xbe346895, 0xbe20ffff, 0xbe103a0b, 0xbe01a91c, 0xbde9e84e},
	{0x3e13d888, 0x3e10a87c, 0x3e0b95c3, 0x3e057f0b, 0x3dfde038, 0x3df080d9, 0x3de34c1e, 0x3dd68333,
		0x3dac6e8e, 0x3dd54a51, 0x3df30f40, 0x3e04235d, 0x3e0b7033, 0x3e102c90, 0x3e12ebad, 0x3e141ff8},
	{0xbe5e5a9b, 0xbe5e2677, 0xbe5d83f5, 0xbe5c6016, 0xbe5abd0b, 0xbe58a6fd, 0xbe562e02, 0xbe5362f8,
		0xbe68e27c, 0xbe646747, 0xbe619a73, 0xbe5ff05a, 0xbe5f0570, 0xbe5e92d0, 0xbe5e662b, 0xbe5e5c08},
	{0x3ede5bd8, 0x3ede5b45, 0x3ede57d8, 0x3ede4eb1, 0x3ede3d37, 0x3ede2166, 0x3eddf9d9, 0x3eddc5bb,
		0x3ede08ed, 0x3ede32e7, 0x3ede4967, 0x3ede5490, 0x3ede597f, 0x3ede5b50, 0x3ede5bca, 0x3ede5bd9},
}

// SVMLLog2Tab32 are __svml_log2f16's cubic coefficients, as
// SVMLLog10Tab32.
var SVMLLog2Tab32 = [4][16]uint32{
	{0xbea77e4a, 0xbe8aae3d, 0xbe67fe32, 0xbe43d1b6, 0xbe26a589, 0xbe0ee09b, 0xbdf6a8a1, 0xbdd63b49,
		0xbf584e51, 0xbf3e80a1, 0xbf2892f0, 0xbf15d377, 0xbf05b525, 0xbeef8e30, 0xbed75c8f, 0xbec24184},
	{0x3ef5910c, 0x3ef045a1, 0x3ee7d87e, 0x3eddbb84, 0x3ed2d6df, 0x3ec7bbd2, 0x3ebcc42f, 0x3eb22616,
		0x3e8f3399, 0x3eb1223e, 0x3ec9db4a, 0x3edb7a09, 0x3ee79a1a, 0x3eef77cb, 0x3ef407a4, 0x3ef607b4},
	{0xbf38a934, 0xbf387de6, 0xbf37f6f0, 0xbf37048b, 0xbf35a88a, 0xbf33ed04, 0xbf31df56, 0xbf2f8d82,
		0xbf416814, 0xbf3daf58, 0xbf3b5c08, 0xbf39fa2a, 0xbf393713, 0xbf38d7e1, 0xbf38b2cd, 0xbf38aa62},
	{0x3fb8aa3b, 0x3fb8a9c0, 0x3fb8a6e8, 0x3fb89f4e, 0x3fb890cb, 0x3fb879b1, 0x3fb858d8, 0x3fb82d90,
		0x3fb8655e, 0x3fb8883a, 0x3fb89aea, 0x3fb8a42f, 0x3fb8a848, 0x3fb8a9c9, 0x3fb8aa2f, 0x3fb8aa3b},
}
