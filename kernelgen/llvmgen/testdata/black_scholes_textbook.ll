; alpyna module black_scholes_textbook_l33
source_filename = "benchmarks/black_scholes_textbook.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@llvm.compiler.used = appending global [3 x i8*] [i8* bitcast (<2 x double> (<2 x double>)* @alpyna.exp.v2 to i8*), i8* bitcast (<4 x double> (<4 x double>)* @alpyna.exp.v4 to i8*), i8* bitcast (double (double)* @alpyna.exp to i8*)], section "llvm.metadata"
@alpyna.exp.table = internal constant [256 x double] [double 1.0, double 0.0, double 0x3FF0163DA9FB3335, double 0x3C9B61299AB8CDB7, double 0x3FF02C9A3E778061, double 0xBC719083535B085D, double 0x3FF04315E86E7F85, double 0xBC90A31C1977C96E, double 0x3FF059B0D3158574, double 0x3C8D73E2A475B465, double 0x3FF0706B29DDF6DE, double 0xBC8C91DFE2B13C27, double 0x3FF0874518759BC8, double 0x3C6186BE4BB284FF, double 0x3FF09E3ECAC6F383, double 0x3C91487818316136, double 0x3FF0B5586CF9890F, double 0x3C98A62E4ADC610B, double 0x3FF0CC922B7247F7, double 0x3C901EDC16E24F71, double 0x3FF0E3EC32D3D1A2, double 0x3C403A1727C57B53, double 0x3FF0FB66AFFED31B, double 0xBC6B9BEDC44EBD7B, double 0x3FF11301D0125B51, double 0xBC96C51039449B3A, double 0x3FF12ABDC06C31CC, double 0xBC51B514B36CA5C7, double 0x3FF1429AAEA92DE0, double 0xBC932FBF9AF1369E, double 0x3FF15A98C8A58E51, double 0x3C82406AB9EEAB0A, double 0x3FF172B83C7D517B, double 0xBC819041B9D78A76, double 0x3FF18AF9388C8DEA, double 0xBC911023D1970F6C, double 0x3FF1A35BEB6FCB75, double 0x3C8E5B4C7B4968E4, double 0x3FF1BBE084045CD4, double 0xBC995386352EF607, double 0x3FF1D4873168B9AA, double 0x3C9E016E00A2643C, double 0x3FF1ED5022FCD91D, double 0xBC91DF98027BB78C, double 0x3FF2063B88628CD6, double 0x3C8DC775814A8495, double 0x3FF21F49917DDC96, double 0x3C82A97E9494A5EE, double 0x3FF2387A6E756238, double 0x3C99B07EB6C70573, double 0x3FF251CE4FB2A63F, double 0x3C8AC155BEF4F4A4, double 0x3FF26B4565E27CDD, double 0x3C82BD339940E9D9, double 0x3FF284DFE1F56381, double 0xBC9A4C3A8C3F0D7E, double 0x3FF29E9DF51FDEE1, double 0x3C8612E8AFAD1255, double 0x3FF2B87FD0DAD990, double 0xBC410ADCD6381AA4, double 0x3FF2D285A6E4030B, double 0x3C90024754DB41D5, double 0x3FF2ECAFA93E2F56, double 0x3C71CA0F45D52383, double 0x3FF306FE0A31B715, double 0x3C86F46AD23182E4, double 0x3FF32170FC4CD831, double 0x3C8A9CE78E18047C, double 0x3FF33C08B26416FF, double 0x3C932721843659A6, double 0x3FF356C55F929FF1, double 0xBC8B5CEE5C4E4628, double 0x3FF371A7373AA9CB, double 0xBC963AEABF42EAE2, double 0x3FF38CAE6D05D866, double 0xBC9E958D3C9904BD, double 0x3FF3A7DB34E59FF7, double 0xBC75E436D661F5E3, double 0x3FF3C32DC313A8E5, double 0xBC9EFFF8375D29C3, double 0x3FF3DEA64C123422, double 0x3C8ADA0911F09EBC, double 0x3FF3FA4504AC801C, double 0xBC97D023F956F9F3, double 0x3FF4160A21F72E2A, double 0xBC5EF3691C309278, double 0x3FF431F5D950A897, double 0xBC81C7DDE35F7999, double 0x3FF44E086061892D, double 0x3C489B7A04EF80D0, double 0x3FF46A41ED1D0057, double 0x3C9C944BD1648A76, double 0x3FF486A2B5C13CD0, double 0x3C73C1A3B69062F0, double 0x3FF4A32AF0D7D3DE, double 0x3C99CB62F3D1BE56, double 0x3FF4BFDAD5362A27, double 0x3C7D4397AFEC42E2, double 0x3FF4DCB299FDDD0D, double 0x3C98ECDBBC6A7833, double 0x3FF4F9B2769D2CA7, double 0xBC94B309D25957E3, double 0x3FF516DAA2CF6642, double 0xBC8F768569BD93EF, double 0x3FF5342B569D4F82, double 0xBC807ABE1DB13CAD, double 0x3FF551A4CA5D920F, double 0xBC8D689CEFEDE59B, double 0x3FF56F4736B527DA, double 0x3C99BB2C011D93AD, double 0x3FF58D12D497C7FD, double 0x3C8295E15B9A1DE8, double 0x3FF5AB07DD485429, double 0x3C96324C054647AD, double 0x3FF5C9268A5946B7, double 0x3C3C4B1B816986A2, double 0x3FF5E76F15AD2148, double 0x3C9BA6F93080E65E, double 0x3FF605E1B976DC09, double 0xBC93E2429B56DE47, double 0x3FF6247EB03A5585, double 0xBC9383C17E40B497, double 0x3FF6434634CCC320, double 0xBC8C483C759D8933, double 0x3FF6623882552225, double 0xBC9BB60987591C34, double 0x3FF68155D44CA973, double 0x3C6038AE44F73E65, double 0x3FF6A09E667F3BCD, double 0xBC9BDD3413B26456, double 0x3FF6C012750BDABF, double 0xBC72895667FF0B0D, double 0x3FF6DFB23C651A2F, double 0xBC6BBE3A683C88AB, double 0x3FF6FF7DF9519484, double 0xBC883C0F25860EF6, double 0x3FF71F75E8EC5F74, double 0xBC816E4786887A99, double 0x3FF73F9A48A58174, double 0xBC90A8D96C65D53C, double 0x3FF75FEB564267C9, double 0xBC90245957316DD3, double 0x3FF780694FDE5D3F, double 0x3C9866B80A02162D, double 0x3FF7A11473EB0187, double 0xBC841577EE04992F, double 0x3FF7C1ED0130C132, double 0x3C9F124CD1164DD6, double 0x3FF7E2F336CF4E62, double 0x3C705D02BA15797E, double 0x3FF80427543E1A12, double 0xBC927C86626D972B, double 0x3FF82589994CCE13, double 0xBC9D4C1DD41532D8, double 0x3FF8471A4623C7AD, double 0xBC88D684A341CDFB, double 0x3FF868D99B4492ED, double 0xBC9FC6F89BD4F6BA, double 0x3FF88AC7D98A6699, double 0x3C9994C2F37CB53A, double 0x3FF8ACE5422AA0DB, double 0x3C96E9F156864B27, double 0x3FF8CF3216B5448C, double 0xBC70D55E32E9E3AA, double 0x3FF8F1AE99157736, double 0x3C85CC13A2E3976C, double 0x3FF9145B0B91FFC6, double 0xBC9DD6792E582524, double 0x3FF93737B0CDC5E5, double 0xBC675FC781B57EBC, double 0x3FF95A44CBC8520F, double 0xBC764B7C96A5F039, double 0x3FF97D829FDE4E50, double 0xBC9D185B7C1B85D1, double 0x3FF9A0F170CA07BA, double 0xBC9173BD91CEE632, double 0x3FF9C49182A3F090, double 0x3C7C7C46B071F2BE, double 0x3FF9E86319E32323, double 0x3C7824CA78E64C6E, double 0x3FFA0C667B5DE565, double 0xBC9359495D1CD533, double 0x3FFA309BEC4A2D33, double 0x3C96305C7DDC36AB, double 0x3FFA5503B23E255D, double 0xBC9D2F6EDB8D41E1, double 0x3FFA799E1330B358, double 0x3C9BCB7ECAC563C7, double 0x3FFA9E6B5579FDBF, double 0x3C90FAC90EF7FD31, double 0x3FFAC36BBFD3F37A, double 0xBC8F9234CAE76CD0, double 0x3FFAE89F995AD3AD, double 0x3C97A1CD345DCC81, double 0x3FFB0E07298DB666, double 0xBC9BDEF54C80E425, double 0x3FFB33A2B84F15FB, double 0xBC62805E3084D708, double 0x3FFB59728DE5593A, double 0xBC9C71DFBBBA6DE3, double 0x3FFB7F76F2FB5E47, double 0xBC75584F7E54AC3B, double 0x3FFBA5B030A1064A, double 0xBC9EFCD30E54292E, double 0x3FFBCC1E904BC1D2, double 0x3C823DD07A2D9E84, double 0x3FFBF2C25BD71E09, double 0xBC9EFDCA3F6B9C73, double 0x3FFC199BDD85529C, double 0x3C811065895048DD, double 0x3FFC40AB5FFFD07A, double 0x3C9B4537E083C60A, double 0x3FFC67F12E57D14B, double 0x3C92884DFF483CAD, double 0x3FFC8F6D9406E7B5, double 0x3C71ACBC48805C44, double 0x3FFCB720DCEF9069, double 0x3C7503CBD1E949DB, double 0x3FFCDF0B555DC3FA, double 0xBC8DD83B53829D72, double 0x3FFD072D4A07897C, double 0xBC9CBC3743797A9C, double 0x3FFD2F87080D89F2, double 0xBC9D487B719D8578, double 0x3FFD5818DCFBA487, double 0x3C82ED02D75B3707, double 0x3FFD80E316C98398, double 0xBC911EC18BEDDFE8, double 0x3FFDA9E603DB3285, double 0x3C9C2300696DB532, double 0x3FFDD321F301B460, double 0x3C92DA5778F018C3, double 0x3FFDFC97337B9B5F, double 0xBC91A5CD4F184B5C, double 0x3FFE264614F5A129, double 0xBC97B627817A1496, double 0x3FFE502EE78B3FF6, double 0x3C839E8980A9CC8F, double 0x3FFE7A51FBC74C83, double 0x3C92D522CA0C8DE2, double 0x3FFEA4AFA2A490DA, double 0xBC9E9C23179C2893, double 0x3FFECF482D8E67F1, double 0xBC9C93F3B411AD8C, double 0x3FFEFA1BEE615A27, double 0x3C9DC7F486A4B6B0, double 0x3FFF252B376BBA97, double 0x3C93A1A5BF0D8E43, double 0x3FFF50765B6E4540, double 0x3C99D3E12DD8A18B, double 0x3FFF7BFDAD9CBE14, double 0xBC9DBB12D006350A, double 0x3FFFA7C1819E90D8, double 0x3C874853F3A5931E, double 0x3FFFD3C22B8F71F1, double 0x3C62EB74966579E7], align 32

define i64 @black_scholes_textbook_l34(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%tail1.addr = alloca double
	store double 0.0, double* %tail1.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%cnd1.addr = alloca double
	store double 0.0, double* %cnd1.addr
	%k2.addr = alloca double
	store double 0.0, double* %k2.addr
	%tail2.addr = alloca double
	store double 0.0, double* %tail2.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%cnd2.addr = alloca double
	store double 0.0, double* %cnd2.addr
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
	%i.it = phi i64 [ %16, %start ], [ %189, %i.latch ]
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
	%87 = load double, double* %k1.addr
	%88 = fmul double %86, %87
	%89 = load double, double* %k1.addr
	%90 = load double, double* %k1.addr
	%91 = load double, double* %k1.addr
	%92 = load double, double* %k1.addr
	%93 = fmul double %92, 0x3FF548CDD6F42943
	%94 = fadd double 0xBFFD23DD4EF278D0, %93
	%95 = fmul double %91, %94
	%96 = fadd double 0x3FFC80EF025F5E68, %95
	%97 = fmul double %90, %96
	%98 = fadd double 0xBFD6D1F0E5A8325B, %97
	%99 = fmul double %89, %98
	%100 = fadd double 0x3FD470BF3A92F8EC, %99
	%101 = fmul double %88, %100
	store double %101, double* %tail1.addr
	%102 = load double, double* %d1.addr
	%103 = fcmp ogt double %102, 0.0
	store i1 %103, i1* %__p1.addr
	%104 = load i1, i1* %__p1.addr
	br i1 %104, label %if.then, label %if.end

if.then:
	%105 = load double, double* %tail1.addr
	%106 = fsub double 1.0, %105
	store double %106, double* %cnd1.addr
	br label %if.end

if.end:
	%107 = load i1, i1* %__p1.addr
	%108 = xor i1 %107, true
	br i1 %108, label %if.then.1, label %if.end.1

if.then.1:
	%109 = load double, double* %tail1.addr
	store double %109, double* %cnd1.addr
	br label %if.end.1

if.end.1:
	%110 = load double, double* %d2.addr
	%111 = call double @llvm.fabs.f64(double %110)
	%112 = fmul double 0x3FCDA6711871100E, %111
	%113 = fadd double 1.0, %112
	%114 = fdiv double 1.0, %113
	store double %114, double* %k2.addr
	%115 = load double, double* %d2.addr
	%116 = fmul double -0.5, %115
	%117 = load double, double* %d2.addr
	%118 = fmul double %116, %117
	%119 = call double @alpyna.exp(double %118) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%120 = fmul double 0x3FD9884533D43651, %119
	%121 = load double, double* %k2.addr
	%122 = fmul double %120, %121
	%123 = load double, double* %k2.addr
	%124 = load double, double* %k2.addr
	%125 = load double, double* %k2.addr
	%126 = load double, double* %k2.addr
	%127 = fmul double %126, 0x3FF548CDD6F42943
	%128 = fadd double 0xBFFD23DD4EF278D0, %127
	%129 = fmul double %125, %128
	%130 = fadd double 0x3FFC80EF025F5E68, %129
	%131 = fmul double %124, %130
	%132 = fadd double 0xBFD6D1F0E5A8325B, %131
	%133 = fmul double %123, %132
	%134 = fadd double 0x3FD470BF3A92F8EC, %133
	%135 = fmul double %122, %134
	store double %135, double* %tail2.addr
	%136 = load double, double* %d2.addr
	%137 = fcmp ogt double %136, 0.0
	store i1 %137, i1* %__p2.addr
	%138 = load i1, i1* %__p2.addr
	br i1 %138, label %if.then.2, label %if.end.2

if.then.2:
	%139 = load double, double* %tail2.addr
	%140 = fsub double 1.0, %139
	store double %140, double* %cnd2.addr
	br label %if.end.2

if.end.2:
	%141 = load i1, i1* %__p2.addr
	%142 = xor i1 %141, true
	br i1 %142, label %if.then.3, label %if.end.3

if.then.3:
	%143 = load double, double* %tail2.addr
	store double %143, double* %cnd2.addr
	br label %if.end.3

if.end.3:
	%144 = fneg double %7
	%145 = load double, double* %t.addr
	%146 = fmul double %144, %145
	%147 = call double @alpyna.exp(double %146) "vector-function-abi-variant"="_ZGV_LLVM_N2v_alpyna.exp(alpyna.exp.v2),_ZGV_LLVM_N4v_alpyna.exp(alpyna.exp.v4)"
	%148 = call double @llvm.fabs.f64(double %147)
	%149 = fcmp oeq double %148, 0x7FF0000000000000
	%150 = call double @llvm.fabs.f64(double %146)
	%151 = fcmp olt double %150, 0x7FF0000000000000
	%152 = and i1 %149, %151
	%153 = load i64, i64* %deferred.iter
	%154 = icmp eq i64 %153, -1
	%155 = and i1 %152, %154
	%156 = select i1 %155, i64 68, i64 %153
	store i64 %156, i64* %deferred.iter
	store double %147, double* %e.addr
	%157 = load double, double* %s.addr
	%158 = load double, double* %cnd1.addr
	%159 = fmul double %157, %158
	%160 = load double, double* %x.addr
	%161 = load double, double* %e.addr
	%162 = fmul double %160, %161
	%163 = load double, double* %cnd2.addr
	%164 = fmul double %162, %163
	%165 = fsub double %159, %164
	%166 = load i64, i64* %i.addr
	%167 = getelementptr inbounds double, double* %call, i64 %166
	store double %165, double* %167, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%168 = load double, double* %x.addr
	%169 = load double, double* %e.addr
	%170 = fmul double %168, %169
	%171 = load double, double* %cnd2.addr
	%172 = fsub double 1.0, %171
	%173 = fmul double %170, %172
	%174 = load double, double* %s.addr
	%175 = load double, double* %cnd1.addr
	%176 = fsub double 1.0, %175
	%177 = fmul double %174, %176
	%178 = fsub double %173, %177
	%179 = load i64, i64* %i.addr
	%180 = getelementptr inbounds double, double* %put, i64 %179
	store double %178, double* %180, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	%181 = load i64, i64* %deferred.iter
	%182 = icmp eq i64 %181, -1
	%183 = shl i64 %i.it, 16
	%184 = or i64 %183, %181
	%185 = select i1 %182, i64 -1, i64 %184
	%186 = load i64, i64* %deferred.pending
	%187 = icmp ult i64 %185, %186
	%188 = select i1 %187, i64 %185, i64 %186
	store i64 %188, i64* %deferred.pending
	br label %i.latch

i.latch:
	%189 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	%190 = load i64, i64* %deferred.pending
	%191 = icmp ne i64 %190, -1
	br i1 %191, label %fail.deferred, label %ok, !prof !13

fail.deferred:
	%192 = and i64 %190, 15
	ret i64 %192

ok:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

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
	%27 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %26
	%28 = bitcast double* %27 to <2 x double>*
	%29 = load <2 x double>, <2 x double>* %28, align 16
	%30 = extractelement <2 x i64> %24, i64 1
	%31 = mul i64 %30, 2
	%32 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %31
	%33 = bitcast double* %32 to <2 x double>*
	%34 = load <2 x double>, <2 x double>* %33, align 16
	%35 = shufflevector <2 x double> %29, <2 x double> %34, <2 x i32> <i32 0, i32 2>
	%36 = shufflevector <2 x double> %29, <2 x double> %34, <2 x i32> <i32 1, i32 3>
	%37 = fmul <2 x double> %35, %10
	%38 = fneg <2 x double> %37
	%39 = call <2 x double> @llvm.fma.v2f64(<2 x double> %35, <2 x double> %10, <2 x double> %38)
	%40 = fmul <2 x double> %36, %10
	%41 = fadd <2 x double> %40, %36
	%42 = fmul <2 x double> %35, %23
	%43 = fadd <2 x double> %41, %42
	%44 = fadd <2 x double> %43, %39
	%45 = fadd <2 x double> %35, %37
	%46 = fsub <2 x double> %45, %35
	%47 = fsub <2 x double> %37, %46
	%48 = fadd <2 x double> %47, %44
	%49 = fadd <2 x double> %45, %48
	%50 = fsub <2 x double> %49, %45
	%51 = fsub <2 x double> %48, %50
	%52 = ashr <2 x i64> %7, <i64 7, i64 7>
	%53 = add <2 x i64> %52, <i64 1023, i64 1023>
	%54 = shl <2 x i64> %53, <i64 52, i64 52>
	%55 = bitcast <2 x i64> %54 to <2 x double>
	%56 = fmul <2 x double> %49, %55
	%57 = fmul <2 x double> %51, <double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB>
	%58 = fadd <2 x double> %49, %57
	%59 = fcmp oeq <2 x double> %58, %49
	%60 = and <2 x i1> %2, %59
	%61 = bitcast <2 x i1> %60 to i2
	%62 = icmp eq i2 %61, -1
	br i1 %62, label %done, label %slow

done:
	%63 = phi <2 x double> [ %56, %entry ], [ %71, %lane ]
	ret <2 x double> %63

slow:
	%64 = xor i2 %61, -1
	%65 = zext i2 %64 to i64
	br label %lane

lane:
	%66 = phi i64 [ %65, %slow ], [ %73, %lane ]
	%67 = phi <2 x double> [ %56, %slow ], [ %71, %lane ]
	%68 = call i64 @llvm.cttz.i64(i64 %66, i1 true)
	%69 = extractelement <2 x double> %x, i64 %68
	%70 = call double @llvm.exp.f64(double %69)
	%71 = insertelement <2 x double> %67, double %70, i64 %68
	%72 = sub i64 %66, 1
	%73 = and i64 %66, %72
	%74 = icmp ne i64 %73, 0
	br i1 %74, label %lane, label %done
}

declare <2 x double> @llvm.fma.v2f64(<2 x double> %0, <2 x double> %1, <2 x double> %2) nounwind readnone willreturn

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

declare i64 @llvm.cttz.i64(i64 %0, i1 %1) nounwind readnone willreturn

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
	%27 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %26
	%28 = bitcast double* %27 to <2 x double>*
	%29 = load <2 x double>, <2 x double>* %28, align 16
	%30 = extractelement <4 x i64> %24, i64 1
	%31 = mul i64 %30, 2
	%32 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %31
	%33 = bitcast double* %32 to <2 x double>*
	%34 = load <2 x double>, <2 x double>* %33, align 16
	%35 = extractelement <4 x i64> %24, i64 2
	%36 = mul i64 %35, 2
	%37 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %36
	%38 = bitcast double* %37 to <2 x double>*
	%39 = load <2 x double>, <2 x double>* %38, align 16
	%40 = extractelement <4 x i64> %24, i64 3
	%41 = mul i64 %40, 2
	%42 = getelementptr inbounds [256 x double], [256 x double]* @alpyna.exp.table, i64 0, i64 %41
	%43 = bitcast double* %42 to <2 x double>*
	%44 = load <2 x double>, <2 x double>* %43, align 16
	%45 = shufflevector <2 x double> %29, <2 x double> %34, <2 x i32> <i32 0, i32 2>
	%46 = shufflevector <2 x double> %39, <2 x double> %44, <2 x i32> <i32 0, i32 2>
	%47 = shufflevector <2 x double> %45, <2 x double> %46, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
	%48 = shufflevector <2 x double> %29, <2 x double> %34, <2 x i32> <i32 1, i32 3>
	%49 = shufflevector <2 x double> %39, <2 x double> %44, <2 x i32> <i32 1, i32 3>
	%50 = shufflevector <2 x double> %48, <2 x double> %49, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
	%51 = fmul <4 x double> %47, %10
	%52 = fneg <4 x double> %51
	%53 = call <4 x double> @llvm.fma.v4f64(<4 x double> %47, <4 x double> %10, <4 x double> %52)
	%54 = fmul <4 x double> %50, %10
	%55 = fadd <4 x double> %54, %50
	%56 = fmul <4 x double> %47, %23
	%57 = fadd <4 x double> %55, %56
	%58 = fadd <4 x double> %57, %53
	%59 = fadd <4 x double> %47, %51
	%60 = fsub <4 x double> %59, %47
	%61 = fsub <4 x double> %51, %60
	%62 = fadd <4 x double> %61, %58
	%63 = fadd <4 x double> %59, %62
	%64 = fsub <4 x double> %63, %59
	%65 = fsub <4 x double> %62, %64
	%66 = ashr <4 x i64> %7, <i64 7, i64 7, i64 7, i64 7>
	%67 = add <4 x i64> %66, <i64 1023, i64 1023, i64 1023, i64 1023>
	%68 = shl <4 x i64> %67, <i64 52, i64 52, i64 52, i64 52>
	%69 = bitcast <4 x i64> %68 to <4 x double>
	%70 = fmul <4 x double> %63, %69
	%71 = fmul <4 x double> %65, <double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB, double 0x3FF0AAAAAAAAAAAB>
	%72 = fadd <4 x double> %63, %71
	%73 = fcmp oeq <4 x double> %72, %63
	%74 = and <4 x i1> %2, %73
	%75 = bitcast <4 x i1> %74 to i4
	%76 = icmp eq i4 %75, -1
	br i1 %76, label %done, label %slow

done:
	%77 = phi <4 x double> [ %70, %entry ], [ %85, %lane ]
	ret <4 x double> %77

slow:
	%78 = xor i4 %75, -1
	%79 = zext i4 %78 to i64
	br label %lane

lane:
	%80 = phi i64 [ %79, %slow ], [ %87, %lane ]
	%81 = phi <4 x double> [ %70, %slow ], [ %85, %lane ]
	%82 = call i64 @llvm.cttz.i64(i64 %80, i1 true)
	%83 = extractelement <4 x double> %x, i64 %82
	%84 = call double @llvm.exp.f64(double %83)
	%85 = insertelement <4 x double> %81, double %84, i64 %82
	%86 = sub i64 %80, 1
	%87 = and i64 %80, %86
	%88 = icmp ne i64 %87, 0
	br i1 %88, label %lane, label %done
}

declare <4 x double> @llvm.fma.v4f64(<4 x double> %0, <4 x double> %1, <4 x double> %2) nounwind readnone willreturn

define internal double @alpyna.exp(double %x) noinline nounwind readnone willreturn {
entry:
	%0 = call double @llvm.exp.f64(double %x)
	ret double %0
}

!0 = distinct !{!0, !"alpyna black_scholes_textbook_l33"}
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
