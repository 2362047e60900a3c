; alpyna module black_scholes_l31
source_filename = "benchmarks/black_scholes.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@llvm.compiler.used = appending global [3 x i8*] [i8* bitcast (<2 x double> (<2 x double>)* @alpyna.exp.v2 to i8*), i8* bitcast (<4 x double> (<4 x double>)* @alpyna.exp.v4 to i8*), i8* bitcast (double (double)* @alpyna.exp to i8*)], section "llvm.metadata"
@alpyna.exp.replay = internal constant [256 x double] [double 0.0, double 1.0, double 0x3C9B3B4F1A88BF6E, double 0x3FF0163DA9FB3335, double 0xBC7160139CD8DC5D, double 0x3FF02C9A3E778061, double 0xBC905E7A108766D1, double 0x3FF04315E86E7F85, double 0x3C8CD2523567F613, double 0x3FF059B0D3158574, double 0xBC8BCE8023F98EFA, double 0x3FF0706B29DDF6DE, double 0x3C60F74E61E6C861, double 0x3FF0874518759BC8, double 0x3C90A3E45B33D399, double 0x3FF09E3ECAC6F383, double 0x3C979AA65D837B6D, double 0x3FF0B5586CF9890F, double 0x3C8EB51A92FDEFFC, double 0x3FF0CC922B7247F7, double 0x3C3EBE3D702F9CD1, double 0x3FF0E3EC32D3D1A2, double 0xBC6A033489906E0B, double 0x3FF0FB66AFFED31B, double 0xBC9556522A2FBD0E, double 0x3FF11301D0125B51, double 0xBC5080EF8C4EEA55, double 0x3FF12ABDC06C31CC, double 0xBC91C923B9D5F416, double 0x3FF1429AAEA92DE0, double 0x3C80D3E3E95C55AF, double 0x3FF15A98C8A58E51, double 0xBC801B15EAA59348, double 0x3FF172B83C7D517B, double 0xBC8F1FF055DE323D, double 0x3FF18AF9388C8DEA, double 0x3C8B898C3F1353BF, double 0x3FF1A35BEB6FCB75, double 0xBC96D99C7611EB26, double 0x3FF1BBE084045CD4, double 0x3C9AECF73E3A2F60, double 0x3FF1D4873168B9AA, double 0xBC8FE782CB86389D, double 0x3FF1ED5022FCD91D, double 0x3C8A6F4144A6C38D, double 0x3FF2063B88628CD6, double 0x3C807A05B0E4047D, double 0x3FF21F49917DDC96, double 0x3C968EFDE3A8A894, double 0x3FF2387A6E756238, double 0x3C875E18F274487D, double 0x3FF251CE4FB2A63F, double 0x3C80472B981FE7F2, double 0x3FF26B4565E27CDD, double 0xBC96B87B3F71085E, double 0x3FF284DFE1F56381, double 0x3C82F7E16D09AB31, double 0x3FF29E9DF51FDEE1, double 0xBC3D219B1A6FBFFA, double 0x3FF2B87FD0DAD990, double 0x3C8B3782720C0AB4, double 0x3FF2D285A6E4030B, double 0x3C6E149289CECB8F, double 0x3FF2ECAFA93E2F56, double 0x3C834D754DB0ABB6, double 0x3FF306FE0A31B715, double 0x3C864201E2AC744C, double 0x3FF32170FC4CD831, double 0x3C8FDD395DD3F84A, double 0x3FF33C08B26416FF, double 0xBC86A3803B8E5B04, double 0x3FF356C55F929FF1, double 0xBC924AEDCC4B5068, double 0x3FF371A7373AA9CB, double 0xBC9907F81B512D8E, double 0x3FF38CAE6D05D866, double 0xBC71D1E83E9436D2, double 0x3FF3A7DB34E59FF7, double 0xBC991919B3CE1B15, double 0x3FF3C32DC313A8E5, double 0x3C859F48A72A4C6D, double 0x3FF3DEA64C123422, double 0xBC9312607A28698A, double 0x3FF3FA4504AC801C, double 0xBC58A78F4817895B, double 0x3FF4160A21F72E2A, double 0xBC7C2C9B67499A1B, double 0x3FF431F5D950A897, double 0x3C4363ED60C2AC11, double 0x3FF44E086061892D, double 0x3C9666093B0664EF, double 0x3FF46A41ED1D0057, double 0x3C6ECCE1DAA10379, double 0x3FF486A2B5C13CD0, double 0x3C93FF8E3F0F1230, double 0x3FF4A32AF0D7D3DE, double 0x3C7690CEBB7AAFB0, double 0x3FF4BFDAD5362A27, double 0x3C931DBDEB54E077, double 0x3FF4DCB299FDDD0D, double 0xBC8F94340071A38E, double 0x3FF4F9B2769D2CA7, double 0xBC87DECCDC93A349, double 0x3FF516DAA2CF6642, double 0xBC78DEC6BD0F385F, double 0x3FF5342B569D4F82, double 0xBC861246EC7B5CF6, double 0x3FF551A4CA5D920F, double 0x3C93350518FDD78E, double 0x3FF56F4736B527DA, double 0x3C7B98B72F8A9B05, double 0x3FF58D12D497C7FD, double 0x3C9063E1E21C5409, double 0x3FF5AB07DD485429, double 0x3C34C7855019C6EA, double 0x3FF5C9268A5946B7, double 0x3C9432E62B64C035, double 0x3FF5E76F15AD2148, double 0xBC8CE44A6199769F, double 0x3FF605E1B976DC09, double 0xBC8C33C53BEF4DA8, double 0x3FF6247EB03A5585, double 0xBC845378892BE9AE, double 0x3FF6434634CCC320, double 0xBC93CEDD78565858, double 0x3FF6623882552225, double 0x3C5710AA807E1964, double 0x3FF68155D44CA973, double 0xBC93B3EFBF5E2228, double 0x3FF6A09E667F3BCD, double 0xBC6A12AD8734B982, double 0x3FF6C012750BDABF, double 0xBC6367EFB86DA9EE, double 0x3FF6DFB23C651A2F, double 0xBC80DC3D54E08851, double 0x3FF6FF7DF9519484, double 0xBC781F647E5A3ECF, double 0x3FF71F75E8EC5F74, double 0xBC86EE4AC08B7DB0, double 0x3FF73F9A48A58174, double 0xBC8619321E55E68A, double 0x3FF75FEB564267C9, double 0x3C909CCB5E09D4D3, double 0x3FF780694FDE5D3F, double 0xBC7B32DCB94DA51D, double 0x3FF7A11473EB0187, double 0x3C94ECFD5467C06B, double 0x3FF7C1ED0130C132, double 0x3C65EBE1ABD66C55, double 0x3FF7E2F336CF4E62, double 0xBC88A1C52FB3CF42, double 0x3FF80427543E1A12, double 0xBC9369B6F13B3734, double 0x3FF82589994CCE13, double 0xBC805E843A19FF1E, double 0x3FF8471A4623C7AD, double 0xBC94D450D872576E, double 0x3FF868D99B4492ED, double 0x3C90AD675B0E8A00, double 0x3FF88AC7D98A6699, double 0x3C8DB72FC1F0EAB4, double 0x3FF8ACE5422AA0DB, double 0xBC65B6609CC5E7FF, double 0x3FF8CF3216B5448C, double 0x3C7BF68359F35F44, double 0x3FF8F1AE99157736, double 0xBC93091FA71E3D83, double 0x3FF9145B0B91FFC6, double 0xBC5DA9B88B6C1E29, double 0x3FF93737B0CDC5E5, double 0xBC6C23F97C90B959, double 0x3FF95A44CBC8520F, double 0xBC92434322F4F9AA, double 0x3FF97D829FDE4E50, double 0xBC85CA6CD7668E4B, double 0x3FF9A0F170CA07BA, double 0x3C71AFFC2B91CE27, double 0x3FF9C49182A3F090, double 0x3C6DD235E10A73BB, double 0x3FF9E86319E32323, double 0xBC87C50422622263, double 0x3FFA0C667B5DE565, double 0x3C8B1C86E3E231D5, double 0x3FFA309BEC4A2D33, double 0xBC91BBD1D3BCBB15, double 0x3FFA5503B23E255D, double 0x3C90CC319CEE31D2, double 0x3FFA799E1330B358, double 0x3C8469846E735AB3, double 0x3FFA9E6B5579FDBF, double 0xBC82DFCD978E9DB4, double 0x3FFAC36BBFD3F37A, double 0x3C8C1A7792CB3387, double 0x3FFAE89F995AD3AD, double 0xBC907B8F4AD1D9FA, double 0x3FFB0E07298DB666, double 0xBC55C3D956DCAEBA, double 0x3FFB33A2B84F15FB, double 0xBC90A40E3DA6F640, double 0x3FFB59728DE5593A, double 0xBC68D6F438AD9334, double 0x3FFB7F76F2FB5E47, double 0xBC91EEE26B588A35, double 0x3FFBA5B030A1064A, double 0x3C74FFD70A5FDDCD, double 0x3FFBCC1E904BC1D2, double 0xBC91BDFBFA9298AC, double 0x3FFBF2C25BD71E09, double 0x3C736EAE30AF0CB3, double 0x3FFC199BDD85529C, double 0x3C8EE3325C9FFD94, double 0x3FFC40AB5FFFD07A, double 0x3C84E08FD10959AC, double 0x3FFC67F12E57D14B, double 0x3C63CDAF384E1A67, double 0x3FFC8F6D9406E7B5, double 0x3C676B2C6C921968, double 0x3FFCB720DCEF9069, double 0xBC808A1883CCB5D2, double 0x3FFCDF0B555DC3FA, double 0xBC8FAD5D3FFFFA6F, double 0x3FFD072D4A07897C, double 0xBC900DAE3875A949, double 0x3FFD2F87080D89F2, double 0x3C74A385A63D07A7, double 0x3FFD5818DCFBA487, double 0xBC82919E2040220F, double 0x3FFD80E316C98398, double 0x3C8E5A50D5C192AC, double 0x3FFDA9E603DB3285, double 0x3C843A59AC016B4B, double 0x3FFDD321F301B460, double 0xBC82D52107B43E1F, double 0x3FFDFC97337B9B5F, double 0xBC892AB93B470DC9, double 0x3FFE264614F5A129, double 0x3C74B604603A88D3, double 0x3FFE502EE78B3FF6, double 0x3C83C5EC519D7271, double 0x3FFE7A51FBC74C83, double 0xBC8FF7128FD391F0, double 0x3FFEA4AFA2A490DA, double 0xBC8DAE98E223747D, double 0x3FFECF482D8E67F1, double 0x3C8EC3BC41AA2008, double 0x3FFEFA1BEE615A27, double 0x3C842B94C3A9EB32, double 0x3FFF252B376BBA97, double 0x3C8A64A931D185EE, double 0x3FFF50765B6E4540, double 0xBC8E37BAE43BE3ED, double 0x3FFF7BFDAD9CBE14, double 0x3C77893B4D91CD9D, double 0x3FFFA7C1819E90D8, double 0x3C5305C14160CC89, double 0x3FFFD3C22B8F71F1], align 32

define i64 @black_scholes_l32(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%d2.addr = alloca double
	store double 0.0, double* %d2.addr
	%k1.addr = alloca double
	store double 0.0, double* %k1.addr
	%w1.addr = alloca double
	store double 0.0, double* %w1.addr
	%c1.addr = alloca double
	store double 0.0, double* %c1.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%k2.addr = alloca double
	store double 0.0, double* %k2.addr
	%w2.addr = alloca double
	store double 0.0, double* %w2.addr
	%c2.addr = alloca double
	store double 0.0, double* %c2.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%e.addr = alloca double
	store double 0.0, double* %e.addr
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
	%i.it = phi i64 [ %16, %start ], [ %185, %i.latch ]
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
	store double %33, double* %sqrt_t.addr
	%42 = load double, double* %s.addr
	%43 = load double, double* %x.addr
	%44 = fdiv double %42, %43
	%45 = call double @llvm.log.f64(double %44)
	%46 = fcmp uno double %45, %45
	%47 = fcmp uno double %44, %44
	%48 = xor i1 %47, true
	%49 = and i1 %46, %48
	%50 = load i64, i64* %deferred.iter
	%51 = icmp eq i64 %50, -1
	%52 = and i1 %49, %51
	%53 = select i1 %52, i64 35, i64 %50
	store i64 %53, i64* %deferred.iter
	%54 = call double @llvm.fabs.f64(double %45)
	%55 = fcmp oeq double %54, 0x7FF0000000000000
	%56 = call double @llvm.fabs.f64(double %44)
	%57 = fcmp olt double %56, 0x7FF0000000000000
	%58 = and i1 %55, %57
	%59 = load i64, i64* %deferred.iter
	%60 = icmp eq i64 %59, -1
	%61 = and i1 %58, %60
	%62 = select i1 %61, i64 51, i64 %59
	store i64 %62, i64* %deferred.iter
	%63 = fmul double 0.5, %9
	%64 = fmul double %63, %9
	%65 = fadd double %7, %64
	%66 = load double, double* %t.addr
	%67 = fmul double %65, %66
	%68 = fadd double %45, %67
	%69 = load double, double* %sqrt_t.addr
	%70 = fmul double %9, %69
	%71 = fdiv double %68, %70
	store double %71, double* %d1.addr
	%72 = load double, double* %d1.addr
	%73 = load double, double* %sqrt_t.addr
	%74 = fmul double %9, %73
	%75 = fsub double %72, %74
	store double %75, double* %d2.addr
	%76 = load double, double* %d1.addr
	%77 = call double @llvm.fabs.f64(double %76)
	%78 = fmul double 0x3FCDA6711871100E, %77
	%79 = fadd double 1.0, %78
	%80 = fdiv double 1.0, %79
	store double %80, double* %k1.addr
	%81 = load double, double* %d1.addr
	%82 = fmul double -0.5, %81
	%83 = load double, double* %d1.addr
	%84 = fmul double %82, %83
	%85 = call double @alpyna.exp(double %84) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%86 = fmul double 0x3FD9884533D43651, %85
	store double %86, double* %w1.addr
	%87 = load double, double* %w1.addr
	%88 = load double, double* %k1.addr
	%89 = fmul double %87, %88
	%90 = load double, double* %k1.addr
	%91 = load double, double* %k1.addr
	%92 = load double, double* %k1.addr
	%93 = load double, double* %k1.addr
	%94 = fmul double %93, 0x3FF548CDD6F42943
	%95 = fadd double 0xBFFD23DD4EF278D0, %94
	%96 = fmul double %92, %95
	%97 = fadd double 0x3FFC80EF025F5E68, %96
	%98 = fmul double %91, %97
	%99 = fadd double 0xBFD6D1F0E5A8325B, %98
	%100 = fmul double %90, %99
	%101 = fadd double 0x3FD470BF3A92F8EC, %100
	%102 = fmul double %89, %101
	store double %102, double* %c1.addr
	%103 = load double, double* %d1.addr
	%104 = fcmp ogt double %103, 0.0
	store i1 %104, i1* %__p1.addr
	%105 = load i1, i1* %__p1.addr
	br i1 %105, label %if.then, label %if.end

if.then:
	%106 = load double, double* %c1.addr
	%107 = fsub double 1.0, %106
	store double %107, double* %c1.addr
	br label %if.end

if.end:
	%108 = load double, double* %d2.addr
	%109 = call double @llvm.fabs.f64(double %108)
	%110 = fmul double 0x3FCDA6711871100E, %109
	%111 = fadd double 1.0, %110
	%112 = fdiv double 1.0, %111
	store double %112, double* %k2.addr
	%113 = load double, double* %d2.addr
	%114 = fmul double -0.5, %113
	%115 = load double, double* %d2.addr
	%116 = fmul double %114, %115
	%117 = call double @alpyna.exp(double %116) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%118 = fmul double 0x3FD9884533D43651, %117
	store double %118, double* %w2.addr
	%119 = load double, double* %w2.addr
	%120 = load double, double* %k2.addr
	%121 = fmul double %119, %120
	%122 = load double, double* %k2.addr
	%123 = load double, double* %k2.addr
	%124 = load double, double* %k2.addr
	%125 = load double, double* %k2.addr
	%126 = fmul double %125, 0x3FF548CDD6F42943
	%127 = fadd double 0xBFFD23DD4EF278D0, %126
	%128 = fmul double %124, %127
	%129 = fadd double 0x3FFC80EF025F5E68, %128
	%130 = fmul double %123, %129
	%131 = fadd double 0xBFD6D1F0E5A8325B, %130
	%132 = fmul double %122, %131
	%133 = fadd double 0x3FD470BF3A92F8EC, %132
	%134 = fmul double %121, %133
	store double %134, double* %c2.addr
	%135 = load double, double* %d2.addr
	%136 = fcmp ogt double %135, 0.0
	store i1 %136, i1* %__p2.addr
	%137 = load i1, i1* %__p2.addr
	br i1 %137, label %if.then.1, label %if.end.1

if.then.1:
	%138 = load double, double* %c2.addr
	%139 = fsub double 1.0, %138
	store double %139, double* %c2.addr
	br label %if.end.1

if.end.1:
	%140 = fneg double %7
	%141 = load double, double* %t.addr
	%142 = fmul double %140, %141
	%143 = call double @alpyna.exp(double %142) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%144 = call double @llvm.fabs.f64(double %143)
	%145 = fcmp oeq double %144, 0x7FF0000000000000
	%146 = call double @llvm.fabs.f64(double %142)
	%147 = fcmp olt double %146, 0x7FF0000000000000
	%148 = and i1 %145, %147
	%149 = load i64, i64* %deferred.iter
	%150 = icmp eq i64 %149, -1
	%151 = and i1 %148, %150
	%152 = select i1 %151, i64 68, i64 %149
	store i64 %152, i64* %deferred.iter
	store double %143, double* %e.addr
	%153 = load double, double* %s.addr
	%154 = load double, double* %c1.addr
	%155 = fmul double %153, %154
	%156 = load double, double* %x.addr
	%157 = load double, double* %e.addr
	%158 = fmul double %156, %157
	%159 = load double, double* %c2.addr
	%160 = fmul double %158, %159
	%161 = fsub double %155, %160
	%162 = load i64, i64* %i.addr
	%163 = getelementptr inbounds double, double* %call, i64 %162
	store double %161, double* %163, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%164 = load double, double* %x.addr
	%165 = load double, double* %e.addr
	%166 = fmul double %164, %165
	%167 = load double, double* %c2.addr
	%168 = fsub double 1.0, %167
	%169 = fmul double %166, %168
	%170 = load double, double* %s.addr
	%171 = load double, double* %c1.addr
	%172 = fsub double 1.0, %171
	%173 = fmul double %170, %172
	%174 = fsub double %169, %173
	%175 = load i64, i64* %i.addr
	%176 = getelementptr inbounds double, double* %put, i64 %175
	store double %174, double* %176, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	%177 = load i64, i64* %deferred.iter
	%178 = icmp eq i64 %177, -1
	%179 = shl i64 %i.it, 16
	%180 = or i64 %179, %177
	%181 = select i1 %178, i64 -1, i64 %180
	%182 = load i64, i64* %deferred.pending
	%183 = icmp ult i64 %181, %182
	%184 = select i1 %183, i64 %181, i64 %182
	store i64 %184, i64* %deferred.pending
	br label %i.latch

i.latch:
	%185 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	%186 = load i64, i64* %deferred.pending
	%187 = icmp ne i64 %186, -1
	br i1 %187, label %fail.deferred, label %ok, !prof !13

fail.deferred:
	%188 = and i64 %186, 15
	ret i64 %188

ok:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

define internal <2 x double> @alpyna.exp.v2(<2 x double> %x) nounwind readnone willreturn {
entry:
	%0 = bitcast <2 x double> %x to <2 x i64>
	%1 = lshr <2 x i64> %0, <i64 52, i64 52>
	%2 = and <2 x i64> %1, <i64 2047, i64 2047>
	%3 = icmp ult <2 x i64> %2, <i64 1033, i64 1033>
	%4 = select <2 x i1> %3, <2 x double> %x, <2 x double> <double 0.0, double 0.0>
	%5 = call <2 x double> @llvm.fma.v2f64(<2 x double> %4, <2 x double> <double 0x40671547652B82FE, double 0x40671547652B82FE>, <2 x double> <double 6.755399441055744e+15, double 6.755399441055744e+15>)
	%6 = bitcast <2 x double> %5 to <2 x i64>
	%7 = fsub <2 x double> %5, <double 6.755399441055744e+15, double 6.755399441055744e+15>
	%8 = call <2 x double> @llvm.fma.v2f64(<2 x double> %7, <2 x double> <double 0xBF762E42FEFA0000, double 0xBF762E42FEFA0000>, <2 x double> %4)
	%9 = call <2 x double> @llvm.fma.v2f64(<2 x double> %7, <2 x double> <double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A>, <2 x double> %8)
	%10 = and <2 x i64> %6, <i64 127, i64 127>
	%11 = extractelement <2 x i64> %10, i64 0
	%12 = mul i64 %11, 2
	%13 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %12
	%14 = bitcast double* %13 to <2 x double>*
	%15 = load <2 x double>, <2 x double>* %14, align 16
	%16 = extractelement <2 x i64> %10, i64 1
	%17 = mul i64 %16, 2
	%18 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %17
	%19 = bitcast double* %18 to <2 x double>*
	%20 = load <2 x double>, <2 x double>* %19, align 16
	%21 = shufflevector <2 x double> %15, <2 x double> %20, <2 x i32> <i32 0, i32 2>
	%22 = shufflevector <2 x double> %15, <2 x double> %20, <2 x i32> <i32 1, i32 3>
	%23 = sub <2 x i64> %6, %10
	%24 = shl <2 x i64> %23, <i64 45, i64 45>
	%25 = bitcast <2 x double> %22 to <2 x i64>
	%26 = add <2 x i64> %25, %24
	%27 = fmul <2 x double> %9, %9
	%28 = fmul <2 x double> %27, %27
	%29 = fadd <2 x double> %21, %9
	%30 = call <2 x double> @llvm.fma.v2f64(<2 x double> %9, <2 x double> <double 0x3F81111167A4D017, double 0x3F81111167A4D017>, <2 x double> <double 0x3FA55555CF172B91, double 0x3FA55555CF172B91>)
	%31 = call <2 x double> @llvm.fma.v2f64(<2 x double> %9, <2 x double> <double 0x3FC555555555543C, double 0x3FC555555555543C>, <2 x double> <double 0x3FDFFFFFFFFFFDBD, double 0x3FDFFFFFFFFFFDBD>)
	%32 = call <2 x double> @llvm.fma.v2f64(<2 x double> %31, <2 x double> %27, <2 x double> %29)
	%33 = call <2 x double> @llvm.fma.v2f64(<2 x double> %28, <2 x double> %30, <2 x double> %32)
	%34 = bitcast <2 x i64> %26 to <2 x double>
	%35 = call <2 x double> @llvm.fma.v2f64(<2 x double> %34, <2 x double> %33, <2 x double> %34)
	%36 = icmp ult <2 x i64> %2, <i64 969, i64 969>
	%37 = fadd <2 x double> <double 1.0, double 1.0>, %x
	%38 = select <2 x i1> %36, <2 x double> %37, <2 x double> %35
	%39 = icmp uge <2 x i64> %2, <i64 1032, i64 1032>
	%40 = bitcast <2 x i1> %39 to i2
	%41 = icmp ne i2 %40, 0
	br i1 %41, label %some, label %joined

some:
	%42 = sub <2 x i64> %26, <i64 u0x3F10000000000000, i64 u0x3F10000000000000>
	%43 = bitcast <2 x i64> %42 to <2 x double>
	%44 = call <2 x double> @llvm.fma.v2f64(<2 x double> %43, <2 x double> %33, <2 x double> %43)
	%45 = fmul <2 x double> %44, <double 0x7F00000000000000, double 0x7F00000000000000>
	%46 = add <2 x i64> %26, <i64 u0x3FE0000000000000, i64 u0x3FE0000000000000>
	%47 = bitcast <2 x i64> %46 to <2 x double>
	%48 = fmul <2 x double> %47, %33
	%49 = fadd <2 x double> %47, %48
	%50 = fadd <2 x double> %49, <double 1.0, double 1.0>
	%51 = fsub <2 x double> %47, %49
	%52 = fadd <2 x double> %51, %48
	%53 = fsub <2 x double> <double 1.0, double 1.0>, %50
	%54 = fadd <2 x double> %53, %49
	%55 = fadd <2 x double> %54, %52
	%56 = fadd <2 x double> %55, %50
	%57 = fsub <2 x double> %56, <double 1.0, double 1.0>
	%58 = fcmp oeq <2 x double> %57, <double 0.0, double 0.0>
	%59 = select <2 x i1> %58, <2 x double> <double 0.0, double 0.0>, <2 x double> %57
	%60 = fcmp olt <2 x double> %49, <double 1.0, double 1.0>
	%61 = select <2 x i1> %60, <2 x double> %59, <2 x double> %49
	%62 = fmul <2 x double> %61, <double 0x10000000000000, double 0x10000000000000>
	%63 = fcmp ogt <2 x double> %x, <double 0.0, double 0.0>
	%64 = select <2 x i1> %63, <2 x double> %45, <2 x double> %62
	%65 = icmp eq <2 x i64> %2, <i64 2047, i64 2047>
	%66 = fadd <2 x double> <double 1.0, double 1.0>, %x
	%67 = select <2 x i1> %65, <2 x double> %66, <2 x double> <double 0x7FF0000000000000, double 0x7FF0000000000000>
	%68 = fcmp olt <2 x double> %x, <double 0.0, double 0.0>
	%69 = select <2 x i1> %68, <2 x double> <double 0.0, double 0.0>, <2 x double> %67
	%70 = icmp eq <2 x i64> %2, <i64 1032, i64 1032>
	%71 = select <2 x i1> %70, <2 x double> %64, <2 x double> %69
	%72 = select <2 x i1> %39, <2 x double> %71, <2 x double> %38
	br label %joined

joined:
	%73 = phi <2 x double> [ %72, %some ], [ %38, %entry ]
	ret <2 x double> %73
}

declare <2 x double> @llvm.fma.v2f64(<2 x double> %0, <2 x double> %1, <2 x double> %2) nounwind readnone willreturn

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

define internal <4 x double> @alpyna.exp.v4(<4 x double> %x) nounwind readnone willreturn {
entry:
	%0 = bitcast <4 x double> %x to <4 x i64>
	%1 = lshr <4 x i64> %0, <i64 52, i64 52, i64 52, i64 52>
	%2 = and <4 x i64> %1, <i64 2047, i64 2047, i64 2047, i64 2047>
	%3 = icmp ult <4 x i64> %2, <i64 1033, i64 1033, i64 1033, i64 1033>
	%4 = select <4 x i1> %3, <4 x double> %x, <4 x double> <double 0.0, double 0.0, double 0.0, double 0.0>
	%5 = call <4 x double> @llvm.fma.v4f64(<4 x double> %4, <4 x double> <double 0x40671547652B82FE, double 0x40671547652B82FE, double 0x40671547652B82FE, double 0x40671547652B82FE>, <4 x double> <double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15>)
	%6 = bitcast <4 x double> %5 to <4 x i64>
	%7 = fsub <4 x double> %5, <double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15, double 6.755399441055744e+15>
	%8 = call <4 x double> @llvm.fma.v4f64(<4 x double> %7, <4 x double> <double 0xBF762E42FEFA0000, double 0xBF762E42FEFA0000, double 0xBF762E42FEFA0000, double 0xBF762E42FEFA0000>, <4 x double> %4)
	%9 = call <4 x double> @llvm.fma.v4f64(<4 x double> %7, <4 x double> <double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A, double 0xBD0CF79ABC9E3B3A>, <4 x double> %8)
	%10 = and <4 x i64> %6, <i64 127, i64 127, i64 127, i64 127>
	%11 = extractelement <4 x i64> %10, i64 0
	%12 = mul i64 %11, 2
	%13 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %12
	%14 = bitcast double* %13 to <2 x double>*
	%15 = load <2 x double>, <2 x double>* %14, align 16
	%16 = extractelement <4 x i64> %10, i64 1
	%17 = mul i64 %16, 2
	%18 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %17
	%19 = bitcast double* %18 to <2 x double>*
	%20 = load <2 x double>, <2 x double>* %19, align 16
	%21 = extractelement <4 x i64> %10, i64 2
	%22 = mul i64 %21, 2
	%23 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %22
	%24 = bitcast double* %23 to <2 x double>*
	%25 = load <2 x double>, <2 x double>* %24, align 16
	%26 = extractelement <4 x i64> %10, i64 3
	%27 = mul i64 %26, 2
	%28 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.replay, i64 0, i64 %27
	%29 = bitcast double* %28 to <2 x double>*
	%30 = load <2 x double>, <2 x double>* %29, align 16
	%31 = shufflevector <2 x double> %15, <2 x double> %20, <2 x i32> <i32 0, i32 2>
	%32 = shufflevector <2 x double> %25, <2 x double> %30, <2 x i32> <i32 0, i32 2>
	%33 = shufflevector <2 x double> %31, <2 x double> %32, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
	%34 = shufflevector <2 x double> %15, <2 x double> %20, <2 x i32> <i32 1, i32 3>
	%35 = shufflevector <2 x double> %25, <2 x double> %30, <2 x i32> <i32 1, i32 3>
	%36 = shufflevector <2 x double> %34, <2 x double> %35, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
	%37 = sub <4 x i64> %6, %10
	%38 = shl <4 x i64> %37, <i64 45, i64 45, i64 45, i64 45>
	%39 = bitcast <4 x double> %36 to <4 x i64>
	%40 = add <4 x i64> %39, %38
	%41 = fmul <4 x double> %9, %9
	%42 = fmul <4 x double> %41, %41
	%43 = fadd <4 x double> %33, %9
	%44 = call <4 x double> @llvm.fma.v4f64(<4 x double> %9, <4 x double> <double 0x3F81111167A4D017, double 0x3F81111167A4D017, double 0x3F81111167A4D017, double 0x3F81111167A4D017>, <4 x double> <double 0x3FA55555CF172B91, double 0x3FA55555CF172B91, double 0x3FA55555CF172B91, double 0x3FA55555CF172B91>)
	%45 = call <4 x double> @llvm.fma.v4f64(<4 x double> %9, <4 x double> <double 0x3FC555555555543C, double 0x3FC555555555543C, double 0x3FC555555555543C, double 0x3FC555555555543C>, <4 x double> <double 0x3FDFFFFFFFFFFDBD, double 0x3FDFFFFFFFFFFDBD, double 0x3FDFFFFFFFFFFDBD, double 0x3FDFFFFFFFFFFDBD>)
	%46 = call <4 x double> @llvm.fma.v4f64(<4 x double> %45, <4 x double> %41, <4 x double> %43)
	%47 = call <4 x double> @llvm.fma.v4f64(<4 x double> %42, <4 x double> %44, <4 x double> %46)
	%48 = bitcast <4 x i64> %40 to <4 x double>
	%49 = call <4 x double> @llvm.fma.v4f64(<4 x double> %48, <4 x double> %47, <4 x double> %48)
	%50 = icmp ult <4 x i64> %2, <i64 969, i64 969, i64 969, i64 969>
	%51 = fadd <4 x double> <double 1.0, double 1.0, double 1.0, double 1.0>, %x
	%52 = select <4 x i1> %50, <4 x double> %51, <4 x double> %49
	%53 = icmp uge <4 x i64> %2, <i64 1032, i64 1032, i64 1032, i64 1032>
	%54 = bitcast <4 x i1> %53 to i4
	%55 = icmp ne i4 %54, 0
	br i1 %55, label %some, label %joined

some:
	%56 = sub <4 x i64> %40, <i64 u0x3F10000000000000, i64 u0x3F10000000000000, i64 u0x3F10000000000000, i64 u0x3F10000000000000>
	%57 = bitcast <4 x i64> %56 to <4 x double>
	%58 = call <4 x double> @llvm.fma.v4f64(<4 x double> %57, <4 x double> %47, <4 x double> %57)
	%59 = fmul <4 x double> %58, <double 0x7F00000000000000, double 0x7F00000000000000, double 0x7F00000000000000, double 0x7F00000000000000>
	%60 = add <4 x i64> %40, <i64 u0x3FE0000000000000, i64 u0x3FE0000000000000, i64 u0x3FE0000000000000, i64 u0x3FE0000000000000>
	%61 = bitcast <4 x i64> %60 to <4 x double>
	%62 = fmul <4 x double> %61, %47
	%63 = fadd <4 x double> %61, %62
	%64 = fadd <4 x double> %63, <double 1.0, double 1.0, double 1.0, double 1.0>
	%65 = fsub <4 x double> %61, %63
	%66 = fadd <4 x double> %65, %62
	%67 = fsub <4 x double> <double 1.0, double 1.0, double 1.0, double 1.0>, %64
	%68 = fadd <4 x double> %67, %63
	%69 = fadd <4 x double> %68, %66
	%70 = fadd <4 x double> %69, %64
	%71 = fsub <4 x double> %70, <double 1.0, double 1.0, double 1.0, double 1.0>
	%72 = fcmp oeq <4 x double> %71, <double 0.0, double 0.0, double 0.0, double 0.0>
	%73 = select <4 x i1> %72, <4 x double> <double 0.0, double 0.0, double 0.0, double 0.0>, <4 x double> %71
	%74 = fcmp olt <4 x double> %63, <double 1.0, double 1.0, double 1.0, double 1.0>
	%75 = select <4 x i1> %74, <4 x double> %73, <4 x double> %63
	%76 = fmul <4 x double> %75, <double 0x10000000000000, double 0x10000000000000, double 0x10000000000000, double 0x10000000000000>
	%77 = fcmp ogt <4 x double> %x, <double 0.0, double 0.0, double 0.0, double 0.0>
	%78 = select <4 x i1> %77, <4 x double> %59, <4 x double> %76
	%79 = icmp eq <4 x i64> %2, <i64 2047, i64 2047, i64 2047, i64 2047>
	%80 = fadd <4 x double> <double 1.0, double 1.0, double 1.0, double 1.0>, %x
	%81 = select <4 x i1> %79, <4 x double> %80, <4 x double> <double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000, double 0x7FF0000000000000>
	%82 = fcmp olt <4 x double> %x, <double 0.0, double 0.0, double 0.0, double 0.0>
	%83 = select <4 x i1> %82, <4 x double> <double 0.0, double 0.0, double 0.0, double 0.0>, <4 x double> %81
	%84 = icmp eq <4 x i64> %2, <i64 1032, i64 1032, i64 1032, i64 1032>
	%85 = select <4 x i1> %84, <4 x double> %78, <4 x double> %83
	%86 = select <4 x i1> %53, <4 x double> %85, <4 x double> %52
	br label %joined

joined:
	%87 = phi <4 x double> [ %86, %some ], [ %52, %entry ]
	ret <4 x double> %87
}

declare <4 x double> @llvm.fma.v4f64(<4 x double> %0, <4 x double> %1, <4 x double> %2) nounwind readnone willreturn

define internal double @alpyna.exp(double %x) noinline nounwind readnone willreturn {
entry:
	%0 = call double @llvm.exp.f64(double %x)
	ret double %0
}

!0 = distinct !{!0, !"alpyna black_scholes_l31"}
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
