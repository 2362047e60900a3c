; alpyna module syr2k_l14
source_filename = "benchmarks/syr2k.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @syr2k_l16(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind "prefer-vector-width"="512" {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 3
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%i.addr.1 = alloca i64
	%3 = load i64, i64* %i.addr
	store i64 %3, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%4 = load i64, i64* %j.addr
	store i64 %4, i64* %j.addr.1
	%k.addr.1 = alloca i64
	%5 = load i64, i64* %k.addr
	store i64 %5, i64* %k.addr.1
	%i.addr.2 = alloca i64
	%6 = load i64, i64* %i.addr
	store i64 %6, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%7 = load i64, i64* %j.addr
	store i64 %7, i64* %j.addr.2
	%k.addr.2 = alloca i64
	%8 = load i64, i64* %k.addr
	store i64 %8, i64* %k.addr.2
	%i.addr.3 = alloca i64
	%9 = load i64, i64* %i.addr
	store i64 %9, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%10 = load i64, i64* %j.addr
	store i64 %10, i64* %j.addr.3
	%k.addr.3 = alloca i64
	%11 = load i64, i64* %k.addr
	store i64 %11, i64* %k.addr.3
	%i.addr.4 = alloca i64
	%12 = load i64, i64* %i.addr
	store i64 %12, i64* %i.addr.4
	%j.addr.4 = alloca i64
	%13 = load i64, i64* %j.addr
	store i64 %13, i64* %j.addr.4
	%k.addr.4 = alloca i64
	%14 = load i64, i64* %k.addr
	store i64 %14, i64* %k.addr.4
	%i.addr.5 = alloca i64
	%15 = load i64, i64* %i.addr
	store i64 %15, i64* %i.addr.5
	%j.addr.5 = alloca i64
	%16 = load i64, i64* %j.addr
	store i64 %16, i64* %j.addr.5
	%k.addr.5 = alloca i64
	%17 = load i64, i64* %k.addr
	store i64 %17, i64* %k.addr.5
	%i.addr.6 = alloca i64
	%18 = load i64, i64* %i.addr
	store i64 %18, i64* %i.addr.6
	%j.addr.6 = alloca i64
	%19 = load i64, i64* %j.addr
	store i64 %19, i64* %j.addr.6
	%k.addr.6 = alloca i64
	%20 = load i64, i64* %k.addr
	store i64 %20, i64* %k.addr.6
	%i.addr.7 = alloca i64
	%21 = load i64, i64* %i.addr
	store i64 %21, i64* %i.addr.7
	%j.addr.7 = alloca i64
	%22 = load i64, i64* %j.addr
	store i64 %22, i64* %j.addr.7
	%k.addr.7 = alloca i64
	%23 = load i64, i64* %k.addr
	store i64 %23, i64* %k.addr.7
	%i.addr.8 = alloca i64
	%24 = load i64, i64* %i.addr
	store i64 %24, i64* %i.addr.8
	%j.addr.8 = alloca i64
	%25 = load i64, i64* %j.addr
	store i64 %25, i64* %j.addr.8
	%k.addr.8 = alloca i64
	%26 = load i64, i64* %k.addr
	store i64 %26, i64* %k.addr.8
	%i.addr.9 = alloca i64
	%27 = load i64, i64* %i.addr
	store i64 %27, i64* %i.addr.9
	%j.addr.9 = alloca i64
	%28 = load i64, i64* %j.addr
	store i64 %28, i64* %j.addr.9
	%k.addr.9 = alloca i64
	%29 = load i64, i64* %k.addr
	store i64 %29, i64* %k.addr.9
	%i.addr.10 = alloca i64
	%30 = load i64, i64* %i.addr
	store i64 %30, i64* %i.addr.10
	%j.addr.10 = alloca i64
	%31 = load i64, i64* %j.addr
	store i64 %31, i64* %j.addr.10
	%k.addr.10 = alloca i64
	%32 = load i64, i64* %k.addr
	store i64 %32, i64* %k.addr.10
	%i.addr.11 = alloca i64
	%33 = load i64, i64* %i.addr
	store i64 %33, i64* %i.addr.11
	%j.addr.11 = alloca i64
	%34 = load i64, i64* %j.addr
	store i64 %34, i64* %j.addr.11
	%k.addr.11 = alloca i64
	%35 = load i64, i64* %k.addr
	store i64 %35, i64* %k.addr.11
	%i.addr.12 = alloca i64
	%36 = load i64, i64* %i.addr
	store i64 %36, i64* %i.addr.12
	%j.addr.12 = alloca i64
	%37 = load i64, i64* %j.addr
	store i64 %37, i64* %j.addr.12
	%k.addr.12 = alloca i64
	%38 = load i64, i64* %k.addr
	store i64 %38, i64* %k.addr.12
	%i.addr.13 = alloca i64
	%39 = load i64, i64* %i.addr
	store i64 %39, i64* %i.addr.13
	%j.addr.13 = alloca i64
	%40 = load i64, i64* %j.addr
	store i64 %40, i64* %j.addr.13
	%k.addr.13 = alloca i64
	%41 = load i64, i64* %k.addr
	store i64 %41, i64* %k.addr.13
	%i.addr.14 = alloca i64
	%42 = load i64, i64* %i.addr
	store i64 %42, i64* %i.addr.14
	%j.addr.14 = alloca i64
	%43 = load i64, i64* %j.addr
	store i64 %43, i64* %j.addr.14
	%k.addr.14 = alloca i64
	%44 = load i64, i64* %k.addr
	store i64 %44, i64* %k.addr.14
	%i.addr.15 = alloca i64
	%45 = load i64, i64* %i.addr
	store i64 %45, i64* %i.addr.15
	%j.addr.15 = alloca i64
	%46 = load i64, i64* %j.addr
	store i64 %46, i64* %j.addr.15
	%k.addr.15 = alloca i64
	%47 = load i64, i64* %k.addr
	store i64 %47, i64* %k.addr.15
	%i.addr.16 = alloca i64
	%48 = load i64, i64* %i.addr
	store i64 %48, i64* %i.addr.16
	%j.addr.16 = alloca i64
	%49 = load i64, i64* %j.addr
	store i64 %49, i64* %j.addr.16
	%k.addr.16 = alloca i64
	%50 = load i64, i64* %k.addr
	store i64 %50, i64* %k.addr.16
	%i.addr.17 = alloca i64
	%51 = load i64, i64* %i.addr
	store i64 %51, i64* %i.addr.17
	%j.addr.17 = alloca i64
	%52 = load i64, i64* %j.addr
	store i64 %52, i64* %j.addr.17
	%k.addr.17 = alloca i64
	%53 = load i64, i64* %k.addr
	store i64 %53, i64* %k.addr.17
	%i.addr.18 = alloca i64
	%54 = load i64, i64* %i.addr
	store i64 %54, i64* %i.addr.18
	%j.addr.18 = alloca i64
	%55 = load i64, i64* %j.addr
	store i64 %55, i64* %j.addr.18
	%k.addr.18 = alloca i64
	%56 = load i64, i64* %k.addr
	store i64 %56, i64* %k.addr.18
	%i.addr.19 = alloca i64
	%57 = load i64, i64* %i.addr
	store i64 %57, i64* %i.addr.19
	%j.addr.19 = alloca i64
	%58 = load i64, i64* %j.addr
	store i64 %58, i64* %j.addr.19
	%k.addr.19 = alloca i64
	%59 = load i64, i64* %k.addr
	store i64 %59, i64* %k.addr.19
	%i.addr.20 = alloca i64
	%60 = load i64, i64* %i.addr
	store i64 %60, i64* %i.addr.20
	%j.addr.20 = alloca i64
	%61 = load i64, i64* %j.addr
	store i64 %61, i64* %j.addr.20
	%k.addr.20 = alloca i64
	%62 = load i64, i64* %k.addr
	store i64 %62, i64* %k.addr.20
	%i.addr.21 = alloca i64
	%63 = load i64, i64* %i.addr
	store i64 %63, i64* %i.addr.21
	%j.addr.21 = alloca i64
	%64 = load i64, i64* %j.addr
	store i64 %64, i64* %j.addr.21
	%k.addr.21 = alloca i64
	%65 = load i64, i64* %k.addr
	store i64 %65, i64* %k.addr.21
	%i.addr.22 = alloca i64
	%66 = load i64, i64* %i.addr
	store i64 %66, i64* %i.addr.22
	%j.addr.22 = alloca i64
	%67 = load i64, i64* %j.addr
	store i64 %67, i64* %j.addr.22
	%k.addr.22 = alloca i64
	%68 = load i64, i64* %k.addr
	store i64 %68, i64* %k.addr.22
	%i.addr.23 = alloca i64
	%69 = load i64, i64* %i.addr
	store i64 %69, i64* %i.addr.23
	%j.addr.23 = alloca i64
	%70 = load i64, i64* %j.addr
	store i64 %70, i64* %j.addr.23
	%k.addr.23 = alloca i64
	%71 = load i64, i64* %k.addr
	store i64 %71, i64* %k.addr.23
	%i.addr.24 = alloca i64
	%72 = load i64, i64* %i.addr
	store i64 %72, i64* %i.addr.24
	%j.addr.24 = alloca i64
	%73 = load i64, i64* %j.addr
	store i64 %73, i64* %j.addr.24
	%k.addr.24 = alloca i64
	%74 = load i64, i64* %k.addr
	store i64 %74, i64* %k.addr.24
	%i.addr.25 = alloca i64
	%75 = load i64, i64* %i.addr
	store i64 %75, i64* %i.addr.25
	%j.addr.25 = alloca i64
	%76 = load i64, i64* %j.addr
	store i64 %76, i64* %j.addr.25
	%k.addr.25 = alloca i64
	%77 = load i64, i64* %k.addr
	store i64 %77, i64* %k.addr.25
	%i.addr.26 = alloca i64
	%78 = load i64, i64* %i.addr
	store i64 %78, i64* %i.addr.26
	%j.addr.26 = alloca i64
	%79 = load i64, i64* %j.addr
	store i64 %79, i64* %j.addr.26
	%k.addr.26 = alloca i64
	%80 = load i64, i64* %k.addr
	store i64 %80, i64* %k.addr.26
	%i.addr.27 = alloca i64
	%81 = load i64, i64* %i.addr
	store i64 %81, i64* %i.addr.27
	%j.addr.27 = alloca i64
	%82 = load i64, i64* %j.addr
	store i64 %82, i64* %j.addr.27
	%k.addr.27 = alloca i64
	%83 = load i64, i64* %k.addr
	store i64 %83, i64* %k.addr.27
	%i.addr.28 = alloca i64
	%84 = load i64, i64* %i.addr
	store i64 %84, i64* %i.addr.28
	%j.addr.28 = alloca i64
	%85 = load i64, i64* %j.addr
	store i64 %85, i64* %j.addr.28
	%k.addr.28 = alloca i64
	%86 = load i64, i64* %k.addr
	store i64 %86, i64* %k.addr.28
	%i.addr.29 = alloca i64
	%87 = load i64, i64* %i.addr
	store i64 %87, i64* %i.addr.29
	%j.addr.29 = alloca i64
	%88 = load i64, i64* %j.addr
	store i64 %88, i64* %j.addr.29
	%k.addr.29 = alloca i64
	%89 = load i64, i64* %k.addr
	store i64 %89, i64* %k.addr.29
	%i.addr.30 = alloca i64
	%90 = load i64, i64* %i.addr
	store i64 %90, i64* %i.addr.30
	%j.addr.30 = alloca i64
	%91 = load i64, i64* %j.addr
	store i64 %91, i64* %j.addr.30
	%k.addr.30 = alloca i64
	%92 = load i64, i64* %k.addr
	store i64 %92, i64* %k.addr.30
	%i.addr.31 = alloca i64
	%93 = load i64, i64* %i.addr
	store i64 %93, i64* %i.addr.31
	%j.addr.31 = alloca i64
	%94 = load i64, i64* %j.addr
	store i64 %94, i64* %j.addr.31
	%k.addr.31 = alloca i64
	%95 = load i64, i64* %k.addr
	store i64 %95, i64* %k.addr.31
	%i.addr.32 = alloca i64
	%96 = load i64, i64* %i.addr
	store i64 %96, i64* %i.addr.32
	%j.addr.32 = alloca i64
	%97 = load i64, i64* %j.addr
	store i64 %97, i64* %j.addr.32
	%k.addr.32 = alloca i64
	%98 = load i64, i64* %k.addr
	store i64 %98, i64* %k.addr.32
	%i.addr.33 = alloca i64
	%99 = load i64, i64* %i.addr
	store i64 %99, i64* %i.addr.33
	%j.addr.33 = alloca i64
	%100 = load i64, i64* %j.addr
	store i64 %100, i64* %j.addr.33
	%k.addr.33 = alloca i64
	%101 = load i64, i64* %k.addr
	store i64 %101, i64* %k.addr.33
	%i.addr.34 = alloca i64
	%102 = load i64, i64* %i.addr
	store i64 %102, i64* %i.addr.34
	%j.addr.34 = alloca i64
	%103 = load i64, i64* %j.addr
	store i64 %103, i64* %j.addr.34
	%k.addr.34 = alloca i64
	%104 = load i64, i64* %k.addr
	store i64 %104, i64* %k.addr.34
	%i.addr.35 = alloca i64
	%105 = load i64, i64* %i.addr
	store i64 %105, i64* %i.addr.35
	%j.addr.35 = alloca i64
	%106 = load i64, i64* %j.addr
	store i64 %106, i64* %j.addr.35
	%k.addr.35 = alloca i64
	%107 = load i64, i64* %k.addr
	store i64 %107, i64* %k.addr.35
	%i.addr.36 = alloca i64
	%108 = load i64, i64* %i.addr
	store i64 %108, i64* %i.addr.36
	%j.addr.36 = alloca i64
	%109 = load i64, i64* %j.addr
	store i64 %109, i64* %j.addr.36
	%k.addr.36 = alloca i64
	%110 = load i64, i64* %k.addr
	store i64 %110, i64* %k.addr.36
	%i.addr.37 = alloca i64
	%111 = load i64, i64* %i.addr
	store i64 %111, i64* %i.addr.37
	%j.addr.37 = alloca i64
	%112 = load i64, i64* %j.addr
	store i64 %112, i64* %j.addr.37
	%k.addr.37 = alloca i64
	%113 = load i64, i64* %k.addr
	store i64 %113, i64* %k.addr.37
	%i.addr.38 = alloca i64
	%114 = load i64, i64* %i.addr
	store i64 %114, i64* %i.addr.38
	%j.addr.38 = alloca i64
	%115 = load i64, i64* %j.addr
	store i64 %115, i64* %j.addr.38
	%k.addr.38 = alloca i64
	%116 = load i64, i64* %k.addr
	store i64 %116, i64* %k.addr.38
	%i.addr.39 = alloca i64
	%117 = load i64, i64* %i.addr
	store i64 %117, i64* %i.addr.39
	%j.addr.39 = alloca i64
	%118 = load i64, i64* %j.addr
	store i64 %118, i64* %j.addr.39
	%k.addr.39 = alloca i64
	%119 = load i64, i64* %k.addr
	store i64 %119, i64* %k.addr.39
	%i.addr.40 = alloca i64
	%120 = load i64, i64* %i.addr
	store i64 %120, i64* %i.addr.40
	%j.addr.40 = alloca i64
	%121 = load i64, i64* %j.addr
	store i64 %121, i64* %j.addr.40
	%k.addr.40 = alloca i64
	%122 = load i64, i64* %k.addr
	store i64 %122, i64* %k.addr.40
	%i.addr.41 = alloca i64
	%123 = load i64, i64* %i.addr
	store i64 %123, i64* %i.addr.41
	%j.addr.41 = alloca i64
	%124 = load i64, i64* %j.addr
	store i64 %124, i64* %j.addr.41
	%k.addr.41 = alloca i64
	%125 = load i64, i64* %k.addr
	store i64 %125, i64* %k.addr.41
	%i.addr.42 = alloca i64
	%126 = load i64, i64* %i.addr
	store i64 %126, i64* %i.addr.42
	%j.addr.42 = alloca i64
	%127 = load i64, i64* %j.addr
	store i64 %127, i64* %j.addr.42
	%k.addr.42 = alloca i64
	%128 = load i64, i64* %k.addr
	store i64 %128, i64* %k.addr.42
	%i.addr.43 = alloca i64
	%129 = load i64, i64* %i.addr
	store i64 %129, i64* %i.addr.43
	%j.addr.43 = alloca i64
	%130 = load i64, i64* %j.addr
	store i64 %130, i64* %j.addr.43
	%k.addr.43 = alloca i64
	%131 = load i64, i64* %k.addr
	store i64 %131, i64* %k.addr.43
	%i.addr.44 = alloca i64
	%132 = load i64, i64* %i.addr
	store i64 %132, i64* %i.addr.44
	%j.addr.44 = alloca i64
	%133 = load i64, i64* %j.addr
	store i64 %133, i64* %j.addr.44
	%k.addr.44 = alloca i64
	%134 = load i64, i64* %k.addr
	store i64 %134, i64* %k.addr.44
	%i.addr.45 = alloca i64
	%135 = load i64, i64* %i.addr
	store i64 %135, i64* %i.addr.45
	%j.addr.45 = alloca i64
	%136 = load i64, i64* %j.addr
	store i64 %136, i64* %j.addr.45
	%k.addr.45 = alloca i64
	%137 = load i64, i64* %k.addr
	store i64 %137, i64* %k.addr.45
	%i.addr.46 = alloca i64
	%138 = load i64, i64* %i.addr
	store i64 %138, i64* %i.addr.46
	%j.addr.46 = alloca i64
	%139 = load i64, i64* %j.addr
	store i64 %139, i64* %j.addr.46
	%k.addr.46 = alloca i64
	%140 = load i64, i64* %k.addr
	store i64 %140, i64* %k.addr.46
	%i.addr.47 = alloca i64
	%141 = load i64, i64* %i.addr
	store i64 %141, i64* %i.addr.47
	%j.addr.47 = alloca i64
	%142 = load i64, i64* %j.addr
	store i64 %142, i64* %j.addr.47
	%k.addr.47 = alloca i64
	%143 = load i64, i64* %k.addr
	store i64 %143, i64* %k.addr.47
	%i.addr.48 = alloca i64
	%144 = load i64, i64* %i.addr
	store i64 %144, i64* %i.addr.48
	%j.addr.48 = alloca i64
	%145 = load i64, i64* %j.addr
	store i64 %145, i64* %j.addr.48
	%k.addr.48 = alloca i64
	%146 = load i64, i64* %k.addr
	store i64 %146, i64* %k.addr.48
	%i.addr.49 = alloca i64
	%147 = load i64, i64* %i.addr
	store i64 %147, i64* %i.addr.49
	%j.addr.49 = alloca i64
	%148 = load i64, i64* %j.addr
	store i64 %148, i64* %j.addr.49
	%k.addr.49 = alloca i64
	%149 = load i64, i64* %k.addr
	store i64 %149, i64* %k.addr.49
	%i.addr.50 = alloca i64
	%150 = load i64, i64* %i.addr
	store i64 %150, i64* %i.addr.50
	%j.addr.50 = alloca i64
	%151 = load i64, i64* %j.addr
	store i64 %151, i64* %j.addr.50
	%k.addr.50 = alloca i64
	%152 = load i64, i64* %k.addr
	store i64 %152, i64* %k.addr.50
	%i.addr.51 = alloca i64
	%153 = load i64, i64* %i.addr
	store i64 %153, i64* %i.addr.51
	%j.addr.51 = alloca i64
	%154 = load i64, i64* %j.addr
	store i64 %154, i64* %j.addr.51
	%k.addr.51 = alloca i64
	%155 = load i64, i64* %k.addr
	store i64 %155, i64* %k.addr.51
	%i.addr.52 = alloca i64
	%156 = load i64, i64* %i.addr
	store i64 %156, i64* %i.addr.52
	%j.addr.52 = alloca i64
	%157 = load i64, i64* %j.addr
	store i64 %157, i64* %j.addr.52
	%k.addr.52 = alloca i64
	%158 = load i64, i64* %k.addr
	store i64 %158, i64* %k.addr.52
	%i.addr.53 = alloca i64
	%159 = load i64, i64* %i.addr
	store i64 %159, i64* %i.addr.53
	%j.addr.53 = alloca i64
	%160 = load i64, i64* %j.addr
	store i64 %160, i64* %j.addr.53
	%k.addr.53 = alloca i64
	%161 = load i64, i64* %k.addr
	store i64 %161, i64* %k.addr.53
	%i.addr.54 = alloca i64
	%162 = load i64, i64* %i.addr
	store i64 %162, i64* %i.addr.54
	%j.addr.54 = alloca i64
	%163 = load i64, i64* %j.addr
	store i64 %163, i64* %j.addr.54
	%k.addr.54 = alloca i64
	%164 = load i64, i64* %k.addr
	store i64 %164, i64* %k.addr.54
	%i.addr.55 = alloca i64
	%165 = load i64, i64* %i.addr
	store i64 %165, i64* %i.addr.55
	%j.addr.55 = alloca i64
	%166 = load i64, i64* %j.addr
	store i64 %166, i64* %j.addr.55
	%k.addr.55 = alloca i64
	%167 = load i64, i64* %k.addr
	store i64 %167, i64* %k.addr.55
	%i.addr.56 = alloca i64
	%168 = load i64, i64* %i.addr
	store i64 %168, i64* %i.addr.56
	%j.addr.56 = alloca i64
	%169 = load i64, i64* %j.addr
	store i64 %169, i64* %j.addr.56
	%k.addr.56 = alloca i64
	%170 = load i64, i64* %k.addr
	store i64 %170, i64* %k.addr.56
	%i.addr.57 = alloca i64
	%171 = load i64, i64* %i.addr
	store i64 %171, i64* %i.addr.57
	%j.addr.57 = alloca i64
	%172 = load i64, i64* %j.addr
	store i64 %172, i64* %j.addr.57
	%k.addr.57 = alloca i64
	%173 = load i64, i64* %k.addr
	store i64 %173, i64* %k.addr.57
	%i.addr.58 = alloca i64
	%174 = load i64, i64* %i.addr
	store i64 %174, i64* %i.addr.58
	%j.addr.58 = alloca i64
	%175 = load i64, i64* %j.addr
	store i64 %175, i64* %j.addr.58
	%k.addr.58 = alloca i64
	%176 = load i64, i64* %k.addr
	store i64 %176, i64* %k.addr.58
	%i.addr.59 = alloca i64
	%177 = load i64, i64* %i.addr
	store i64 %177, i64* %i.addr.59
	%j.addr.59 = alloca i64
	%178 = load i64, i64* %j.addr
	store i64 %178, i64* %j.addr.59
	%k.addr.59 = alloca i64
	%179 = load i64, i64* %k.addr
	store i64 %179, i64* %k.addr.59
	%i.addr.60 = alloca i64
	%180 = load i64, i64* %i.addr
	store i64 %180, i64* %i.addr.60
	%j.addr.60 = alloca i64
	%181 = load i64, i64* %j.addr
	store i64 %181, i64* %j.addr.60
	%k.addr.60 = alloca i64
	%182 = load i64, i64* %k.addr
	store i64 %182, i64* %k.addr.60
	%i.addr.61 = alloca i64
	%183 = load i64, i64* %i.addr
	store i64 %183, i64* %i.addr.61
	%j.addr.61 = alloca i64
	%184 = load i64, i64* %j.addr
	store i64 %184, i64* %j.addr.61
	%k.addr.61 = alloca i64
	%185 = load i64, i64* %k.addr
	store i64 %185, i64* %k.addr.61
	%i.addr.62 = alloca i64
	%186 = load i64, i64* %i.addr
	store i64 %186, i64* %i.addr.62
	%j.addr.62 = alloca i64
	%187 = load i64, i64* %j.addr
	store i64 %187, i64* %j.addr.62
	%k.addr.62 = alloca i64
	%188 = load i64, i64* %k.addr
	store i64 %188, i64* %k.addr.62
	%i.addr.63 = alloca i64
	%189 = load i64, i64* %i.addr
	store i64 %189, i64* %i.addr.63
	%j.addr.63 = alloca i64
	%190 = load i64, i64* %j.addr
	store i64 %190, i64* %j.addr.63
	%k.addr.63 = alloca i64
	%191 = load i64, i64* %k.addr
	store i64 %191, i64* %k.addr.63
	%192 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %192, align 8
	%193 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %193, align 8
	%194 = getelementptr inbounds i64, i64* %args, i64 12
	%c.shape1 = load i64, i64* %194, align 8
	%195 = getelementptr inbounds i64, i64* %args, i64 10
	%c.data = load i64, i64* %195, align 8
	%c = inttoptr i64 %c.data to double*
	%196 = getelementptr inbounds i64, i64* %args, i64 1
	%beta = load i64, i64* %196, align 8
	%197 = bitcast i64 %beta to double
	%198 = getelementptr inbounds i64, i64* %args, i64 2
	%m = load i64, i64* %198, align 8
	%199 = getelementptr inbounds i64, i64* %args, i64 6
	%a.shape1 = load i64, i64* %199, align 8
	%200 = getelementptr inbounds i64, i64* %args, i64 4
	%a.data = load i64, i64* %200, align 8
	%a = inttoptr i64 %a.data to double*
	%201 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %201, align 8
	%202 = bitcast i64 %alpha to double
	%203 = getelementptr inbounds i64, i64* %args, i64 9
	%b.shape1 = load i64, i64* %203, align 8
	%204 = getelementptr inbounds i64, i64* %args, i64 7
	%b.data = load i64, i64* %204, align 8
	%b = inttoptr i64 %b.data to double*
	br label %start

start:
	%205 = icmp slt i64 0, %n
	%206 = sub i64 %n, 0
	%207 = select i1 %205, i64 %206, i64 0
	%208 = icmp slt i64 %i.from, 0
	%209 = select i1 %208, i64 0, i64 %i.from
	%210 = icmp slt i64 %i.to, 0
	%211 = select i1 %210, i64 0, i64 %i.to
	%212 = icmp ult i64 %207, %211
	%213 = select i1 %212, i64 %207, i64 %211
	%214 = icmp slt i64 %j.from, 0
	%215 = select i1 %214, i64 0, i64 %j.from
	%216 = icmp slt i64 %j.to, 0
	%217 = select i1 %216, i64 0, i64 %j.to
	%218 = icmp ugt i64 %213, %209
	%219 = sub i64 %213, %209
	%220 = select i1 %218, i64 %219, i64 0
	%221 = and i64 %220, -4
	%222 = add nuw i64 %209, %221
	br label %i.rows.head

i.rows.head:
	%i.rows.it = phi i64 [ %209, %start ], [ %9568, %i.rows.latch ]
	%223 = icmp ult i64 %i.rows.it, %222
	br i1 %223, label %i.rows.body, label %i.rows.exit

i.rows.body:
	%224 = add nuw nsw i64 %i.rows.it, 0
	%225 = add nsw i64 0, %224
	store i64 %225, i64* %i.addr
	%226 = load i64, i64* %i.addr
	%227 = add nsw i64 %226, 1
	%228 = icmp slt i64 0, %227
	%229 = sub i64 %227, 0
	%230 = select i1 %228, i64 %229, i64 0
	%231 = icmp ult i64 %230, %217
	%232 = select i1 %231, i64 %230, i64 %217
	%233 = icmp ugt i64 %232, %215
	%234 = select i1 %233, i64 %232, i64 %215
	%235 = add nuw nsw i64 %i.rows.it, 1
	%236 = add nsw i64 0, %235
	store i64 %236, i64* %i.addr
	%237 = load i64, i64* %i.addr
	%238 = add nsw i64 %237, 1
	%239 = icmp slt i64 0, %238
	%240 = sub i64 %238, 0
	%241 = select i1 %239, i64 %240, i64 0
	%242 = icmp ult i64 %241, %217
	%243 = select i1 %242, i64 %241, i64 %217
	%244 = icmp ugt i64 %243, %215
	%245 = select i1 %244, i64 %243, i64 %215
	%246 = add nuw nsw i64 %i.rows.it, 2
	%247 = add nsw i64 0, %246
	store i64 %247, i64* %i.addr
	%248 = load i64, i64* %i.addr
	%249 = add nsw i64 %248, 1
	%250 = icmp slt i64 0, %249
	%251 = sub i64 %249, 0
	%252 = select i1 %250, i64 %251, i64 0
	%253 = icmp ult i64 %252, %217
	%254 = select i1 %253, i64 %252, i64 %217
	%255 = icmp ugt i64 %254, %215
	%256 = select i1 %255, i64 %254, i64 %215
	%257 = add nuw nsw i64 %i.rows.it, 3
	%258 = add nsw i64 0, %257
	store i64 %258, i64* %i.addr
	%259 = load i64, i64* %i.addr
	%260 = add nsw i64 %259, 1
	%261 = icmp slt i64 0, %260
	%262 = sub i64 %260, 0
	%263 = select i1 %261, i64 %262, i64 0
	%264 = icmp ult i64 %263, %217
	%265 = select i1 %264, i64 %263, i64 %217
	%266 = icmp ugt i64 %265, %215
	%267 = select i1 %266, i64 %265, i64 %215
	%268 = icmp ult i64 %234, %245
	%269 = select i1 %268, i64 %234, i64 %245
	%270 = icmp ult i64 %269, %256
	%271 = select i1 %270, i64 %269, i64 %256
	%272 = icmp ult i64 %271, %267
	%273 = select i1 %272, i64 %271, i64 %267
	%274 = icmp ugt i64 %273, %215
	%275 = sub i64 %273, %215
	%276 = select i1 %274, i64 %275, i64 0
	%277 = and i64 %276, -16
	%278 = add nuw i64 %215, %277
	br label %j.cols.head

j.cols.head:
	%j.cols.it = phi i64 [ %215, %i.rows.body ], [ %3710, %j.cols.latch ]
	%279 = icmp ult i64 %j.cols.it, %278
	br i1 %279, label %j.cols.body, label %j.cols.exit

j.cols.body:
	%280 = add nuw nsw i64 %j.cols.it, 0
	%281 = add nsw i64 0, %280
	store i64 %225, i64* %i.addr
	store i64 %281, i64* %j.addr
	store i64 %236, i64* %i.addr.16
	store i64 %281, i64* %j.addr.16
	store i64 %247, i64* %i.addr.32
	store i64 %281, i64* %j.addr.32
	store i64 %258, i64* %i.addr.48
	store i64 %281, i64* %j.addr.48
	%282 = add nuw nsw i64 %j.cols.it, 1
	%283 = add nsw i64 0, %282
	store i64 %225, i64* %i.addr.1
	store i64 %283, i64* %j.addr.1
	store i64 %236, i64* %i.addr.17
	store i64 %283, i64* %j.addr.17
	store i64 %247, i64* %i.addr.33
	store i64 %283, i64* %j.addr.33
	store i64 %258, i64* %i.addr.49
	store i64 %283, i64* %j.addr.49
	%284 = add nuw nsw i64 %j.cols.it, 2
	%285 = add nsw i64 0, %284
	store i64 %225, i64* %i.addr.2
	store i64 %285, i64* %j.addr.2
	store i64 %236, i64* %i.addr.18
	store i64 %285, i64* %j.addr.18
	store i64 %247, i64* %i.addr.34
	store i64 %285, i64* %j.addr.34
	store i64 %258, i64* %i.addr.50
	store i64 %285, i64* %j.addr.50
	%286 = add nuw nsw i64 %j.cols.it, 3
	%287 = add nsw i64 0, %286
	store i64 %225, i64* %i.addr.3
	store i64 %287, i64* %j.addr.3
	store i64 %236, i64* %i.addr.19
	store i64 %287, i64* %j.addr.19
	store i64 %247, i64* %i.addr.35
	store i64 %287, i64* %j.addr.35
	store i64 %258, i64* %i.addr.51
	store i64 %287, i64* %j.addr.51
	%288 = add nuw nsw i64 %j.cols.it, 4
	%289 = add nsw i64 0, %288
	store i64 %225, i64* %i.addr.4
	store i64 %289, i64* %j.addr.4
	store i64 %236, i64* %i.addr.20
	store i64 %289, i64* %j.addr.20
	store i64 %247, i64* %i.addr.36
	store i64 %289, i64* %j.addr.36
	store i64 %258, i64* %i.addr.52
	store i64 %289, i64* %j.addr.52
	%290 = add nuw nsw i64 %j.cols.it, 5
	%291 = add nsw i64 0, %290
	store i64 %225, i64* %i.addr.5
	store i64 %291, i64* %j.addr.5
	store i64 %236, i64* %i.addr.21
	store i64 %291, i64* %j.addr.21
	store i64 %247, i64* %i.addr.37
	store i64 %291, i64* %j.addr.37
	store i64 %258, i64* %i.addr.53
	store i64 %291, i64* %j.addr.53
	%292 = add nuw nsw i64 %j.cols.it, 6
	%293 = add nsw i64 0, %292
	store i64 %225, i64* %i.addr.6
	store i64 %293, i64* %j.addr.6
	store i64 %236, i64* %i.addr.22
	store i64 %293, i64* %j.addr.22
	store i64 %247, i64* %i.addr.38
	store i64 %293, i64* %j.addr.38
	store i64 %258, i64* %i.addr.54
	store i64 %293, i64* %j.addr.54
	%294 = add nuw nsw i64 %j.cols.it, 7
	%295 = add nsw i64 0, %294
	store i64 %225, i64* %i.addr.7
	store i64 %295, i64* %j.addr.7
	store i64 %236, i64* %i.addr.23
	store i64 %295, i64* %j.addr.23
	store i64 %247, i64* %i.addr.39
	store i64 %295, i64* %j.addr.39
	store i64 %258, i64* %i.addr.55
	store i64 %295, i64* %j.addr.55
	%296 = add nuw nsw i64 %j.cols.it, 8
	%297 = add nsw i64 0, %296
	store i64 %225, i64* %i.addr.8
	store i64 %297, i64* %j.addr.8
	store i64 %236, i64* %i.addr.24
	store i64 %297, i64* %j.addr.24
	store i64 %247, i64* %i.addr.40
	store i64 %297, i64* %j.addr.40
	store i64 %258, i64* %i.addr.56
	store i64 %297, i64* %j.addr.56
	%298 = add nuw nsw i64 %j.cols.it, 9
	%299 = add nsw i64 0, %298
	store i64 %225, i64* %i.addr.9
	store i64 %299, i64* %j.addr.9
	store i64 %236, i64* %i.addr.25
	store i64 %299, i64* %j.addr.25
	store i64 %247, i64* %i.addr.41
	store i64 %299, i64* %j.addr.41
	store i64 %258, i64* %i.addr.57
	store i64 %299, i64* %j.addr.57
	%300 = add nuw nsw i64 %j.cols.it, 10
	%301 = add nsw i64 0, %300
	store i64 %225, i64* %i.addr.10
	store i64 %301, i64* %j.addr.10
	store i64 %236, i64* %i.addr.26
	store i64 %301, i64* %j.addr.26
	store i64 %247, i64* %i.addr.42
	store i64 %301, i64* %j.addr.42
	store i64 %258, i64* %i.addr.58
	store i64 %301, i64* %j.addr.58
	%302 = add nuw nsw i64 %j.cols.it, 11
	%303 = add nsw i64 0, %302
	store i64 %225, i64* %i.addr.11
	store i64 %303, i64* %j.addr.11
	store i64 %236, i64* %i.addr.27
	store i64 %303, i64* %j.addr.27
	store i64 %247, i64* %i.addr.43
	store i64 %303, i64* %j.addr.43
	store i64 %258, i64* %i.addr.59
	store i64 %303, i64* %j.addr.59
	%304 = add nuw nsw i64 %j.cols.it, 12
	%305 = add nsw i64 0, %304
	store i64 %225, i64* %i.addr.12
	store i64 %305, i64* %j.addr.12
	store i64 %236, i64* %i.addr.28
	store i64 %305, i64* %j.addr.28
	store i64 %247, i64* %i.addr.44
	store i64 %305, i64* %j.addr.44
	store i64 %258, i64* %i.addr.60
	store i64 %305, i64* %j.addr.60
	%306 = add nuw nsw i64 %j.cols.it, 13
	%307 = add nsw i64 0, %306
	store i64 %225, i64* %i.addr.13
	store i64 %307, i64* %j.addr.13
	store i64 %236, i64* %i.addr.29
	store i64 %307, i64* %j.addr.29
	store i64 %247, i64* %i.addr.45
	store i64 %307, i64* %j.addr.45
	store i64 %258, i64* %i.addr.61
	store i64 %307, i64* %j.addr.61
	%308 = add nuw nsw i64 %j.cols.it, 14
	%309 = add nsw i64 0, %308
	store i64 %225, i64* %i.addr.14
	store i64 %309, i64* %j.addr.14
	store i64 %236, i64* %i.addr.30
	store i64 %309, i64* %j.addr.30
	store i64 %247, i64* %i.addr.46
	store i64 %309, i64* %j.addr.46
	store i64 %258, i64* %i.addr.62
	store i64 %309, i64* %j.addr.62
	%310 = add nuw nsw i64 %j.cols.it, 15
	%311 = add nsw i64 0, %310
	store i64 %225, i64* %i.addr.15
	store i64 %311, i64* %j.addr.15
	store i64 %236, i64* %i.addr.31
	store i64 %311, i64* %j.addr.31
	store i64 %247, i64* %i.addr.47
	store i64 %311, i64* %j.addr.47
	store i64 %258, i64* %i.addr.63
	store i64 %311, i64* %j.addr.63
	%312 = load i64, i64* %i.addr
	%313 = load i64, i64* %j.addr
	%314 = mul nsw i64 %312, %c.shape1
	%315 = add nsw i64 %314, %313
	%316 = getelementptr inbounds double, double* %c, i64 %315
	%317 = load double, double* %316, align 8, !alias.scope !4
	%318 = fmul double %317, %197
	%319 = load i64, i64* %i.addr
	%320 = load i64, i64* %j.addr
	%321 = mul nsw i64 %319, %c.shape1
	%322 = add nsw i64 %321, %320
	%323 = getelementptr inbounds double, double* %c, i64 %322
	store double %318, double* %323, align 8, !alias.scope !4
	%324 = load i64, i64* %i.addr.1
	%325 = load i64, i64* %j.addr.1
	%326 = mul nsw i64 %324, %c.shape1
	%327 = add nsw i64 %326, %325
	%328 = getelementptr inbounds double, double* %c, i64 %327
	%329 = load double, double* %328, align 8, !alias.scope !4
	%330 = fmul double %329, %197
	%331 = load i64, i64* %i.addr.1
	%332 = load i64, i64* %j.addr.1
	%333 = mul nsw i64 %331, %c.shape1
	%334 = add nsw i64 %333, %332
	%335 = getelementptr inbounds double, double* %c, i64 %334
	store double %330, double* %335, align 8, !alias.scope !4
	%336 = load i64, i64* %i.addr.2
	%337 = load i64, i64* %j.addr.2
	%338 = mul nsw i64 %336, %c.shape1
	%339 = add nsw i64 %338, %337
	%340 = getelementptr inbounds double, double* %c, i64 %339
	%341 = load double, double* %340, align 8, !alias.scope !4
	%342 = fmul double %341, %197
	%343 = load i64, i64* %i.addr.2
	%344 = load i64, i64* %j.addr.2
	%345 = mul nsw i64 %343, %c.shape1
	%346 = add nsw i64 %345, %344
	%347 = getelementptr inbounds double, double* %c, i64 %346
	store double %342, double* %347, align 8, !alias.scope !4
	%348 = load i64, i64* %i.addr.3
	%349 = load i64, i64* %j.addr.3
	%350 = mul nsw i64 %348, %c.shape1
	%351 = add nsw i64 %350, %349
	%352 = getelementptr inbounds double, double* %c, i64 %351
	%353 = load double, double* %352, align 8, !alias.scope !4
	%354 = fmul double %353, %197
	%355 = load i64, i64* %i.addr.3
	%356 = load i64, i64* %j.addr.3
	%357 = mul nsw i64 %355, %c.shape1
	%358 = add nsw i64 %357, %356
	%359 = getelementptr inbounds double, double* %c, i64 %358
	store double %354, double* %359, align 8, !alias.scope !4
	%360 = load i64, i64* %i.addr.4
	%361 = load i64, i64* %j.addr.4
	%362 = mul nsw i64 %360, %c.shape1
	%363 = add nsw i64 %362, %361
	%364 = getelementptr inbounds double, double* %c, i64 %363
	%365 = load double, double* %364, align 8, !alias.scope !4
	%366 = fmul double %365, %197
	%367 = load i64, i64* %i.addr.4
	%368 = load i64, i64* %j.addr.4
	%369 = mul nsw i64 %367, %c.shape1
	%370 = add nsw i64 %369, %368
	%371 = getelementptr inbounds double, double* %c, i64 %370
	store double %366, double* %371, align 8, !alias.scope !4
	%372 = load i64, i64* %i.addr.5
	%373 = load i64, i64* %j.addr.5
	%374 = mul nsw i64 %372, %c.shape1
	%375 = add nsw i64 %374, %373
	%376 = getelementptr inbounds double, double* %c, i64 %375
	%377 = load double, double* %376, align 8, !alias.scope !4
	%378 = fmul double %377, %197
	%379 = load i64, i64* %i.addr.5
	%380 = load i64, i64* %j.addr.5
	%381 = mul nsw i64 %379, %c.shape1
	%382 = add nsw i64 %381, %380
	%383 = getelementptr inbounds double, double* %c, i64 %382
	store double %378, double* %383, align 8, !alias.scope !4
	%384 = load i64, i64* %i.addr.6
	%385 = load i64, i64* %j.addr.6
	%386 = mul nsw i64 %384, %c.shape1
	%387 = add nsw i64 %386, %385
	%388 = getelementptr inbounds double, double* %c, i64 %387
	%389 = load double, double* %388, align 8, !alias.scope !4
	%390 = fmul double %389, %197
	%391 = load i64, i64* %i.addr.6
	%392 = load i64, i64* %j.addr.6
	%393 = mul nsw i64 %391, %c.shape1
	%394 = add nsw i64 %393, %392
	%395 = getelementptr inbounds double, double* %c, i64 %394
	store double %390, double* %395, align 8, !alias.scope !4
	%396 = load i64, i64* %i.addr.7
	%397 = load i64, i64* %j.addr.7
	%398 = mul nsw i64 %396, %c.shape1
	%399 = add nsw i64 %398, %397
	%400 = getelementptr inbounds double, double* %c, i64 %399
	%401 = load double, double* %400, align 8, !alias.scope !4
	%402 = fmul double %401, %197
	%403 = load i64, i64* %i.addr.7
	%404 = load i64, i64* %j.addr.7
	%405 = mul nsw i64 %403, %c.shape1
	%406 = add nsw i64 %405, %404
	%407 = getelementptr inbounds double, double* %c, i64 %406
	store double %402, double* %407, align 8, !alias.scope !4
	%408 = load i64, i64* %i.addr.8
	%409 = load i64, i64* %j.addr.8
	%410 = mul nsw i64 %408, %c.shape1
	%411 = add nsw i64 %410, %409
	%412 = getelementptr inbounds double, double* %c, i64 %411
	%413 = load double, double* %412, align 8, !alias.scope !4
	%414 = fmul double %413, %197
	%415 = load i64, i64* %i.addr.8
	%416 = load i64, i64* %j.addr.8
	%417 = mul nsw i64 %415, %c.shape1
	%418 = add nsw i64 %417, %416
	%419 = getelementptr inbounds double, double* %c, i64 %418
	store double %414, double* %419, align 8, !alias.scope !4
	%420 = load i64, i64* %i.addr.9
	%421 = load i64, i64* %j.addr.9
	%422 = mul nsw i64 %420, %c.shape1
	%423 = add nsw i64 %422, %421
	%424 = getelementptr inbounds double, double* %c, i64 %423
	%425 = load double, double* %424, align 8, !alias.scope !4
	%426 = fmul double %425, %197
	%427 = load i64, i64* %i.addr.9
	%428 = load i64, i64* %j.addr.9
	%429 = mul nsw i64 %427, %c.shape1
	%430 = add nsw i64 %429, %428
	%431 = getelementptr inbounds double, double* %c, i64 %430
	store double %426, double* %431, align 8, !alias.scope !4
	%432 = load i64, i64* %i.addr.10
	%433 = load i64, i64* %j.addr.10
	%434 = mul nsw i64 %432, %c.shape1
	%435 = add nsw i64 %434, %433
	%436 = getelementptr inbounds double, double* %c, i64 %435
	%437 = load double, double* %436, align 8, !alias.scope !4
	%438 = fmul double %437, %197
	%439 = load i64, i64* %i.addr.10
	%440 = load i64, i64* %j.addr.10
	%441 = mul nsw i64 %439, %c.shape1
	%442 = add nsw i64 %441, %440
	%443 = getelementptr inbounds double, double* %c, i64 %442
	store double %438, double* %443, align 8, !alias.scope !4
	%444 = load i64, i64* %i.addr.11
	%445 = load i64, i64* %j.addr.11
	%446 = mul nsw i64 %444, %c.shape1
	%447 = add nsw i64 %446, %445
	%448 = getelementptr inbounds double, double* %c, i64 %447
	%449 = load double, double* %448, align 8, !alias.scope !4
	%450 = fmul double %449, %197
	%451 = load i64, i64* %i.addr.11
	%452 = load i64, i64* %j.addr.11
	%453 = mul nsw i64 %451, %c.shape1
	%454 = add nsw i64 %453, %452
	%455 = getelementptr inbounds double, double* %c, i64 %454
	store double %450, double* %455, align 8, !alias.scope !4
	%456 = load i64, i64* %i.addr.12
	%457 = load i64, i64* %j.addr.12
	%458 = mul nsw i64 %456, %c.shape1
	%459 = add nsw i64 %458, %457
	%460 = getelementptr inbounds double, double* %c, i64 %459
	%461 = load double, double* %460, align 8, !alias.scope !4
	%462 = fmul double %461, %197
	%463 = load i64, i64* %i.addr.12
	%464 = load i64, i64* %j.addr.12
	%465 = mul nsw i64 %463, %c.shape1
	%466 = add nsw i64 %465, %464
	%467 = getelementptr inbounds double, double* %c, i64 %466
	store double %462, double* %467, align 8, !alias.scope !4
	%468 = load i64, i64* %i.addr.13
	%469 = load i64, i64* %j.addr.13
	%470 = mul nsw i64 %468, %c.shape1
	%471 = add nsw i64 %470, %469
	%472 = getelementptr inbounds double, double* %c, i64 %471
	%473 = load double, double* %472, align 8, !alias.scope !4
	%474 = fmul double %473, %197
	%475 = load i64, i64* %i.addr.13
	%476 = load i64, i64* %j.addr.13
	%477 = mul nsw i64 %475, %c.shape1
	%478 = add nsw i64 %477, %476
	%479 = getelementptr inbounds double, double* %c, i64 %478
	store double %474, double* %479, align 8, !alias.scope !4
	%480 = load i64, i64* %i.addr.14
	%481 = load i64, i64* %j.addr.14
	%482 = mul nsw i64 %480, %c.shape1
	%483 = add nsw i64 %482, %481
	%484 = getelementptr inbounds double, double* %c, i64 %483
	%485 = load double, double* %484, align 8, !alias.scope !4
	%486 = fmul double %485, %197
	%487 = load i64, i64* %i.addr.14
	%488 = load i64, i64* %j.addr.14
	%489 = mul nsw i64 %487, %c.shape1
	%490 = add nsw i64 %489, %488
	%491 = getelementptr inbounds double, double* %c, i64 %490
	store double %486, double* %491, align 8, !alias.scope !4
	%492 = load i64, i64* %i.addr.15
	%493 = load i64, i64* %j.addr.15
	%494 = mul nsw i64 %492, %c.shape1
	%495 = add nsw i64 %494, %493
	%496 = getelementptr inbounds double, double* %c, i64 %495
	%497 = load double, double* %496, align 8, !alias.scope !4
	%498 = fmul double %497, %197
	%499 = load i64, i64* %i.addr.15
	%500 = load i64, i64* %j.addr.15
	%501 = mul nsw i64 %499, %c.shape1
	%502 = add nsw i64 %501, %500
	%503 = getelementptr inbounds double, double* %c, i64 %502
	store double %498, double* %503, align 8, !alias.scope !4
	%504 = load i64, i64* %i.addr.16
	%505 = load i64, i64* %j.addr.16
	%506 = mul nsw i64 %504, %c.shape1
	%507 = add nsw i64 %506, %505
	%508 = getelementptr inbounds double, double* %c, i64 %507
	%509 = load double, double* %508, align 8, !alias.scope !4
	%510 = fmul double %509, %197
	%511 = load i64, i64* %i.addr.16
	%512 = load i64, i64* %j.addr.16
	%513 = mul nsw i64 %511, %c.shape1
	%514 = add nsw i64 %513, %512
	%515 = getelementptr inbounds double, double* %c, i64 %514
	store double %510, double* %515, align 8, !alias.scope !4
	%516 = load i64, i64* %i.addr.17
	%517 = load i64, i64* %j.addr.17
	%518 = mul nsw i64 %516, %c.shape1
	%519 = add nsw i64 %518, %517
	%520 = getelementptr inbounds double, double* %c, i64 %519
	%521 = load double, double* %520, align 8, !alias.scope !4
	%522 = fmul double %521, %197
	%523 = load i64, i64* %i.addr.17
	%524 = load i64, i64* %j.addr.17
	%525 = mul nsw i64 %523, %c.shape1
	%526 = add nsw i64 %525, %524
	%527 = getelementptr inbounds double, double* %c, i64 %526
	store double %522, double* %527, align 8, !alias.scope !4
	%528 = load i64, i64* %i.addr.18
	%529 = load i64, i64* %j.addr.18
	%530 = mul nsw i64 %528, %c.shape1
	%531 = add nsw i64 %530, %529
	%532 = getelementptr inbounds double, double* %c, i64 %531
	%533 = load double, double* %532, align 8, !alias.scope !4
	%534 = fmul double %533, %197
	%535 = load i64, i64* %i.addr.18
	%536 = load i64, i64* %j.addr.18
	%537 = mul nsw i64 %535, %c.shape1
	%538 = add nsw i64 %537, %536
	%539 = getelementptr inbounds double, double* %c, i64 %538
	store double %534, double* %539, align 8, !alias.scope !4
	%540 = load i64, i64* %i.addr.19
	%541 = load i64, i64* %j.addr.19
	%542 = mul nsw i64 %540, %c.shape1
	%543 = add nsw i64 %542, %541
	%544 = getelementptr inbounds double, double* %c, i64 %543
	%545 = load double, double* %544, align 8, !alias.scope !4
	%546 = fmul double %545, %197
	%547 = load i64, i64* %i.addr.19
	%548 = load i64, i64* %j.addr.19
	%549 = mul nsw i64 %547, %c.shape1
	%550 = add nsw i64 %549, %548
	%551 = getelementptr inbounds double, double* %c, i64 %550
	store double %546, double* %551, align 8, !alias.scope !4
	%552 = load i64, i64* %i.addr.20
	%553 = load i64, i64* %j.addr.20
	%554 = mul nsw i64 %552, %c.shape1
	%555 = add nsw i64 %554, %553
	%556 = getelementptr inbounds double, double* %c, i64 %555
	%557 = load double, double* %556, align 8, !alias.scope !4
	%558 = fmul double %557, %197
	%559 = load i64, i64* %i.addr.20
	%560 = load i64, i64* %j.addr.20
	%561 = mul nsw i64 %559, %c.shape1
	%562 = add nsw i64 %561, %560
	%563 = getelementptr inbounds double, double* %c, i64 %562
	store double %558, double* %563, align 8, !alias.scope !4
	%564 = load i64, i64* %i.addr.21
	%565 = load i64, i64* %j.addr.21
	%566 = mul nsw i64 %564, %c.shape1
	%567 = add nsw i64 %566, %565
	%568 = getelementptr inbounds double, double* %c, i64 %567
	%569 = load double, double* %568, align 8, !alias.scope !4
	%570 = fmul double %569, %197
	%571 = load i64, i64* %i.addr.21
	%572 = load i64, i64* %j.addr.21
	%573 = mul nsw i64 %571, %c.shape1
	%574 = add nsw i64 %573, %572
	%575 = getelementptr inbounds double, double* %c, i64 %574
	store double %570, double* %575, align 8, !alias.scope !4
	%576 = load i64, i64* %i.addr.22
	%577 = load i64, i64* %j.addr.22
	%578 = mul nsw i64 %576, %c.shape1
	%579 = add nsw i64 %578, %577
	%580 = getelementptr inbounds double, double* %c, i64 %579
	%581 = load double, double* %580, align 8, !alias.scope !4
	%582 = fmul double %581, %197
	%583 = load i64, i64* %i.addr.22
	%584 = load i64, i64* %j.addr.22
	%585 = mul nsw i64 %583, %c.shape1
	%586 = add nsw i64 %585, %584
	%587 = getelementptr inbounds double, double* %c, i64 %586
	store double %582, double* %587, align 8, !alias.scope !4
	%588 = load i64, i64* %i.addr.23
	%589 = load i64, i64* %j.addr.23
	%590 = mul nsw i64 %588, %c.shape1
	%591 = add nsw i64 %590, %589
	%592 = getelementptr inbounds double, double* %c, i64 %591
	%593 = load double, double* %592, align 8, !alias.scope !4
	%594 = fmul double %593, %197
	%595 = load i64, i64* %i.addr.23
	%596 = load i64, i64* %j.addr.23
	%597 = mul nsw i64 %595, %c.shape1
	%598 = add nsw i64 %597, %596
	%599 = getelementptr inbounds double, double* %c, i64 %598
	store double %594, double* %599, align 8, !alias.scope !4
	%600 = load i64, i64* %i.addr.24
	%601 = load i64, i64* %j.addr.24
	%602 = mul nsw i64 %600, %c.shape1
	%603 = add nsw i64 %602, %601
	%604 = getelementptr inbounds double, double* %c, i64 %603
	%605 = load double, double* %604, align 8, !alias.scope !4
	%606 = fmul double %605, %197
	%607 = load i64, i64* %i.addr.24
	%608 = load i64, i64* %j.addr.24
	%609 = mul nsw i64 %607, %c.shape1
	%610 = add nsw i64 %609, %608
	%611 = getelementptr inbounds double, double* %c, i64 %610
	store double %606, double* %611, align 8, !alias.scope !4
	%612 = load i64, i64* %i.addr.25
	%613 = load i64, i64* %j.addr.25
	%614 = mul nsw i64 %612, %c.shape1
	%615 = add nsw i64 %614, %613
	%616 = getelementptr inbounds double, double* %c, i64 %615
	%617 = load double, double* %616, align 8, !alias.scope !4
	%618 = fmul double %617, %197
	%619 = load i64, i64* %i.addr.25
	%620 = load i64, i64* %j.addr.25
	%621 = mul nsw i64 %619, %c.shape1
	%622 = add nsw i64 %621, %620
	%623 = getelementptr inbounds double, double* %c, i64 %622
	store double %618, double* %623, align 8, !alias.scope !4
	%624 = load i64, i64* %i.addr.26
	%625 = load i64, i64* %j.addr.26
	%626 = mul nsw i64 %624, %c.shape1
	%627 = add nsw i64 %626, %625
	%628 = getelementptr inbounds double, double* %c, i64 %627
	%629 = load double, double* %628, align 8, !alias.scope !4
	%630 = fmul double %629, %197
	%631 = load i64, i64* %i.addr.26
	%632 = load i64, i64* %j.addr.26
	%633 = mul nsw i64 %631, %c.shape1
	%634 = add nsw i64 %633, %632
	%635 = getelementptr inbounds double, double* %c, i64 %634
	store double %630, double* %635, align 8, !alias.scope !4
	%636 = load i64, i64* %i.addr.27
	%637 = load i64, i64* %j.addr.27
	%638 = mul nsw i64 %636, %c.shape1
	%639 = add nsw i64 %638, %637
	%640 = getelementptr inbounds double, double* %c, i64 %639
	%641 = load double, double* %640, align 8, !alias.scope !4
	%642 = fmul double %641, %197
	%643 = load i64, i64* %i.addr.27
	%644 = load i64, i64* %j.addr.27
	%645 = mul nsw i64 %643, %c.shape1
	%646 = add nsw i64 %645, %644
	%647 = getelementptr inbounds double, double* %c, i64 %646
	store double %642, double* %647, align 8, !alias.scope !4
	%648 = load i64, i64* %i.addr.28
	%649 = load i64, i64* %j.addr.28
	%650 = mul nsw i64 %648, %c.shape1
	%651 = add nsw i64 %650, %649
	%652 = getelementptr inbounds double, double* %c, i64 %651
	%653 = load double, double* %652, align 8, !alias.scope !4
	%654 = fmul double %653, %197
	%655 = load i64, i64* %i.addr.28
	%656 = load i64, i64* %j.addr.28
	%657 = mul nsw i64 %655, %c.shape1
	%658 = add nsw i64 %657, %656
	%659 = getelementptr inbounds double, double* %c, i64 %658
	store double %654, double* %659, align 8, !alias.scope !4
	%660 = load i64, i64* %i.addr.29
	%661 = load i64, i64* %j.addr.29
	%662 = mul nsw i64 %660, %c.shape1
	%663 = add nsw i64 %662, %661
	%664 = getelementptr inbounds double, double* %c, i64 %663
	%665 = load double, double* %664, align 8, !alias.scope !4
	%666 = fmul double %665, %197
	%667 = load i64, i64* %i.addr.29
	%668 = load i64, i64* %j.addr.29
	%669 = mul nsw i64 %667, %c.shape1
	%670 = add nsw i64 %669, %668
	%671 = getelementptr inbounds double, double* %c, i64 %670
	store double %666, double* %671, align 8, !alias.scope !4
	%672 = load i64, i64* %i.addr.30
	%673 = load i64, i64* %j.addr.30
	%674 = mul nsw i64 %672, %c.shape1
	%675 = add nsw i64 %674, %673
	%676 = getelementptr inbounds double, double* %c, i64 %675
	%677 = load double, double* %676, align 8, !alias.scope !4
	%678 = fmul double %677, %197
	%679 = load i64, i64* %i.addr.30
	%680 = load i64, i64* %j.addr.30
	%681 = mul nsw i64 %679, %c.shape1
	%682 = add nsw i64 %681, %680
	%683 = getelementptr inbounds double, double* %c, i64 %682
	store double %678, double* %683, align 8, !alias.scope !4
	%684 = load i64, i64* %i.addr.31
	%685 = load i64, i64* %j.addr.31
	%686 = mul nsw i64 %684, %c.shape1
	%687 = add nsw i64 %686, %685
	%688 = getelementptr inbounds double, double* %c, i64 %687
	%689 = load double, double* %688, align 8, !alias.scope !4
	%690 = fmul double %689, %197
	%691 = load i64, i64* %i.addr.31
	%692 = load i64, i64* %j.addr.31
	%693 = mul nsw i64 %691, %c.shape1
	%694 = add nsw i64 %693, %692
	%695 = getelementptr inbounds double, double* %c, i64 %694
	store double %690, double* %695, align 8, !alias.scope !4
	%696 = load i64, i64* %i.addr.32
	%697 = load i64, i64* %j.addr.32
	%698 = mul nsw i64 %696, %c.shape1
	%699 = add nsw i64 %698, %697
	%700 = getelementptr inbounds double, double* %c, i64 %699
	%701 = load double, double* %700, align 8, !alias.scope !4
	%702 = fmul double %701, %197
	%703 = load i64, i64* %i.addr.32
	%704 = load i64, i64* %j.addr.32
	%705 = mul nsw i64 %703, %c.shape1
	%706 = add nsw i64 %705, %704
	%707 = getelementptr inbounds double, double* %c, i64 %706
	store double %702, double* %707, align 8, !alias.scope !4
	%708 = load i64, i64* %i.addr.33
	%709 = load i64, i64* %j.addr.33
	%710 = mul nsw i64 %708, %c.shape1
	%711 = add nsw i64 %710, %709
	%712 = getelementptr inbounds double, double* %c, i64 %711
	%713 = load double, double* %712, align 8, !alias.scope !4
	%714 = fmul double %713, %197
	%715 = load i64, i64* %i.addr.33
	%716 = load i64, i64* %j.addr.33
	%717 = mul nsw i64 %715, %c.shape1
	%718 = add nsw i64 %717, %716
	%719 = getelementptr inbounds double, double* %c, i64 %718
	store double %714, double* %719, align 8, !alias.scope !4
	%720 = load i64, i64* %i.addr.34
	%721 = load i64, i64* %j.addr.34
	%722 = mul nsw i64 %720, %c.shape1
	%723 = add nsw i64 %722, %721
	%724 = getelementptr inbounds double, double* %c, i64 %723
	%725 = load double, double* %724, align 8, !alias.scope !4
	%726 = fmul double %725, %197
	%727 = load i64, i64* %i.addr.34
	%728 = load i64, i64* %j.addr.34
	%729 = mul nsw i64 %727, %c.shape1
	%730 = add nsw i64 %729, %728
	%731 = getelementptr inbounds double, double* %c, i64 %730
	store double %726, double* %731, align 8, !alias.scope !4
	%732 = load i64, i64* %i.addr.35
	%733 = load i64, i64* %j.addr.35
	%734 = mul nsw i64 %732, %c.shape1
	%735 = add nsw i64 %734, %733
	%736 = getelementptr inbounds double, double* %c, i64 %735
	%737 = load double, double* %736, align 8, !alias.scope !4
	%738 = fmul double %737, %197
	%739 = load i64, i64* %i.addr.35
	%740 = load i64, i64* %j.addr.35
	%741 = mul nsw i64 %739, %c.shape1
	%742 = add nsw i64 %741, %740
	%743 = getelementptr inbounds double, double* %c, i64 %742
	store double %738, double* %743, align 8, !alias.scope !4
	%744 = load i64, i64* %i.addr.36
	%745 = load i64, i64* %j.addr.36
	%746 = mul nsw i64 %744, %c.shape1
	%747 = add nsw i64 %746, %745
	%748 = getelementptr inbounds double, double* %c, i64 %747
	%749 = load double, double* %748, align 8, !alias.scope !4
	%750 = fmul double %749, %197
	%751 = load i64, i64* %i.addr.36
	%752 = load i64, i64* %j.addr.36
	%753 = mul nsw i64 %751, %c.shape1
	%754 = add nsw i64 %753, %752
	%755 = getelementptr inbounds double, double* %c, i64 %754
	store double %750, double* %755, align 8, !alias.scope !4
	%756 = load i64, i64* %i.addr.37
	%757 = load i64, i64* %j.addr.37
	%758 = mul nsw i64 %756, %c.shape1
	%759 = add nsw i64 %758, %757
	%760 = getelementptr inbounds double, double* %c, i64 %759
	%761 = load double, double* %760, align 8, !alias.scope !4
	%762 = fmul double %761, %197
	%763 = load i64, i64* %i.addr.37
	%764 = load i64, i64* %j.addr.37
	%765 = mul nsw i64 %763, %c.shape1
	%766 = add nsw i64 %765, %764
	%767 = getelementptr inbounds double, double* %c, i64 %766
	store double %762, double* %767, align 8, !alias.scope !4
	%768 = load i64, i64* %i.addr.38
	%769 = load i64, i64* %j.addr.38
	%770 = mul nsw i64 %768, %c.shape1
	%771 = add nsw i64 %770, %769
	%772 = getelementptr inbounds double, double* %c, i64 %771
	%773 = load double, double* %772, align 8, !alias.scope !4
	%774 = fmul double %773, %197
	%775 = load i64, i64* %i.addr.38
	%776 = load i64, i64* %j.addr.38
	%777 = mul nsw i64 %775, %c.shape1
	%778 = add nsw i64 %777, %776
	%779 = getelementptr inbounds double, double* %c, i64 %778
	store double %774, double* %779, align 8, !alias.scope !4
	%780 = load i64, i64* %i.addr.39
	%781 = load i64, i64* %j.addr.39
	%782 = mul nsw i64 %780, %c.shape1
	%783 = add nsw i64 %782, %781
	%784 = getelementptr inbounds double, double* %c, i64 %783
	%785 = load double, double* %784, align 8, !alias.scope !4
	%786 = fmul double %785, %197
	%787 = load i64, i64* %i.addr.39
	%788 = load i64, i64* %j.addr.39
	%789 = mul nsw i64 %787, %c.shape1
	%790 = add nsw i64 %789, %788
	%791 = getelementptr inbounds double, double* %c, i64 %790
	store double %786, double* %791, align 8, !alias.scope !4
	%792 = load i64, i64* %i.addr.40
	%793 = load i64, i64* %j.addr.40
	%794 = mul nsw i64 %792, %c.shape1
	%795 = add nsw i64 %794, %793
	%796 = getelementptr inbounds double, double* %c, i64 %795
	%797 = load double, double* %796, align 8, !alias.scope !4
	%798 = fmul double %797, %197
	%799 = load i64, i64* %i.addr.40
	%800 = load i64, i64* %j.addr.40
	%801 = mul nsw i64 %799, %c.shape1
	%802 = add nsw i64 %801, %800
	%803 = getelementptr inbounds double, double* %c, i64 %802
	store double %798, double* %803, align 8, !alias.scope !4
	%804 = load i64, i64* %i.addr.41
	%805 = load i64, i64* %j.addr.41
	%806 = mul nsw i64 %804, %c.shape1
	%807 = add nsw i64 %806, %805
	%808 = getelementptr inbounds double, double* %c, i64 %807
	%809 = load double, double* %808, align 8, !alias.scope !4
	%810 = fmul double %809, %197
	%811 = load i64, i64* %i.addr.41
	%812 = load i64, i64* %j.addr.41
	%813 = mul nsw i64 %811, %c.shape1
	%814 = add nsw i64 %813, %812
	%815 = getelementptr inbounds double, double* %c, i64 %814
	store double %810, double* %815, align 8, !alias.scope !4
	%816 = load i64, i64* %i.addr.42
	%817 = load i64, i64* %j.addr.42
	%818 = mul nsw i64 %816, %c.shape1
	%819 = add nsw i64 %818, %817
	%820 = getelementptr inbounds double, double* %c, i64 %819
	%821 = load double, double* %820, align 8, !alias.scope !4
	%822 = fmul double %821, %197
	%823 = load i64, i64* %i.addr.42
	%824 = load i64, i64* %j.addr.42
	%825 = mul nsw i64 %823, %c.shape1
	%826 = add nsw i64 %825, %824
	%827 = getelementptr inbounds double, double* %c, i64 %826
	store double %822, double* %827, align 8, !alias.scope !4
	%828 = load i64, i64* %i.addr.43
	%829 = load i64, i64* %j.addr.43
	%830 = mul nsw i64 %828, %c.shape1
	%831 = add nsw i64 %830, %829
	%832 = getelementptr inbounds double, double* %c, i64 %831
	%833 = load double, double* %832, align 8, !alias.scope !4
	%834 = fmul double %833, %197
	%835 = load i64, i64* %i.addr.43
	%836 = load i64, i64* %j.addr.43
	%837 = mul nsw i64 %835, %c.shape1
	%838 = add nsw i64 %837, %836
	%839 = getelementptr inbounds double, double* %c, i64 %838
	store double %834, double* %839, align 8, !alias.scope !4
	%840 = load i64, i64* %i.addr.44
	%841 = load i64, i64* %j.addr.44
	%842 = mul nsw i64 %840, %c.shape1
	%843 = add nsw i64 %842, %841
	%844 = getelementptr inbounds double, double* %c, i64 %843
	%845 = load double, double* %844, align 8, !alias.scope !4
	%846 = fmul double %845, %197
	%847 = load i64, i64* %i.addr.44
	%848 = load i64, i64* %j.addr.44
	%849 = mul nsw i64 %847, %c.shape1
	%850 = add nsw i64 %849, %848
	%851 = getelementptr inbounds double, double* %c, i64 %850
	store double %846, double* %851, align 8, !alias.scope !4
	%852 = load i64, i64* %i.addr.45
	%853 = load i64, i64* %j.addr.45
	%854 = mul nsw i64 %852, %c.shape1
	%855 = add nsw i64 %854, %853
	%856 = getelementptr inbounds double, double* %c, i64 %855
	%857 = load double, double* %856, align 8, !alias.scope !4
	%858 = fmul double %857, %197
	%859 = load i64, i64* %i.addr.45
	%860 = load i64, i64* %j.addr.45
	%861 = mul nsw i64 %859, %c.shape1
	%862 = add nsw i64 %861, %860
	%863 = getelementptr inbounds double, double* %c, i64 %862
	store double %858, double* %863, align 8, !alias.scope !4
	%864 = load i64, i64* %i.addr.46
	%865 = load i64, i64* %j.addr.46
	%866 = mul nsw i64 %864, %c.shape1
	%867 = add nsw i64 %866, %865
	%868 = getelementptr inbounds double, double* %c, i64 %867
	%869 = load double, double* %868, align 8, !alias.scope !4
	%870 = fmul double %869, %197
	%871 = load i64, i64* %i.addr.46
	%872 = load i64, i64* %j.addr.46
	%873 = mul nsw i64 %871, %c.shape1
	%874 = add nsw i64 %873, %872
	%875 = getelementptr inbounds double, double* %c, i64 %874
	store double %870, double* %875, align 8, !alias.scope !4
	%876 = load i64, i64* %i.addr.47
	%877 = load i64, i64* %j.addr.47
	%878 = mul nsw i64 %876, %c.shape1
	%879 = add nsw i64 %878, %877
	%880 = getelementptr inbounds double, double* %c, i64 %879
	%881 = load double, double* %880, align 8, !alias.scope !4
	%882 = fmul double %881, %197
	%883 = load i64, i64* %i.addr.47
	%884 = load i64, i64* %j.addr.47
	%885 = mul nsw i64 %883, %c.shape1
	%886 = add nsw i64 %885, %884
	%887 = getelementptr inbounds double, double* %c, i64 %886
	store double %882, double* %887, align 8, !alias.scope !4
	%888 = load i64, i64* %i.addr.48
	%889 = load i64, i64* %j.addr.48
	%890 = mul nsw i64 %888, %c.shape1
	%891 = add nsw i64 %890, %889
	%892 = getelementptr inbounds double, double* %c, i64 %891
	%893 = load double, double* %892, align 8, !alias.scope !4
	%894 = fmul double %893, %197
	%895 = load i64, i64* %i.addr.48
	%896 = load i64, i64* %j.addr.48
	%897 = mul nsw i64 %895, %c.shape1
	%898 = add nsw i64 %897, %896
	%899 = getelementptr inbounds double, double* %c, i64 %898
	store double %894, double* %899, align 8, !alias.scope !4
	%900 = load i64, i64* %i.addr.49
	%901 = load i64, i64* %j.addr.49
	%902 = mul nsw i64 %900, %c.shape1
	%903 = add nsw i64 %902, %901
	%904 = getelementptr inbounds double, double* %c, i64 %903
	%905 = load double, double* %904, align 8, !alias.scope !4
	%906 = fmul double %905, %197
	%907 = load i64, i64* %i.addr.49
	%908 = load i64, i64* %j.addr.49
	%909 = mul nsw i64 %907, %c.shape1
	%910 = add nsw i64 %909, %908
	%911 = getelementptr inbounds double, double* %c, i64 %910
	store double %906, double* %911, align 8, !alias.scope !4
	%912 = load i64, i64* %i.addr.50
	%913 = load i64, i64* %j.addr.50
	%914 = mul nsw i64 %912, %c.shape1
	%915 = add nsw i64 %914, %913
	%916 = getelementptr inbounds double, double* %c, i64 %915
	%917 = load double, double* %916, align 8, !alias.scope !4
	%918 = fmul double %917, %197
	%919 = load i64, i64* %i.addr.50
	%920 = load i64, i64* %j.addr.50
	%921 = mul nsw i64 %919, %c.shape1
	%922 = add nsw i64 %921, %920
	%923 = getelementptr inbounds double, double* %c, i64 %922
	store double %918, double* %923, align 8, !alias.scope !4
	%924 = load i64, i64* %i.addr.51
	%925 = load i64, i64* %j.addr.51
	%926 = mul nsw i64 %924, %c.shape1
	%927 = add nsw i64 %926, %925
	%928 = getelementptr inbounds double, double* %c, i64 %927
	%929 = load double, double* %928, align 8, !alias.scope !4
	%930 = fmul double %929, %197
	%931 = load i64, i64* %i.addr.51
	%932 = load i64, i64* %j.addr.51
	%933 = mul nsw i64 %931, %c.shape1
	%934 = add nsw i64 %933, %932
	%935 = getelementptr inbounds double, double* %c, i64 %934
	store double %930, double* %935, align 8, !alias.scope !4
	%936 = load i64, i64* %i.addr.52
	%937 = load i64, i64* %j.addr.52
	%938 = mul nsw i64 %936, %c.shape1
	%939 = add nsw i64 %938, %937
	%940 = getelementptr inbounds double, double* %c, i64 %939
	%941 = load double, double* %940, align 8, !alias.scope !4
	%942 = fmul double %941, %197
	%943 = load i64, i64* %i.addr.52
	%944 = load i64, i64* %j.addr.52
	%945 = mul nsw i64 %943, %c.shape1
	%946 = add nsw i64 %945, %944
	%947 = getelementptr inbounds double, double* %c, i64 %946
	store double %942, double* %947, align 8, !alias.scope !4
	%948 = load i64, i64* %i.addr.53
	%949 = load i64, i64* %j.addr.53
	%950 = mul nsw i64 %948, %c.shape1
	%951 = add nsw i64 %950, %949
	%952 = getelementptr inbounds double, double* %c, i64 %951
	%953 = load double, double* %952, align 8, !alias.scope !4
	%954 = fmul double %953, %197
	%955 = load i64, i64* %i.addr.53
	%956 = load i64, i64* %j.addr.53
	%957 = mul nsw i64 %955, %c.shape1
	%958 = add nsw i64 %957, %956
	%959 = getelementptr inbounds double, double* %c, i64 %958
	store double %954, double* %959, align 8, !alias.scope !4
	%960 = load i64, i64* %i.addr.54
	%961 = load i64, i64* %j.addr.54
	%962 = mul nsw i64 %960, %c.shape1
	%963 = add nsw i64 %962, %961
	%964 = getelementptr inbounds double, double* %c, i64 %963
	%965 = load double, double* %964, align 8, !alias.scope !4
	%966 = fmul double %965, %197
	%967 = load i64, i64* %i.addr.54
	%968 = load i64, i64* %j.addr.54
	%969 = mul nsw i64 %967, %c.shape1
	%970 = add nsw i64 %969, %968
	%971 = getelementptr inbounds double, double* %c, i64 %970
	store double %966, double* %971, align 8, !alias.scope !4
	%972 = load i64, i64* %i.addr.55
	%973 = load i64, i64* %j.addr.55
	%974 = mul nsw i64 %972, %c.shape1
	%975 = add nsw i64 %974, %973
	%976 = getelementptr inbounds double, double* %c, i64 %975
	%977 = load double, double* %976, align 8, !alias.scope !4
	%978 = fmul double %977, %197
	%979 = load i64, i64* %i.addr.55
	%980 = load i64, i64* %j.addr.55
	%981 = mul nsw i64 %979, %c.shape1
	%982 = add nsw i64 %981, %980
	%983 = getelementptr inbounds double, double* %c, i64 %982
	store double %978, double* %983, align 8, !alias.scope !4
	%984 = load i64, i64* %i.addr.56
	%985 = load i64, i64* %j.addr.56
	%986 = mul nsw i64 %984, %c.shape1
	%987 = add nsw i64 %986, %985
	%988 = getelementptr inbounds double, double* %c, i64 %987
	%989 = load double, double* %988, align 8, !alias.scope !4
	%990 = fmul double %989, %197
	%991 = load i64, i64* %i.addr.56
	%992 = load i64, i64* %j.addr.56
	%993 = mul nsw i64 %991, %c.shape1
	%994 = add nsw i64 %993, %992
	%995 = getelementptr inbounds double, double* %c, i64 %994
	store double %990, double* %995, align 8, !alias.scope !4
	%996 = load i64, i64* %i.addr.57
	%997 = load i64, i64* %j.addr.57
	%998 = mul nsw i64 %996, %c.shape1
	%999 = add nsw i64 %998, %997
	%1000 = getelementptr inbounds double, double* %c, i64 %999
	%1001 = load double, double* %1000, align 8, !alias.scope !4
	%1002 = fmul double %1001, %197
	%1003 = load i64, i64* %i.addr.57
	%1004 = load i64, i64* %j.addr.57
	%1005 = mul nsw i64 %1003, %c.shape1
	%1006 = add nsw i64 %1005, %1004
	%1007 = getelementptr inbounds double, double* %c, i64 %1006
	store double %1002, double* %1007, align 8, !alias.scope !4
	%1008 = load i64, i64* %i.addr.58
	%1009 = load i64, i64* %j.addr.58
	%1010 = mul nsw i64 %1008, %c.shape1
	%1011 = add nsw i64 %1010, %1009
	%1012 = getelementptr inbounds double, double* %c, i64 %1011
	%1013 = load double, double* %1012, align 8, !alias.scope !4
	%1014 = fmul double %1013, %197
	%1015 = load i64, i64* %i.addr.58
	%1016 = load i64, i64* %j.addr.58
	%1017 = mul nsw i64 %1015, %c.shape1
	%1018 = add nsw i64 %1017, %1016
	%1019 = getelementptr inbounds double, double* %c, i64 %1018
	store double %1014, double* %1019, align 8, !alias.scope !4
	%1020 = load i64, i64* %i.addr.59
	%1021 = load i64, i64* %j.addr.59
	%1022 = mul nsw i64 %1020, %c.shape1
	%1023 = add nsw i64 %1022, %1021
	%1024 = getelementptr inbounds double, double* %c, i64 %1023
	%1025 = load double, double* %1024, align 8, !alias.scope !4
	%1026 = fmul double %1025, %197
	%1027 = load i64, i64* %i.addr.59
	%1028 = load i64, i64* %j.addr.59
	%1029 = mul nsw i64 %1027, %c.shape1
	%1030 = add nsw i64 %1029, %1028
	%1031 = getelementptr inbounds double, double* %c, i64 %1030
	store double %1026, double* %1031, align 8, !alias.scope !4
	%1032 = load i64, i64* %i.addr.60
	%1033 = load i64, i64* %j.addr.60
	%1034 = mul nsw i64 %1032, %c.shape1
	%1035 = add nsw i64 %1034, %1033
	%1036 = getelementptr inbounds double, double* %c, i64 %1035
	%1037 = load double, double* %1036, align 8, !alias.scope !4
	%1038 = fmul double %1037, %197
	%1039 = load i64, i64* %i.addr.60
	%1040 = load i64, i64* %j.addr.60
	%1041 = mul nsw i64 %1039, %c.shape1
	%1042 = add nsw i64 %1041, %1040
	%1043 = getelementptr inbounds double, double* %c, i64 %1042
	store double %1038, double* %1043, align 8, !alias.scope !4
	%1044 = load i64, i64* %i.addr.61
	%1045 = load i64, i64* %j.addr.61
	%1046 = mul nsw i64 %1044, %c.shape1
	%1047 = add nsw i64 %1046, %1045
	%1048 = getelementptr inbounds double, double* %c, i64 %1047
	%1049 = load double, double* %1048, align 8, !alias.scope !4
	%1050 = fmul double %1049, %197
	%1051 = load i64, i64* %i.addr.61
	%1052 = load i64, i64* %j.addr.61
	%1053 = mul nsw i64 %1051, %c.shape1
	%1054 = add nsw i64 %1053, %1052
	%1055 = getelementptr inbounds double, double* %c, i64 %1054
	store double %1050, double* %1055, align 8, !alias.scope !4
	%1056 = load i64, i64* %i.addr.62
	%1057 = load i64, i64* %j.addr.62
	%1058 = mul nsw i64 %1056, %c.shape1
	%1059 = add nsw i64 %1058, %1057
	%1060 = getelementptr inbounds double, double* %c, i64 %1059
	%1061 = load double, double* %1060, align 8, !alias.scope !4
	%1062 = fmul double %1061, %197
	%1063 = load i64, i64* %i.addr.62
	%1064 = load i64, i64* %j.addr.62
	%1065 = mul nsw i64 %1063, %c.shape1
	%1066 = add nsw i64 %1065, %1064
	%1067 = getelementptr inbounds double, double* %c, i64 %1066
	store double %1062, double* %1067, align 8, !alias.scope !4
	%1068 = load i64, i64* %i.addr.63
	%1069 = load i64, i64* %j.addr.63
	%1070 = mul nsw i64 %1068, %c.shape1
	%1071 = add nsw i64 %1070, %1069
	%1072 = getelementptr inbounds double, double* %c, i64 %1071
	%1073 = load double, double* %1072, align 8, !alias.scope !4
	%1074 = fmul double %1073, %197
	%1075 = load i64, i64* %i.addr.63
	%1076 = load i64, i64* %j.addr.63
	%1077 = mul nsw i64 %1075, %c.shape1
	%1078 = add nsw i64 %1077, %1076
	%1079 = getelementptr inbounds double, double* %c, i64 %1078
	store double %1074, double* %1079, align 8, !alias.scope !4
	%1080 = icmp slt i64 0, %m
	%1081 = sub i64 %m, 0
	%1082 = select i1 %1080, i64 %1081, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.cols.body ], [ %3709, %k.latch ]
	%1083 = icmp ult i64 %k.it, %1082
	br i1 %1083, label %k.body, label %k.exit

k.body:
	%1084 = add nsw i64 0, %k.it
	store i64 %1084, i64* %k.addr
	store i64 %1084, i64* %k.addr.1
	store i64 %1084, i64* %k.addr.2
	store i64 %1084, i64* %k.addr.3
	store i64 %1084, i64* %k.addr.4
	store i64 %1084, i64* %k.addr.5
	store i64 %1084, i64* %k.addr.6
	store i64 %1084, i64* %k.addr.7
	store i64 %1084, i64* %k.addr.8
	store i64 %1084, i64* %k.addr.9
	store i64 %1084, i64* %k.addr.10
	store i64 %1084, i64* %k.addr.11
	store i64 %1084, i64* %k.addr.12
	store i64 %1084, i64* %k.addr.13
	store i64 %1084, i64* %k.addr.14
	store i64 %1084, i64* %k.addr.15
	store i64 %1084, i64* %k.addr.16
	store i64 %1084, i64* %k.addr.17
	store i64 %1084, i64* %k.addr.18
	store i64 %1084, i64* %k.addr.19
	store i64 %1084, i64* %k.addr.20
	store i64 %1084, i64* %k.addr.21
	store i64 %1084, i64* %k.addr.22
	store i64 %1084, i64* %k.addr.23
	store i64 %1084, i64* %k.addr.24
	store i64 %1084, i64* %k.addr.25
	store i64 %1084, i64* %k.addr.26
	store i64 %1084, i64* %k.addr.27
	store i64 %1084, i64* %k.addr.28
	store i64 %1084, i64* %k.addr.29
	store i64 %1084, i64* %k.addr.30
	store i64 %1084, i64* %k.addr.31
	store i64 %1084, i64* %k.addr.32
	store i64 %1084, i64* %k.addr.33
	store i64 %1084, i64* %k.addr.34
	store i64 %1084, i64* %k.addr.35
	store i64 %1084, i64* %k.addr.36
	store i64 %1084, i64* %k.addr.37
	store i64 %1084, i64* %k.addr.38
	store i64 %1084, i64* %k.addr.39
	store i64 %1084, i64* %k.addr.40
	store i64 %1084, i64* %k.addr.41
	store i64 %1084, i64* %k.addr.42
	store i64 %1084, i64* %k.addr.43
	store i64 %1084, i64* %k.addr.44
	store i64 %1084, i64* %k.addr.45
	store i64 %1084, i64* %k.addr.46
	store i64 %1084, i64* %k.addr.47
	store i64 %1084, i64* %k.addr.48
	store i64 %1084, i64* %k.addr.49
	store i64 %1084, i64* %k.addr.50
	store i64 %1084, i64* %k.addr.51
	store i64 %1084, i64* %k.addr.52
	store i64 %1084, i64* %k.addr.53
	store i64 %1084, i64* %k.addr.54
	store i64 %1084, i64* %k.addr.55
	store i64 %1084, i64* %k.addr.56
	store i64 %1084, i64* %k.addr.57
	store i64 %1084, i64* %k.addr.58
	store i64 %1084, i64* %k.addr.59
	store i64 %1084, i64* %k.addr.60
	store i64 %1084, i64* %k.addr.61
	store i64 %1084, i64* %k.addr.62
	store i64 %1084, i64* %k.addr.63
	%1085 = load i64, i64* %i.addr
	%1086 = load i64, i64* %j.addr
	%1087 = mul nsw i64 %1085, %c.shape1
	%1088 = add nsw i64 %1087, %1086
	%1089 = getelementptr inbounds double, double* %c, i64 %1088
	%1090 = load double, double* %1089, align 8, !alias.scope !4
	%1091 = load i64, i64* %j.addr
	%1092 = load i64, i64* %k.addr
	%1093 = mul nsw i64 %1091, %a.shape1
	%1094 = add nsw i64 %1093, %1092
	%1095 = getelementptr inbounds double, double* %a, i64 %1094
	%1096 = load double, double* %1095, align 8, !noalias !2
	%1097 = fmul double %1096, %202
	%1098 = load i64, i64* %i.addr
	%1099 = load i64, i64* %k.addr
	%1100 = mul nsw i64 %1098, %b.shape1
	%1101 = add nsw i64 %1100, %1099
	%1102 = getelementptr inbounds double, double* %b, i64 %1101
	%1103 = load double, double* %1102, align 8, !noalias !3
	%1104 = fmul double %1097, %1103
	%1105 = fadd double %1090, %1104
	%1106 = load i64, i64* %j.addr
	%1107 = load i64, i64* %k.addr
	%1108 = mul nsw i64 %1106, %b.shape1
	%1109 = add nsw i64 %1108, %1107
	%1110 = getelementptr inbounds double, double* %b, i64 %1109
	%1111 = load double, double* %1110, align 8, !noalias !3
	%1112 = fmul double %1111, %202
	%1113 = load i64, i64* %i.addr
	%1114 = load i64, i64* %k.addr
	%1115 = mul nsw i64 %1113, %a.shape1
	%1116 = add nsw i64 %1115, %1114
	%1117 = getelementptr inbounds double, double* %a, i64 %1116
	%1118 = load double, double* %1117, align 8, !noalias !2
	%1119 = fmul double %1112, %1118
	%1120 = fadd double %1105, %1119
	%1121 = load i64, i64* %i.addr
	%1122 = load i64, i64* %j.addr
	%1123 = mul nsw i64 %1121, %c.shape1
	%1124 = add nsw i64 %1123, %1122
	%1125 = getelementptr inbounds double, double* %c, i64 %1124
	store double %1120, double* %1125, align 8, !alias.scope !4
	%1126 = load i64, i64* %i.addr.1
	%1127 = load i64, i64* %j.addr.1
	%1128 = mul nsw i64 %1126, %c.shape1
	%1129 = add nsw i64 %1128, %1127
	%1130 = getelementptr inbounds double, double* %c, i64 %1129
	%1131 = load double, double* %1130, align 8, !alias.scope !4
	%1132 = load i64, i64* %j.addr.1
	%1133 = load i64, i64* %k.addr.1
	%1134 = mul nsw i64 %1132, %a.shape1
	%1135 = add nsw i64 %1134, %1133
	%1136 = getelementptr inbounds double, double* %a, i64 %1135
	%1137 = load double, double* %1136, align 8, !noalias !2
	%1138 = fmul double %1137, %202
	%1139 = load i64, i64* %i.addr.1
	%1140 = load i64, i64* %k.addr.1
	%1141 = mul nsw i64 %1139, %b.shape1
	%1142 = add nsw i64 %1141, %1140
	%1143 = getelementptr inbounds double, double* %b, i64 %1142
	%1144 = load double, double* %1143, align 8, !noalias !3
	%1145 = fmul double %1138, %1144
	%1146 = fadd double %1131, %1145
	%1147 = load i64, i64* %j.addr.1
	%1148 = load i64, i64* %k.addr.1
	%1149 = mul nsw i64 %1147, %b.shape1
	%1150 = add nsw i64 %1149, %1148
	%1151 = getelementptr inbounds double, double* %b, i64 %1150
	%1152 = load double, double* %1151, align 8, !noalias !3
	%1153 = fmul double %1152, %202
	%1154 = load i64, i64* %i.addr.1
	%1155 = load i64, i64* %k.addr.1
	%1156 = mul nsw i64 %1154, %a.shape1
	%1157 = add nsw i64 %1156, %1155
	%1158 = getelementptr inbounds double, double* %a, i64 %1157
	%1159 = load double, double* %1158, align 8, !noalias !2
	%1160 = fmul double %1153, %1159
	%1161 = fadd double %1146, %1160
	%1162 = load i64, i64* %i.addr.1
	%1163 = load i64, i64* %j.addr.1
	%1164 = mul nsw i64 %1162, %c.shape1
	%1165 = add nsw i64 %1164, %1163
	%1166 = getelementptr inbounds double, double* %c, i64 %1165
	store double %1161, double* %1166, align 8, !alias.scope !4
	%1167 = load i64, i64* %i.addr.2
	%1168 = load i64, i64* %j.addr.2
	%1169 = mul nsw i64 %1167, %c.shape1
	%1170 = add nsw i64 %1169, %1168
	%1171 = getelementptr inbounds double, double* %c, i64 %1170
	%1172 = load double, double* %1171, align 8, !alias.scope !4
	%1173 = load i64, i64* %j.addr.2
	%1174 = load i64, i64* %k.addr.2
	%1175 = mul nsw i64 %1173, %a.shape1
	%1176 = add nsw i64 %1175, %1174
	%1177 = getelementptr inbounds double, double* %a, i64 %1176
	%1178 = load double, double* %1177, align 8, !noalias !2
	%1179 = fmul double %1178, %202
	%1180 = load i64, i64* %i.addr.2
	%1181 = load i64, i64* %k.addr.2
	%1182 = mul nsw i64 %1180, %b.shape1
	%1183 = add nsw i64 %1182, %1181
	%1184 = getelementptr inbounds double, double* %b, i64 %1183
	%1185 = load double, double* %1184, align 8, !noalias !3
	%1186 = fmul double %1179, %1185
	%1187 = fadd double %1172, %1186
	%1188 = load i64, i64* %j.addr.2
	%1189 = load i64, i64* %k.addr.2
	%1190 = mul nsw i64 %1188, %b.shape1
	%1191 = add nsw i64 %1190, %1189
	%1192 = getelementptr inbounds double, double* %b, i64 %1191
	%1193 = load double, double* %1192, align 8, !noalias !3
	%1194 = fmul double %1193, %202
	%1195 = load i64, i64* %i.addr.2
	%1196 = load i64, i64* %k.addr.2
	%1197 = mul nsw i64 %1195, %a.shape1
	%1198 = add nsw i64 %1197, %1196
	%1199 = getelementptr inbounds double, double* %a, i64 %1198
	%1200 = load double, double* %1199, align 8, !noalias !2
	%1201 = fmul double %1194, %1200
	%1202 = fadd double %1187, %1201
	%1203 = load i64, i64* %i.addr.2
	%1204 = load i64, i64* %j.addr.2
	%1205 = mul nsw i64 %1203, %c.shape1
	%1206 = add nsw i64 %1205, %1204
	%1207 = getelementptr inbounds double, double* %c, i64 %1206
	store double %1202, double* %1207, align 8, !alias.scope !4
	%1208 = load i64, i64* %i.addr.3
	%1209 = load i64, i64* %j.addr.3
	%1210 = mul nsw i64 %1208, %c.shape1
	%1211 = add nsw i64 %1210, %1209
	%1212 = getelementptr inbounds double, double* %c, i64 %1211
	%1213 = load double, double* %1212, align 8, !alias.scope !4
	%1214 = load i64, i64* %j.addr.3
	%1215 = load i64, i64* %k.addr.3
	%1216 = mul nsw i64 %1214, %a.shape1
	%1217 = add nsw i64 %1216, %1215
	%1218 = getelementptr inbounds double, double* %a, i64 %1217
	%1219 = load double, double* %1218, align 8, !noalias !2
	%1220 = fmul double %1219, %202
	%1221 = load i64, i64* %i.addr.3
	%1222 = load i64, i64* %k.addr.3
	%1223 = mul nsw i64 %1221, %b.shape1
	%1224 = add nsw i64 %1223, %1222
	%1225 = getelementptr inbounds double, double* %b, i64 %1224
	%1226 = load double, double* %1225, align 8, !noalias !3
	%1227 = fmul double %1220, %1226
	%1228 = fadd double %1213, %1227
	%1229 = load i64, i64* %j.addr.3
	%1230 = load i64, i64* %k.addr.3
	%1231 = mul nsw i64 %1229, %b.shape1
	%1232 = add nsw i64 %1231, %1230
	%1233 = getelementptr inbounds double, double* %b, i64 %1232
	%1234 = load double, double* %1233, align 8, !noalias !3
	%1235 = fmul double %1234, %202
	%1236 = load i64, i64* %i.addr.3
	%1237 = load i64, i64* %k.addr.3
	%1238 = mul nsw i64 %1236, %a.shape1
	%1239 = add nsw i64 %1238, %1237
	%1240 = getelementptr inbounds double, double* %a, i64 %1239
	%1241 = load double, double* %1240, align 8, !noalias !2
	%1242 = fmul double %1235, %1241
	%1243 = fadd double %1228, %1242
	%1244 = load i64, i64* %i.addr.3
	%1245 = load i64, i64* %j.addr.3
	%1246 = mul nsw i64 %1244, %c.shape1
	%1247 = add nsw i64 %1246, %1245
	%1248 = getelementptr inbounds double, double* %c, i64 %1247
	store double %1243, double* %1248, align 8, !alias.scope !4
	%1249 = load i64, i64* %i.addr.4
	%1250 = load i64, i64* %j.addr.4
	%1251 = mul nsw i64 %1249, %c.shape1
	%1252 = add nsw i64 %1251, %1250
	%1253 = getelementptr inbounds double, double* %c, i64 %1252
	%1254 = load double, double* %1253, align 8, !alias.scope !4
	%1255 = load i64, i64* %j.addr.4
	%1256 = load i64, i64* %k.addr.4
	%1257 = mul nsw i64 %1255, %a.shape1
	%1258 = add nsw i64 %1257, %1256
	%1259 = getelementptr inbounds double, double* %a, i64 %1258
	%1260 = load double, double* %1259, align 8, !noalias !2
	%1261 = fmul double %1260, %202
	%1262 = load i64, i64* %i.addr.4
	%1263 = load i64, i64* %k.addr.4
	%1264 = mul nsw i64 %1262, %b.shape1
	%1265 = add nsw i64 %1264, %1263
	%1266 = getelementptr inbounds double, double* %b, i64 %1265
	%1267 = load double, double* %1266, align 8, !noalias !3
	%1268 = fmul double %1261, %1267
	%1269 = fadd double %1254, %1268
	%1270 = load i64, i64* %j.addr.4
	%1271 = load i64, i64* %k.addr.4
	%1272 = mul nsw i64 %1270, %b.shape1
	%1273 = add nsw i64 %1272, %1271
	%1274 = getelementptr inbounds double, double* %b, i64 %1273
	%1275 = load double, double* %1274, align 8, !noalias !3
	%1276 = fmul double %1275, %202
	%1277 = load i64, i64* %i.addr.4
	%1278 = load i64, i64* %k.addr.4
	%1279 = mul nsw i64 %1277, %a.shape1
	%1280 = add nsw i64 %1279, %1278
	%1281 = getelementptr inbounds double, double* %a, i64 %1280
	%1282 = load double, double* %1281, align 8, !noalias !2
	%1283 = fmul double %1276, %1282
	%1284 = fadd double %1269, %1283
	%1285 = load i64, i64* %i.addr.4
	%1286 = load i64, i64* %j.addr.4
	%1287 = mul nsw i64 %1285, %c.shape1
	%1288 = add nsw i64 %1287, %1286
	%1289 = getelementptr inbounds double, double* %c, i64 %1288
	store double %1284, double* %1289, align 8, !alias.scope !4
	%1290 = load i64, i64* %i.addr.5
	%1291 = load i64, i64* %j.addr.5
	%1292 = mul nsw i64 %1290, %c.shape1
	%1293 = add nsw i64 %1292, %1291
	%1294 = getelementptr inbounds double, double* %c, i64 %1293
	%1295 = load double, double* %1294, align 8, !alias.scope !4
	%1296 = load i64, i64* %j.addr.5
	%1297 = load i64, i64* %k.addr.5
	%1298 = mul nsw i64 %1296, %a.shape1
	%1299 = add nsw i64 %1298, %1297
	%1300 = getelementptr inbounds double, double* %a, i64 %1299
	%1301 = load double, double* %1300, align 8, !noalias !2
	%1302 = fmul double %1301, %202
	%1303 = load i64, i64* %i.addr.5
	%1304 = load i64, i64* %k.addr.5
	%1305 = mul nsw i64 %1303, %b.shape1
	%1306 = add nsw i64 %1305, %1304
	%1307 = getelementptr inbounds double, double* %b, i64 %1306
	%1308 = load double, double* %1307, align 8, !noalias !3
	%1309 = fmul double %1302, %1308
	%1310 = fadd double %1295, %1309
	%1311 = load i64, i64* %j.addr.5
	%1312 = load i64, i64* %k.addr.5
	%1313 = mul nsw i64 %1311, %b.shape1
	%1314 = add nsw i64 %1313, %1312
	%1315 = getelementptr inbounds double, double* %b, i64 %1314
	%1316 = load double, double* %1315, align 8, !noalias !3
	%1317 = fmul double %1316, %202
	%1318 = load i64, i64* %i.addr.5
	%1319 = load i64, i64* %k.addr.5
	%1320 = mul nsw i64 %1318, %a.shape1
	%1321 = add nsw i64 %1320, %1319
	%1322 = getelementptr inbounds double, double* %a, i64 %1321
	%1323 = load double, double* %1322, align 8, !noalias !2
	%1324 = fmul double %1317, %1323
	%1325 = fadd double %1310, %1324
	%1326 = load i64, i64* %i.addr.5
	%1327 = load i64, i64* %j.addr.5
	%1328 = mul nsw i64 %1326, %c.shape1
	%1329 = add nsw i64 %1328, %1327
	%1330 = getelementptr inbounds double, double* %c, i64 %1329
	store double %1325, double* %1330, align 8, !alias.scope !4
	%1331 = load i64, i64* %i.addr.6
	%1332 = load i64, i64* %j.addr.6
	%1333 = mul nsw i64 %1331, %c.shape1
	%1334 = add nsw i64 %1333, %1332
	%1335 = getelementptr inbounds double, double* %c, i64 %1334
	%1336 = load double, double* %1335, align 8, !alias.scope !4
	%1337 = load i64, i64* %j.addr.6
	%1338 = load i64, i64* %k.addr.6
	%1339 = mul nsw i64 %1337, %a.shape1
	%1340 = add nsw i64 %1339, %1338
	%1341 = getelementptr inbounds double, double* %a, i64 %1340
	%1342 = load double, double* %1341, align 8, !noalias !2
	%1343 = fmul double %1342, %202
	%1344 = load i64, i64* %i.addr.6
	%1345 = load i64, i64* %k.addr.6
	%1346 = mul nsw i64 %1344, %b.shape1
	%1347 = add nsw i64 %1346, %1345
	%1348 = getelementptr inbounds double, double* %b, i64 %1347
	%1349 = load double, double* %1348, align 8, !noalias !3
	%1350 = fmul double %1343, %1349
	%1351 = fadd double %1336, %1350
	%1352 = load i64, i64* %j.addr.6
	%1353 = load i64, i64* %k.addr.6
	%1354 = mul nsw i64 %1352, %b.shape1
	%1355 = add nsw i64 %1354, %1353
	%1356 = getelementptr inbounds double, double* %b, i64 %1355
	%1357 = load double, double* %1356, align 8, !noalias !3
	%1358 = fmul double %1357, %202
	%1359 = load i64, i64* %i.addr.6
	%1360 = load i64, i64* %k.addr.6
	%1361 = mul nsw i64 %1359, %a.shape1
	%1362 = add nsw i64 %1361, %1360
	%1363 = getelementptr inbounds double, double* %a, i64 %1362
	%1364 = load double, double* %1363, align 8, !noalias !2
	%1365 = fmul double %1358, %1364
	%1366 = fadd double %1351, %1365
	%1367 = load i64, i64* %i.addr.6
	%1368 = load i64, i64* %j.addr.6
	%1369 = mul nsw i64 %1367, %c.shape1
	%1370 = add nsw i64 %1369, %1368
	%1371 = getelementptr inbounds double, double* %c, i64 %1370
	store double %1366, double* %1371, align 8, !alias.scope !4
	%1372 = load i64, i64* %i.addr.7
	%1373 = load i64, i64* %j.addr.7
	%1374 = mul nsw i64 %1372, %c.shape1
	%1375 = add nsw i64 %1374, %1373
	%1376 = getelementptr inbounds double, double* %c, i64 %1375
	%1377 = load double, double* %1376, align 8, !alias.scope !4
	%1378 = load i64, i64* %j.addr.7
	%1379 = load i64, i64* %k.addr.7
	%1380 = mul nsw i64 %1378, %a.shape1
	%1381 = add nsw i64 %1380, %1379
	%1382 = getelementptr inbounds double, double* %a, i64 %1381
	%1383 = load double, double* %1382, align 8, !noalias !2
	%1384 = fmul double %1383, %202
	%1385 = load i64, i64* %i.addr.7
	%1386 = load i64, i64* %k.addr.7
	%1387 = mul nsw i64 %1385, %b.shape1
	%1388 = add nsw i64 %1387, %1386
	%1389 = getelementptr inbounds double, double* %b, i64 %1388
	%1390 = load double, double* %1389, align 8, !noalias !3
	%1391 = fmul double %1384, %1390
	%1392 = fadd double %1377, %1391
	%1393 = load i64, i64* %j.addr.7
	%1394 = load i64, i64* %k.addr.7
	%1395 = mul nsw i64 %1393, %b.shape1
	%1396 = add nsw i64 %1395, %1394
	%1397 = getelementptr inbounds double, double* %b, i64 %1396
	%1398 = load double, double* %1397, align 8, !noalias !3
	%1399 = fmul double %1398, %202
	%1400 = load i64, i64* %i.addr.7
	%1401 = load i64, i64* %k.addr.7
	%1402 = mul nsw i64 %1400, %a.shape1
	%1403 = add nsw i64 %1402, %1401
	%1404 = getelementptr inbounds double, double* %a, i64 %1403
	%1405 = load double, double* %1404, align 8, !noalias !2
	%1406 = fmul double %1399, %1405
	%1407 = fadd double %1392, %1406
	%1408 = load i64, i64* %i.addr.7
	%1409 = load i64, i64* %j.addr.7
	%1410 = mul nsw i64 %1408, %c.shape1
	%1411 = add nsw i64 %1410, %1409
	%1412 = getelementptr inbounds double, double* %c, i64 %1411
	store double %1407, double* %1412, align 8, !alias.scope !4
	%1413 = load i64, i64* %i.addr.8
	%1414 = load i64, i64* %j.addr.8
	%1415 = mul nsw i64 %1413, %c.shape1
	%1416 = add nsw i64 %1415, %1414
	%1417 = getelementptr inbounds double, double* %c, i64 %1416
	%1418 = load double, double* %1417, align 8, !alias.scope !4
	%1419 = load i64, i64* %j.addr.8
	%1420 = load i64, i64* %k.addr.8
	%1421 = mul nsw i64 %1419, %a.shape1
	%1422 = add nsw i64 %1421, %1420
	%1423 = getelementptr inbounds double, double* %a, i64 %1422
	%1424 = load double, double* %1423, align 8, !noalias !2
	%1425 = fmul double %1424, %202
	%1426 = load i64, i64* %i.addr.8
	%1427 = load i64, i64* %k.addr.8
	%1428 = mul nsw i64 %1426, %b.shape1
	%1429 = add nsw i64 %1428, %1427
	%1430 = getelementptr inbounds double, double* %b, i64 %1429
	%1431 = load double, double* %1430, align 8, !noalias !3
	%1432 = fmul double %1425, %1431
	%1433 = fadd double %1418, %1432
	%1434 = load i64, i64* %j.addr.8
	%1435 = load i64, i64* %k.addr.8
	%1436 = mul nsw i64 %1434, %b.shape1
	%1437 = add nsw i64 %1436, %1435
	%1438 = getelementptr inbounds double, double* %b, i64 %1437
	%1439 = load double, double* %1438, align 8, !noalias !3
	%1440 = fmul double %1439, %202
	%1441 = load i64, i64* %i.addr.8
	%1442 = load i64, i64* %k.addr.8
	%1443 = mul nsw i64 %1441, %a.shape1
	%1444 = add nsw i64 %1443, %1442
	%1445 = getelementptr inbounds double, double* %a, i64 %1444
	%1446 = load double, double* %1445, align 8, !noalias !2
	%1447 = fmul double %1440, %1446
	%1448 = fadd double %1433, %1447
	%1449 = load i64, i64* %i.addr.8
	%1450 = load i64, i64* %j.addr.8
	%1451 = mul nsw i64 %1449, %c.shape1
	%1452 = add nsw i64 %1451, %1450
	%1453 = getelementptr inbounds double, double* %c, i64 %1452
	store double %1448, double* %1453, align 8, !alias.scope !4
	%1454 = load i64, i64* %i.addr.9
	%1455 = load i64, i64* %j.addr.9
	%1456 = mul nsw i64 %1454, %c.shape1
	%1457 = add nsw i64 %1456, %1455
	%1458 = getelementptr inbounds double, double* %c, i64 %1457
	%1459 = load double, double* %1458, align 8, !alias.scope !4
	%1460 = load i64, i64* %j.addr.9
	%1461 = load i64, i64* %k.addr.9
	%1462 = mul nsw i64 %1460, %a.shape1
	%1463 = add nsw i64 %1462, %1461
	%1464 = getelementptr inbounds double, double* %a, i64 %1463
	%1465 = load double, double* %1464, align 8, !noalias !2
	%1466 = fmul double %1465, %202
	%1467 = load i64, i64* %i.addr.9
	%1468 = load i64, i64* %k.addr.9
	%1469 = mul nsw i64 %1467, %b.shape1
	%1470 = add nsw i64 %1469, %1468
	%1471 = getelementptr inbounds double, double* %b, i64 %1470
	%1472 = load double, double* %1471, align 8, !noalias !3
	%1473 = fmul double %1466, %1472
	%1474 = fadd double %1459, %1473
	%1475 = load i64, i64* %j.addr.9
	%1476 = load i64, i64* %k.addr.9
	%1477 = mul nsw i64 %1475, %b.shape1
	%1478 = add nsw i64 %1477, %1476
	%1479 = getelementptr inbounds double, double* %b, i64 %1478
	%1480 = load double, double* %1479, align 8, !noalias !3
	%1481 = fmul double %1480, %202
	%1482 = load i64, i64* %i.addr.9
	%1483 = load i64, i64* %k.addr.9
	%1484 = mul nsw i64 %1482, %a.shape1
	%1485 = add nsw i64 %1484, %1483
	%1486 = getelementptr inbounds double, double* %a, i64 %1485
	%1487 = load double, double* %1486, align 8, !noalias !2
	%1488 = fmul double %1481, %1487
	%1489 = fadd double %1474, %1488
	%1490 = load i64, i64* %i.addr.9
	%1491 = load i64, i64* %j.addr.9
	%1492 = mul nsw i64 %1490, %c.shape1
	%1493 = add nsw i64 %1492, %1491
	%1494 = getelementptr inbounds double, double* %c, i64 %1493
	store double %1489, double* %1494, align 8, !alias.scope !4
	%1495 = load i64, i64* %i.addr.10
	%1496 = load i64, i64* %j.addr.10
	%1497 = mul nsw i64 %1495, %c.shape1
	%1498 = add nsw i64 %1497, %1496
	%1499 = getelementptr inbounds double, double* %c, i64 %1498
	%1500 = load double, double* %1499, align 8, !alias.scope !4
	%1501 = load i64, i64* %j.addr.10
	%1502 = load i64, i64* %k.addr.10
	%1503 = mul nsw i64 %1501, %a.shape1
	%1504 = add nsw i64 %1503, %1502
	%1505 = getelementptr inbounds double, double* %a, i64 %1504
	%1506 = load double, double* %1505, align 8, !noalias !2
	%1507 = fmul double %1506, %202
	%1508 = load i64, i64* %i.addr.10
	%1509 = load i64, i64* %k.addr.10
	%1510 = mul nsw i64 %1508, %b.shape1
	%1511 = add nsw i64 %1510, %1509
	%1512 = getelementptr inbounds double, double* %b, i64 %1511
	%1513 = load double, double* %1512, align 8, !noalias !3
	%1514 = fmul double %1507, %1513
	%1515 = fadd double %1500, %1514
	%1516 = load i64, i64* %j.addr.10
	%1517 = load i64, i64* %k.addr.10
	%1518 = mul nsw i64 %1516, %b.shape1
	%1519 = add nsw i64 %1518, %1517
	%1520 = getelementptr inbounds double, double* %b, i64 %1519
	%1521 = load double, double* %1520, align 8, !noalias !3
	%1522 = fmul double %1521, %202
	%1523 = load i64, i64* %i.addr.10
	%1524 = load i64, i64* %k.addr.10
	%1525 = mul nsw i64 %1523, %a.shape1
	%1526 = add nsw i64 %1525, %1524
	%1527 = getelementptr inbounds double, double* %a, i64 %1526
	%1528 = load double, double* %1527, align 8, !noalias !2
	%1529 = fmul double %1522, %1528
	%1530 = fadd double %1515, %1529
	%1531 = load i64, i64* %i.addr.10
	%1532 = load i64, i64* %j.addr.10
	%1533 = mul nsw i64 %1531, %c.shape1
	%1534 = add nsw i64 %1533, %1532
	%1535 = getelementptr inbounds double, double* %c, i64 %1534
	store double %1530, double* %1535, align 8, !alias.scope !4
	%1536 = load i64, i64* %i.addr.11
	%1537 = load i64, i64* %j.addr.11
	%1538 = mul nsw i64 %1536, %c.shape1
	%1539 = add nsw i64 %1538, %1537
	%1540 = getelementptr inbounds double, double* %c, i64 %1539
	%1541 = load double, double* %1540, align 8, !alias.scope !4
	%1542 = load i64, i64* %j.addr.11
	%1543 = load i64, i64* %k.addr.11
	%1544 = mul nsw i64 %1542, %a.shape1
	%1545 = add nsw i64 %1544, %1543
	%1546 = getelementptr inbounds double, double* %a, i64 %1545
	%1547 = load double, double* %1546, align 8, !noalias !2
	%1548 = fmul double %1547, %202
	%1549 = load i64, i64* %i.addr.11
	%1550 = load i64, i64* %k.addr.11
	%1551 = mul nsw i64 %1549, %b.shape1
	%1552 = add nsw i64 %1551, %1550
	%1553 = getelementptr inbounds double, double* %b, i64 %1552
	%1554 = load double, double* %1553, align 8, !noalias !3
	%1555 = fmul double %1548, %1554
	%1556 = fadd double %1541, %1555
	%1557 = load i64, i64* %j.addr.11
	%1558 = load i64, i64* %k.addr.11
	%1559 = mul nsw i64 %1557, %b.shape1
	%1560 = add nsw i64 %1559, %1558
	%1561 = getelementptr inbounds double, double* %b, i64 %1560
	%1562 = load double, double* %1561, align 8, !noalias !3
	%1563 = fmul double %1562, %202
	%1564 = load i64, i64* %i.addr.11
	%1565 = load i64, i64* %k.addr.11
	%1566 = mul nsw i64 %1564, %a.shape1
	%1567 = add nsw i64 %1566, %1565
	%1568 = getelementptr inbounds double, double* %a, i64 %1567
	%1569 = load double, double* %1568, align 8, !noalias !2
	%1570 = fmul double %1563, %1569
	%1571 = fadd double %1556, %1570
	%1572 = load i64, i64* %i.addr.11
	%1573 = load i64, i64* %j.addr.11
	%1574 = mul nsw i64 %1572, %c.shape1
	%1575 = add nsw i64 %1574, %1573
	%1576 = getelementptr inbounds double, double* %c, i64 %1575
	store double %1571, double* %1576, align 8, !alias.scope !4
	%1577 = load i64, i64* %i.addr.12
	%1578 = load i64, i64* %j.addr.12
	%1579 = mul nsw i64 %1577, %c.shape1
	%1580 = add nsw i64 %1579, %1578
	%1581 = getelementptr inbounds double, double* %c, i64 %1580
	%1582 = load double, double* %1581, align 8, !alias.scope !4
	%1583 = load i64, i64* %j.addr.12
	%1584 = load i64, i64* %k.addr.12
	%1585 = mul nsw i64 %1583, %a.shape1
	%1586 = add nsw i64 %1585, %1584
	%1587 = getelementptr inbounds double, double* %a, i64 %1586
	%1588 = load double, double* %1587, align 8, !noalias !2
	%1589 = fmul double %1588, %202
	%1590 = load i64, i64* %i.addr.12
	%1591 = load i64, i64* %k.addr.12
	%1592 = mul nsw i64 %1590, %b.shape1
	%1593 = add nsw i64 %1592, %1591
	%1594 = getelementptr inbounds double, double* %b, i64 %1593
	%1595 = load double, double* %1594, align 8, !noalias !3
	%1596 = fmul double %1589, %1595
	%1597 = fadd double %1582, %1596
	%1598 = load i64, i64* %j.addr.12
	%1599 = load i64, i64* %k.addr.12
	%1600 = mul nsw i64 %1598, %b.shape1
	%1601 = add nsw i64 %1600, %1599
	%1602 = getelementptr inbounds double, double* %b, i64 %1601
	%1603 = load double, double* %1602, align 8, !noalias !3
	%1604 = fmul double %1603, %202
	%1605 = load i64, i64* %i.addr.12
	%1606 = load i64, i64* %k.addr.12
	%1607 = mul nsw i64 %1605, %a.shape1
	%1608 = add nsw i64 %1607, %1606
	%1609 = getelementptr inbounds double, double* %a, i64 %1608
	%1610 = load double, double* %1609, align 8, !noalias !2
	%1611 = fmul double %1604, %1610
	%1612 = fadd double %1597, %1611
	%1613 = load i64, i64* %i.addr.12
	%1614 = load i64, i64* %j.addr.12
	%1615 = mul nsw i64 %1613, %c.shape1
	%1616 = add nsw i64 %1615, %1614
	%1617 = getelementptr inbounds double, double* %c, i64 %1616
	store double %1612, double* %1617, align 8, !alias.scope !4
	%1618 = load i64, i64* %i.addr.13
	%1619 = load i64, i64* %j.addr.13
	%1620 = mul nsw i64 %1618, %c.shape1
	%1621 = add nsw i64 %1620, %1619
	%1622 = getelementptr inbounds double, double* %c, i64 %1621
	%1623 = load double, double* %1622, align 8, !alias.scope !4
	%1624 = load i64, i64* %j.addr.13
	%1625 = load i64, i64* %k.addr.13
	%1626 = mul nsw i64 %1624, %a.shape1
	%1627 = add nsw i64 %1626, %1625
	%1628 = getelementptr inbounds double, double* %a, i64 %1627
	%1629 = load double, double* %1628, align 8, !noalias !2
	%1630 = fmul double %1629, %202
	%1631 = load i64, i64* %i.addr.13
	%1632 = load i64, i64* %k.addr.13
	%1633 = mul nsw i64 %1631, %b.shape1
	%1634 = add nsw i64 %1633, %1632
	%1635 = getelementptr inbounds double, double* %b, i64 %1634
	%1636 = load double, double* %1635, align 8, !noalias !3
	%1637 = fmul double %1630, %1636
	%1638 = fadd double %1623, %1637
	%1639 = load i64, i64* %j.addr.13
	%1640 = load i64, i64* %k.addr.13
	%1641 = mul nsw i64 %1639, %b.shape1
	%1642 = add nsw i64 %1641, %1640
	%1643 = getelementptr inbounds double, double* %b, i64 %1642
	%1644 = load double, double* %1643, align 8, !noalias !3
	%1645 = fmul double %1644, %202
	%1646 = load i64, i64* %i.addr.13
	%1647 = load i64, i64* %k.addr.13
	%1648 = mul nsw i64 %1646, %a.shape1
	%1649 = add nsw i64 %1648, %1647
	%1650 = getelementptr inbounds double, double* %a, i64 %1649
	%1651 = load double, double* %1650, align 8, !noalias !2
	%1652 = fmul double %1645, %1651
	%1653 = fadd double %1638, %1652
	%1654 = load i64, i64* %i.addr.13
	%1655 = load i64, i64* %j.addr.13
	%1656 = mul nsw i64 %1654, %c.shape1
	%1657 = add nsw i64 %1656, %1655
	%1658 = getelementptr inbounds double, double* %c, i64 %1657
	store double %1653, double* %1658, align 8, !alias.scope !4
	%1659 = load i64, i64* %i.addr.14
	%1660 = load i64, i64* %j.addr.14
	%1661 = mul nsw i64 %1659, %c.shape1
	%1662 = add nsw i64 %1661, %1660
	%1663 = getelementptr inbounds double, double* %c, i64 %1662
	%1664 = load double, double* %1663, align 8, !alias.scope !4
	%1665 = load i64, i64* %j.addr.14
	%1666 = load i64, i64* %k.addr.14
	%1667 = mul nsw i64 %1665, %a.shape1
	%1668 = add nsw i64 %1667, %1666
	%1669 = getelementptr inbounds double, double* %a, i64 %1668
	%1670 = load double, double* %1669, align 8, !noalias !2
	%1671 = fmul double %1670, %202
	%1672 = load i64, i64* %i.addr.14
	%1673 = load i64, i64* %k.addr.14
	%1674 = mul nsw i64 %1672, %b.shape1
	%1675 = add nsw i64 %1674, %1673
	%1676 = getelementptr inbounds double, double* %b, i64 %1675
	%1677 = load double, double* %1676, align 8, !noalias !3
	%1678 = fmul double %1671, %1677
	%1679 = fadd double %1664, %1678
	%1680 = load i64, i64* %j.addr.14
	%1681 = load i64, i64* %k.addr.14
	%1682 = mul nsw i64 %1680, %b.shape1
	%1683 = add nsw i64 %1682, %1681
	%1684 = getelementptr inbounds double, double* %b, i64 %1683
	%1685 = load double, double* %1684, align 8, !noalias !3
	%1686 = fmul double %1685, %202
	%1687 = load i64, i64* %i.addr.14
	%1688 = load i64, i64* %k.addr.14
	%1689 = mul nsw i64 %1687, %a.shape1
	%1690 = add nsw i64 %1689, %1688
	%1691 = getelementptr inbounds double, double* %a, i64 %1690
	%1692 = load double, double* %1691, align 8, !noalias !2
	%1693 = fmul double %1686, %1692
	%1694 = fadd double %1679, %1693
	%1695 = load i64, i64* %i.addr.14
	%1696 = load i64, i64* %j.addr.14
	%1697 = mul nsw i64 %1695, %c.shape1
	%1698 = add nsw i64 %1697, %1696
	%1699 = getelementptr inbounds double, double* %c, i64 %1698
	store double %1694, double* %1699, align 8, !alias.scope !4
	%1700 = load i64, i64* %i.addr.15
	%1701 = load i64, i64* %j.addr.15
	%1702 = mul nsw i64 %1700, %c.shape1
	%1703 = add nsw i64 %1702, %1701
	%1704 = getelementptr inbounds double, double* %c, i64 %1703
	%1705 = load double, double* %1704, align 8, !alias.scope !4
	%1706 = load i64, i64* %j.addr.15
	%1707 = load i64, i64* %k.addr.15
	%1708 = mul nsw i64 %1706, %a.shape1
	%1709 = add nsw i64 %1708, %1707
	%1710 = getelementptr inbounds double, double* %a, i64 %1709
	%1711 = load double, double* %1710, align 8, !noalias !2
	%1712 = fmul double %1711, %202
	%1713 = load i64, i64* %i.addr.15
	%1714 = load i64, i64* %k.addr.15
	%1715 = mul nsw i64 %1713, %b.shape1
	%1716 = add nsw i64 %1715, %1714
	%1717 = getelementptr inbounds double, double* %b, i64 %1716
	%1718 = load double, double* %1717, align 8, !noalias !3
	%1719 = fmul double %1712, %1718
	%1720 = fadd double %1705, %1719
	%1721 = load i64, i64* %j.addr.15
	%1722 = load i64, i64* %k.addr.15
	%1723 = mul nsw i64 %1721, %b.shape1
	%1724 = add nsw i64 %1723, %1722
	%1725 = getelementptr inbounds double, double* %b, i64 %1724
	%1726 = load double, double* %1725, align 8, !noalias !3
	%1727 = fmul double %1726, %202
	%1728 = load i64, i64* %i.addr.15
	%1729 = load i64, i64* %k.addr.15
	%1730 = mul nsw i64 %1728, %a.shape1
	%1731 = add nsw i64 %1730, %1729
	%1732 = getelementptr inbounds double, double* %a, i64 %1731
	%1733 = load double, double* %1732, align 8, !noalias !2
	%1734 = fmul double %1727, %1733
	%1735 = fadd double %1720, %1734
	%1736 = load i64, i64* %i.addr.15
	%1737 = load i64, i64* %j.addr.15
	%1738 = mul nsw i64 %1736, %c.shape1
	%1739 = add nsw i64 %1738, %1737
	%1740 = getelementptr inbounds double, double* %c, i64 %1739
	store double %1735, double* %1740, align 8, !alias.scope !4
	%1741 = load i64, i64* %i.addr.16
	%1742 = load i64, i64* %j.addr.16
	%1743 = mul nsw i64 %1741, %c.shape1
	%1744 = add nsw i64 %1743, %1742
	%1745 = getelementptr inbounds double, double* %c, i64 %1744
	%1746 = load double, double* %1745, align 8, !alias.scope !4
	%1747 = load i64, i64* %j.addr.16
	%1748 = load i64, i64* %k.addr.16
	%1749 = mul nsw i64 %1747, %a.shape1
	%1750 = add nsw i64 %1749, %1748
	%1751 = getelementptr inbounds double, double* %a, i64 %1750
	%1752 = load double, double* %1751, align 8, !noalias !2
	%1753 = fmul double %1752, %202
	%1754 = load i64, i64* %i.addr.16
	%1755 = load i64, i64* %k.addr.16
	%1756 = mul nsw i64 %1754, %b.shape1
	%1757 = add nsw i64 %1756, %1755
	%1758 = getelementptr inbounds double, double* %b, i64 %1757
	%1759 = load double, double* %1758, align 8, !noalias !3
	%1760 = fmul double %1753, %1759
	%1761 = fadd double %1746, %1760
	%1762 = load i64, i64* %j.addr.16
	%1763 = load i64, i64* %k.addr.16
	%1764 = mul nsw i64 %1762, %b.shape1
	%1765 = add nsw i64 %1764, %1763
	%1766 = getelementptr inbounds double, double* %b, i64 %1765
	%1767 = load double, double* %1766, align 8, !noalias !3
	%1768 = fmul double %1767, %202
	%1769 = load i64, i64* %i.addr.16
	%1770 = load i64, i64* %k.addr.16
	%1771 = mul nsw i64 %1769, %a.shape1
	%1772 = add nsw i64 %1771, %1770
	%1773 = getelementptr inbounds double, double* %a, i64 %1772
	%1774 = load double, double* %1773, align 8, !noalias !2
	%1775 = fmul double %1768, %1774
	%1776 = fadd double %1761, %1775
	%1777 = load i64, i64* %i.addr.16
	%1778 = load i64, i64* %j.addr.16
	%1779 = mul nsw i64 %1777, %c.shape1
	%1780 = add nsw i64 %1779, %1778
	%1781 = getelementptr inbounds double, double* %c, i64 %1780
	store double %1776, double* %1781, align 8, !alias.scope !4
	%1782 = load i64, i64* %i.addr.17
	%1783 = load i64, i64* %j.addr.17
	%1784 = mul nsw i64 %1782, %c.shape1
	%1785 = add nsw i64 %1784, %1783
	%1786 = getelementptr inbounds double, double* %c, i64 %1785
	%1787 = load double, double* %1786, align 8, !alias.scope !4
	%1788 = load i64, i64* %j.addr.17
	%1789 = load i64, i64* %k.addr.17
	%1790 = mul nsw i64 %1788, %a.shape1
	%1791 = add nsw i64 %1790, %1789
	%1792 = getelementptr inbounds double, double* %a, i64 %1791
	%1793 = load double, double* %1792, align 8, !noalias !2
	%1794 = fmul double %1793, %202
	%1795 = load i64, i64* %i.addr.17
	%1796 = load i64, i64* %k.addr.17
	%1797 = mul nsw i64 %1795, %b.shape1
	%1798 = add nsw i64 %1797, %1796
	%1799 = getelementptr inbounds double, double* %b, i64 %1798
	%1800 = load double, double* %1799, align 8, !noalias !3
	%1801 = fmul double %1794, %1800
	%1802 = fadd double %1787, %1801
	%1803 = load i64, i64* %j.addr.17
	%1804 = load i64, i64* %k.addr.17
	%1805 = mul nsw i64 %1803, %b.shape1
	%1806 = add nsw i64 %1805, %1804
	%1807 = getelementptr inbounds double, double* %b, i64 %1806
	%1808 = load double, double* %1807, align 8, !noalias !3
	%1809 = fmul double %1808, %202
	%1810 = load i64, i64* %i.addr.17
	%1811 = load i64, i64* %k.addr.17
	%1812 = mul nsw i64 %1810, %a.shape1
	%1813 = add nsw i64 %1812, %1811
	%1814 = getelementptr inbounds double, double* %a, i64 %1813
	%1815 = load double, double* %1814, align 8, !noalias !2
	%1816 = fmul double %1809, %1815
	%1817 = fadd double %1802, %1816
	%1818 = load i64, i64* %i.addr.17
	%1819 = load i64, i64* %j.addr.17
	%1820 = mul nsw i64 %1818, %c.shape1
	%1821 = add nsw i64 %1820, %1819
	%1822 = getelementptr inbounds double, double* %c, i64 %1821
	store double %1817, double* %1822, align 8, !alias.scope !4
	%1823 = load i64, i64* %i.addr.18
	%1824 = load i64, i64* %j.addr.18
	%1825 = mul nsw i64 %1823, %c.shape1
	%1826 = add nsw i64 %1825, %1824
	%1827 = getelementptr inbounds double, double* %c, i64 %1826
	%1828 = load double, double* %1827, align 8, !alias.scope !4
	%1829 = load i64, i64* %j.addr.18
	%1830 = load i64, i64* %k.addr.18
	%1831 = mul nsw i64 %1829, %a.shape1
	%1832 = add nsw i64 %1831, %1830
	%1833 = getelementptr inbounds double, double* %a, i64 %1832
	%1834 = load double, double* %1833, align 8, !noalias !2
	%1835 = fmul double %1834, %202
	%1836 = load i64, i64* %i.addr.18
	%1837 = load i64, i64* %k.addr.18
	%1838 = mul nsw i64 %1836, %b.shape1
	%1839 = add nsw i64 %1838, %1837
	%1840 = getelementptr inbounds double, double* %b, i64 %1839
	%1841 = load double, double* %1840, align 8, !noalias !3
	%1842 = fmul double %1835, %1841
	%1843 = fadd double %1828, %1842
	%1844 = load i64, i64* %j.addr.18
	%1845 = load i64, i64* %k.addr.18
	%1846 = mul nsw i64 %1844, %b.shape1
	%1847 = add nsw i64 %1846, %1845
	%1848 = getelementptr inbounds double, double* %b, i64 %1847
	%1849 = load double, double* %1848, align 8, !noalias !3
	%1850 = fmul double %1849, %202
	%1851 = load i64, i64* %i.addr.18
	%1852 = load i64, i64* %k.addr.18
	%1853 = mul nsw i64 %1851, %a.shape1
	%1854 = add nsw i64 %1853, %1852
	%1855 = getelementptr inbounds double, double* %a, i64 %1854
	%1856 = load double, double* %1855, align 8, !noalias !2
	%1857 = fmul double %1850, %1856
	%1858 = fadd double %1843, %1857
	%1859 = load i64, i64* %i.addr.18
	%1860 = load i64, i64* %j.addr.18
	%1861 = mul nsw i64 %1859, %c.shape1
	%1862 = add nsw i64 %1861, %1860
	%1863 = getelementptr inbounds double, double* %c, i64 %1862
	store double %1858, double* %1863, align 8, !alias.scope !4
	%1864 = load i64, i64* %i.addr.19
	%1865 = load i64, i64* %j.addr.19
	%1866 = mul nsw i64 %1864, %c.shape1
	%1867 = add nsw i64 %1866, %1865
	%1868 = getelementptr inbounds double, double* %c, i64 %1867
	%1869 = load double, double* %1868, align 8, !alias.scope !4
	%1870 = load i64, i64* %j.addr.19
	%1871 = load i64, i64* %k.addr.19
	%1872 = mul nsw i64 %1870, %a.shape1
	%1873 = add nsw i64 %1872, %1871
	%1874 = getelementptr inbounds double, double* %a, i64 %1873
	%1875 = load double, double* %1874, align 8, !noalias !2
	%1876 = fmul double %1875, %202
	%1877 = load i64, i64* %i.addr.19
	%1878 = load i64, i64* %k.addr.19
	%1879 = mul nsw i64 %1877, %b.shape1
	%1880 = add nsw i64 %1879, %1878
	%1881 = getelementptr inbounds double, double* %b, i64 %1880
	%1882 = load double, double* %1881, align 8, !noalias !3
	%1883 = fmul double %1876, %1882
	%1884 = fadd double %1869, %1883
	%1885 = load i64, i64* %j.addr.19
	%1886 = load i64, i64* %k.addr.19
	%1887 = mul nsw i64 %1885, %b.shape1
	%1888 = add nsw i64 %1887, %1886
	%1889 = getelementptr inbounds double, double* %b, i64 %1888
	%1890 = load double, double* %1889, align 8, !noalias !3
	%1891 = fmul double %1890, %202
	%1892 = load i64, i64* %i.addr.19
	%1893 = load i64, i64* %k.addr.19
	%1894 = mul nsw i64 %1892, %a.shape1
	%1895 = add nsw i64 %1894, %1893
	%1896 = getelementptr inbounds double, double* %a, i64 %1895
	%1897 = load double, double* %1896, align 8, !noalias !2
	%1898 = fmul double %1891, %1897
	%1899 = fadd double %1884, %1898
	%1900 = load i64, i64* %i.addr.19
	%1901 = load i64, i64* %j.addr.19
	%1902 = mul nsw i64 %1900, %c.shape1
	%1903 = add nsw i64 %1902, %1901
	%1904 = getelementptr inbounds double, double* %c, i64 %1903
	store double %1899, double* %1904, align 8, !alias.scope !4
	%1905 = load i64, i64* %i.addr.20
	%1906 = load i64, i64* %j.addr.20
	%1907 = mul nsw i64 %1905, %c.shape1
	%1908 = add nsw i64 %1907, %1906
	%1909 = getelementptr inbounds double, double* %c, i64 %1908
	%1910 = load double, double* %1909, align 8, !alias.scope !4
	%1911 = load i64, i64* %j.addr.20
	%1912 = load i64, i64* %k.addr.20
	%1913 = mul nsw i64 %1911, %a.shape1
	%1914 = add nsw i64 %1913, %1912
	%1915 = getelementptr inbounds double, double* %a, i64 %1914
	%1916 = load double, double* %1915, align 8, !noalias !2
	%1917 = fmul double %1916, %202
	%1918 = load i64, i64* %i.addr.20
	%1919 = load i64, i64* %k.addr.20
	%1920 = mul nsw i64 %1918, %b.shape1
	%1921 = add nsw i64 %1920, %1919
	%1922 = getelementptr inbounds double, double* %b, i64 %1921
	%1923 = load double, double* %1922, align 8, !noalias !3
	%1924 = fmul double %1917, %1923
	%1925 = fadd double %1910, %1924
	%1926 = load i64, i64* %j.addr.20
	%1927 = load i64, i64* %k.addr.20
	%1928 = mul nsw i64 %1926, %b.shape1
	%1929 = add nsw i64 %1928, %1927
	%1930 = getelementptr inbounds double, double* %b, i64 %1929
	%1931 = load double, double* %1930, align 8, !noalias !3
	%1932 = fmul double %1931, %202
	%1933 = load i64, i64* %i.addr.20
	%1934 = load i64, i64* %k.addr.20
	%1935 = mul nsw i64 %1933, %a.shape1
	%1936 = add nsw i64 %1935, %1934
	%1937 = getelementptr inbounds double, double* %a, i64 %1936
	%1938 = load double, double* %1937, align 8, !noalias !2
	%1939 = fmul double %1932, %1938
	%1940 = fadd double %1925, %1939
	%1941 = load i64, i64* %i.addr.20
	%1942 = load i64, i64* %j.addr.20
	%1943 = mul nsw i64 %1941, %c.shape1
	%1944 = add nsw i64 %1943, %1942
	%1945 = getelementptr inbounds double, double* %c, i64 %1944
	store double %1940, double* %1945, align 8, !alias.scope !4
	%1946 = load i64, i64* %i.addr.21
	%1947 = load i64, i64* %j.addr.21
	%1948 = mul nsw i64 %1946, %c.shape1
	%1949 = add nsw i64 %1948, %1947
	%1950 = getelementptr inbounds double, double* %c, i64 %1949
	%1951 = load double, double* %1950, align 8, !alias.scope !4
	%1952 = load i64, i64* %j.addr.21
	%1953 = load i64, i64* %k.addr.21
	%1954 = mul nsw i64 %1952, %a.shape1
	%1955 = add nsw i64 %1954, %1953
	%1956 = getelementptr inbounds double, double* %a, i64 %1955
	%1957 = load double, double* %1956, align 8, !noalias !2
	%1958 = fmul double %1957, %202
	%1959 = load i64, i64* %i.addr.21
	%1960 = load i64, i64* %k.addr.21
	%1961 = mul nsw i64 %1959, %b.shape1
	%1962 = add nsw i64 %1961, %1960
	%1963 = getelementptr inbounds double, double* %b, i64 %1962
	%1964 = load double, double* %1963, align 8, !noalias !3
	%1965 = fmul double %1958, %1964
	%1966 = fadd double %1951, %1965
	%1967 = load i64, i64* %j.addr.21
	%1968 = load i64, i64* %k.addr.21
	%1969 = mul nsw i64 %1967, %b.shape1
	%1970 = add nsw i64 %1969, %1968
	%1971 = getelementptr inbounds double, double* %b, i64 %1970
	%1972 = load double, double* %1971, align 8, !noalias !3
	%1973 = fmul double %1972, %202
	%1974 = load i64, i64* %i.addr.21
	%1975 = load i64, i64* %k.addr.21
	%1976 = mul nsw i64 %1974, %a.shape1
	%1977 = add nsw i64 %1976, %1975
	%1978 = getelementptr inbounds double, double* %a, i64 %1977
	%1979 = load double, double* %1978, align 8, !noalias !2
	%1980 = fmul double %1973, %1979
	%1981 = fadd double %1966, %1980
	%1982 = load i64, i64* %i.addr.21
	%1983 = load i64, i64* %j.addr.21
	%1984 = mul nsw i64 %1982, %c.shape1
	%1985 = add nsw i64 %1984, %1983
	%1986 = getelementptr inbounds double, double* %c, i64 %1985
	store double %1981, double* %1986, align 8, !alias.scope !4
	%1987 = load i64, i64* %i.addr.22
	%1988 = load i64, i64* %j.addr.22
	%1989 = mul nsw i64 %1987, %c.shape1
	%1990 = add nsw i64 %1989, %1988
	%1991 = getelementptr inbounds double, double* %c, i64 %1990
	%1992 = load double, double* %1991, align 8, !alias.scope !4
	%1993 = load i64, i64* %j.addr.22
	%1994 = load i64, i64* %k.addr.22
	%1995 = mul nsw i64 %1993, %a.shape1
	%1996 = add nsw i64 %1995, %1994
	%1997 = getelementptr inbounds double, double* %a, i64 %1996
	%1998 = load double, double* %1997, align 8, !noalias !2
	%1999 = fmul double %1998, %202
	%2000 = load i64, i64* %i.addr.22
	%2001 = load i64, i64* %k.addr.22
	%2002 = mul nsw i64 %2000, %b.shape1
	%2003 = add nsw i64 %2002, %2001
	%2004 = getelementptr inbounds double, double* %b, i64 %2003
	%2005 = load double, double* %2004, align 8, !noalias !3
	%2006 = fmul double %1999, %2005
	%2007 = fadd double %1992, %2006
	%2008 = load i64, i64* %j.addr.22
	%2009 = load i64, i64* %k.addr.22
	%2010 = mul nsw i64 %2008, %b.shape1
	%2011 = add nsw i64 %2010, %2009
	%2012 = getelementptr inbounds double, double* %b, i64 %2011
	%2013 = load double, double* %2012, align 8, !noalias !3
	%2014 = fmul double %2013, %202
	%2015 = load i64, i64* %i.addr.22
	%2016 = load i64, i64* %k.addr.22
	%2017 = mul nsw i64 %2015, %a.shape1
	%2018 = add nsw i64 %2017, %2016
	%2019 = getelementptr inbounds double, double* %a, i64 %2018
	%2020 = load double, double* %2019, align 8, !noalias !2
	%2021 = fmul double %2014, %2020
	%2022 = fadd double %2007, %2021
	%2023 = load i64, i64* %i.addr.22
	%2024 = load i64, i64* %j.addr.22
	%2025 = mul nsw i64 %2023, %c.shape1
	%2026 = add nsw i64 %2025, %2024
	%2027 = getelementptr inbounds double, double* %c, i64 %2026
	store double %2022, double* %2027, align 8, !alias.scope !4
	%2028 = load i64, i64* %i.addr.23
	%2029 = load i64, i64* %j.addr.23
	%2030 = mul nsw i64 %2028, %c.shape1
	%2031 = add nsw i64 %2030, %2029
	%2032 = getelementptr inbounds double, double* %c, i64 %2031
	%2033 = load double, double* %2032, align 8, !alias.scope !4
	%2034 = load i64, i64* %j.addr.23
	%2035 = load i64, i64* %k.addr.23
	%2036 = mul nsw i64 %2034, %a.shape1
	%2037 = add nsw i64 %2036, %2035
	%2038 = getelementptr inbounds double, double* %a, i64 %2037
	%2039 = load double, double* %2038, align 8, !noalias !2
	%2040 = fmul double %2039, %202
	%2041 = load i64, i64* %i.addr.23
	%2042 = load i64, i64* %k.addr.23
	%2043 = mul nsw i64 %2041, %b.shape1
	%2044 = add nsw i64 %2043, %2042
	%2045 = getelementptr inbounds double, double* %b, i64 %2044
	%2046 = load double, double* %2045, align 8, !noalias !3
	%2047 = fmul double %2040, %2046
	%2048 = fadd double %2033, %2047
	%2049 = load i64, i64* %j.addr.23
	%2050 = load i64, i64* %k.addr.23
	%2051 = mul nsw i64 %2049, %b.shape1
	%2052 = add nsw i64 %2051, %2050
	%2053 = getelementptr inbounds double, double* %b, i64 %2052
	%2054 = load double, double* %2053, align 8, !noalias !3
	%2055 = fmul double %2054, %202
	%2056 = load i64, i64* %i.addr.23
	%2057 = load i64, i64* %k.addr.23
	%2058 = mul nsw i64 %2056, %a.shape1
	%2059 = add nsw i64 %2058, %2057
	%2060 = getelementptr inbounds double, double* %a, i64 %2059
	%2061 = load double, double* %2060, align 8, !noalias !2
	%2062 = fmul double %2055, %2061
	%2063 = fadd double %2048, %2062
	%2064 = load i64, i64* %i.addr.23
	%2065 = load i64, i64* %j.addr.23
	%2066 = mul nsw i64 %2064, %c.shape1
	%2067 = add nsw i64 %2066, %2065
	%2068 = getelementptr inbounds double, double* %c, i64 %2067
	store double %2063, double* %2068, align 8, !alias.scope !4
	%2069 = load i64, i64* %i.addr.24
	%2070 = load i64, i64* %j.addr.24
	%2071 = mul nsw i64 %2069, %c.shape1
	%2072 = add nsw i64 %2071, %2070
	%2073 = getelementptr inbounds double, double* %c, i64 %2072
	%2074 = load double, double* %2073, align 8, !alias.scope !4
	%2075 = load i64, i64* %j.addr.24
	%2076 = load i64, i64* %k.addr.24
	%2077 = mul nsw i64 %2075, %a.shape1
	%2078 = add nsw i64 %2077, %2076
	%2079 = getelementptr inbounds double, double* %a, i64 %2078
	%2080 = load double, double* %2079, align 8, !noalias !2
	%2081 = fmul double %2080, %202
	%2082 = load i64, i64* %i.addr.24
	%2083 = load i64, i64* %k.addr.24
	%2084 = mul nsw i64 %2082, %b.shape1
	%2085 = add nsw i64 %2084, %2083
	%2086 = getelementptr inbounds double, double* %b, i64 %2085
	%2087 = load double, double* %2086, align 8, !noalias !3
	%2088 = fmul double %2081, %2087
	%2089 = fadd double %2074, %2088
	%2090 = load i64, i64* %j.addr.24
	%2091 = load i64, i64* %k.addr.24
	%2092 = mul nsw i64 %2090, %b.shape1
	%2093 = add nsw i64 %2092, %2091
	%2094 = getelementptr inbounds double, double* %b, i64 %2093
	%2095 = load double, double* %2094, align 8, !noalias !3
	%2096 = fmul double %2095, %202
	%2097 = load i64, i64* %i.addr.24
	%2098 = load i64, i64* %k.addr.24
	%2099 = mul nsw i64 %2097, %a.shape1
	%2100 = add nsw i64 %2099, %2098
	%2101 = getelementptr inbounds double, double* %a, i64 %2100
	%2102 = load double, double* %2101, align 8, !noalias !2
	%2103 = fmul double %2096, %2102
	%2104 = fadd double %2089, %2103
	%2105 = load i64, i64* %i.addr.24
	%2106 = load i64, i64* %j.addr.24
	%2107 = mul nsw i64 %2105, %c.shape1
	%2108 = add nsw i64 %2107, %2106
	%2109 = getelementptr inbounds double, double* %c, i64 %2108
	store double %2104, double* %2109, align 8, !alias.scope !4
	%2110 = load i64, i64* %i.addr.25
	%2111 = load i64, i64* %j.addr.25
	%2112 = mul nsw i64 %2110, %c.shape1
	%2113 = add nsw i64 %2112, %2111
	%2114 = getelementptr inbounds double, double* %c, i64 %2113
	%2115 = load double, double* %2114, align 8, !alias.scope !4
	%2116 = load i64, i64* %j.addr.25
	%2117 = load i64, i64* %k.addr.25
	%2118 = mul nsw i64 %2116, %a.shape1
	%2119 = add nsw i64 %2118, %2117
	%2120 = getelementptr inbounds double, double* %a, i64 %2119
	%2121 = load double, double* %2120, align 8, !noalias !2
	%2122 = fmul double %2121, %202
	%2123 = load i64, i64* %i.addr.25
	%2124 = load i64, i64* %k.addr.25
	%2125 = mul nsw i64 %2123, %b.shape1
	%2126 = add nsw i64 %2125, %2124
	%2127 = getelementptr inbounds double, double* %b, i64 %2126
	%2128 = load double, double* %2127, align 8, !noalias !3
	%2129 = fmul double %2122, %2128
	%2130 = fadd double %2115, %2129
	%2131 = load i64, i64* %j.addr.25
	%2132 = load i64, i64* %k.addr.25
	%2133 = mul nsw i64 %2131, %b.shape1
	%2134 = add nsw i64 %2133, %2132
	%2135 = getelementptr inbounds double, double* %b, i64 %2134
	%2136 = load double, double* %2135, align 8, !noalias !3
	%2137 = fmul double %2136, %202
	%2138 = load i64, i64* %i.addr.25
	%2139 = load i64, i64* %k.addr.25
	%2140 = mul nsw i64 %2138, %a.shape1
	%2141 = add nsw i64 %2140, %2139
	%2142 = getelementptr inbounds double, double* %a, i64 %2141
	%2143 = load double, double* %2142, align 8, !noalias !2
	%2144 = fmul double %2137, %2143
	%2145 = fadd double %2130, %2144
	%2146 = load i64, i64* %i.addr.25
	%2147 = load i64, i64* %j.addr.25
	%2148 = mul nsw i64 %2146, %c.shape1
	%2149 = add nsw i64 %2148, %2147
	%2150 = getelementptr inbounds double, double* %c, i64 %2149
	store double %2145, double* %2150, align 8, !alias.scope !4
	%2151 = load i64, i64* %i.addr.26
	%2152 = load i64, i64* %j.addr.26
	%2153 = mul nsw i64 %2151, %c.shape1
	%2154 = add nsw i64 %2153, %2152
	%2155 = getelementptr inbounds double, double* %c, i64 %2154
	%2156 = load double, double* %2155, align 8, !alias.scope !4
	%2157 = load i64, i64* %j.addr.26
	%2158 = load i64, i64* %k.addr.26
	%2159 = mul nsw i64 %2157, %a.shape1
	%2160 = add nsw i64 %2159, %2158
	%2161 = getelementptr inbounds double, double* %a, i64 %2160
	%2162 = load double, double* %2161, align 8, !noalias !2
	%2163 = fmul double %2162, %202
	%2164 = load i64, i64* %i.addr.26
	%2165 = load i64, i64* %k.addr.26
	%2166 = mul nsw i64 %2164, %b.shape1
	%2167 = add nsw i64 %2166, %2165
	%2168 = getelementptr inbounds double, double* %b, i64 %2167
	%2169 = load double, double* %2168, align 8, !noalias !3
	%2170 = fmul double %2163, %2169
	%2171 = fadd double %2156, %2170
	%2172 = load i64, i64* %j.addr.26
	%2173 = load i64, i64* %k.addr.26
	%2174 = mul nsw i64 %2172, %b.shape1
	%2175 = add nsw i64 %2174, %2173
	%2176 = getelementptr inbounds double, double* %b, i64 %2175
	%2177 = load double, double* %2176, align 8, !noalias !3
	%2178 = fmul double %2177, %202
	%2179 = load i64, i64* %i.addr.26
	%2180 = load i64, i64* %k.addr.26
	%2181 = mul nsw i64 %2179, %a.shape1
	%2182 = add nsw i64 %2181, %2180
	%2183 = getelementptr inbounds double, double* %a, i64 %2182
	%2184 = load double, double* %2183, align 8, !noalias !2
	%2185 = fmul double %2178, %2184
	%2186 = fadd double %2171, %2185
	%2187 = load i64, i64* %i.addr.26
	%2188 = load i64, i64* %j.addr.26
	%2189 = mul nsw i64 %2187, %c.shape1
	%2190 = add nsw i64 %2189, %2188
	%2191 = getelementptr inbounds double, double* %c, i64 %2190
	store double %2186, double* %2191, align 8, !alias.scope !4
	%2192 = load i64, i64* %i.addr.27
	%2193 = load i64, i64* %j.addr.27
	%2194 = mul nsw i64 %2192, %c.shape1
	%2195 = add nsw i64 %2194, %2193
	%2196 = getelementptr inbounds double, double* %c, i64 %2195
	%2197 = load double, double* %2196, align 8, !alias.scope !4
	%2198 = load i64, i64* %j.addr.27
	%2199 = load i64, i64* %k.addr.27
	%2200 = mul nsw i64 %2198, %a.shape1
	%2201 = add nsw i64 %2200, %2199
	%2202 = getelementptr inbounds double, double* %a, i64 %2201
	%2203 = load double, double* %2202, align 8, !noalias !2
	%2204 = fmul double %2203, %202
	%2205 = load i64, i64* %i.addr.27
	%2206 = load i64, i64* %k.addr.27
	%2207 = mul nsw i64 %2205, %b.shape1
	%2208 = add nsw i64 %2207, %2206
	%2209 = getelementptr inbounds double, double* %b, i64 %2208
	%2210 = load double, double* %2209, align 8, !noalias !3
	%2211 = fmul double %2204, %2210
	%2212 = fadd double %2197, %2211
	%2213 = load i64, i64* %j.addr.27
	%2214 = load i64, i64* %k.addr.27
	%2215 = mul nsw i64 %2213, %b.shape1
	%2216 = add nsw i64 %2215, %2214
	%2217 = getelementptr inbounds double, double* %b, i64 %2216
	%2218 = load double, double* %2217, align 8, !noalias !3
	%2219 = fmul double %2218, %202
	%2220 = load i64, i64* %i.addr.27
	%2221 = load i64, i64* %k.addr.27
	%2222 = mul nsw i64 %2220, %a.shape1
	%2223 = add nsw i64 %2222, %2221
	%2224 = getelementptr inbounds double, double* %a, i64 %2223
	%2225 = load double, double* %2224, align 8, !noalias !2
	%2226 = fmul double %2219, %2225
	%2227 = fadd double %2212, %2226
	%2228 = load i64, i64* %i.addr.27
	%2229 = load i64, i64* %j.addr.27
	%2230 = mul nsw i64 %2228, %c.shape1
	%2231 = add nsw i64 %2230, %2229
	%2232 = getelementptr inbounds double, double* %c, i64 %2231
	store double %2227, double* %2232, align 8, !alias.scope !4
	%2233 = load i64, i64* %i.addr.28
	%2234 = load i64, i64* %j.addr.28
	%2235 = mul nsw i64 %2233, %c.shape1
	%2236 = add nsw i64 %2235, %2234
	%2237 = getelementptr inbounds double, double* %c, i64 %2236
	%2238 = load double, double* %2237, align 8, !alias.scope !4
	%2239 = load i64, i64* %j.addr.28
	%2240 = load i64, i64* %k.addr.28
	%2241 = mul nsw i64 %2239, %a.shape1
	%2242 = add nsw i64 %2241, %2240
	%2243 = getelementptr inbounds double, double* %a, i64 %2242
	%2244 = load double, double* %2243, align 8, !noalias !2
	%2245 = fmul double %2244, %202
	%2246 = load i64, i64* %i.addr.28
	%2247 = load i64, i64* %k.addr.28
	%2248 = mul nsw i64 %2246, %b.shape1
	%2249 = add nsw i64 %2248, %2247
	%2250 = getelementptr inbounds double, double* %b, i64 %2249
	%2251 = load double, double* %2250, align 8, !noalias !3
	%2252 = fmul double %2245, %2251
	%2253 = fadd double %2238, %2252
	%2254 = load i64, i64* %j.addr.28
	%2255 = load i64, i64* %k.addr.28
	%2256 = mul nsw i64 %2254, %b.shape1
	%2257 = add nsw i64 %2256, %2255
	%2258 = getelementptr inbounds double, double* %b, i64 %2257
	%2259 = load double, double* %2258, align 8, !noalias !3
	%2260 = fmul double %2259, %202
	%2261 = load i64, i64* %i.addr.28
	%2262 = load i64, i64* %k.addr.28
	%2263 = mul nsw i64 %2261, %a.shape1
	%2264 = add nsw i64 %2263, %2262
	%2265 = getelementptr inbounds double, double* %a, i64 %2264
	%2266 = load double, double* %2265, align 8, !noalias !2
	%2267 = fmul double %2260, %2266
	%2268 = fadd double %2253, %2267
	%2269 = load i64, i64* %i.addr.28
	%2270 = load i64, i64* %j.addr.28
	%2271 = mul nsw i64 %2269, %c.shape1
	%2272 = add nsw i64 %2271, %2270
	%2273 = getelementptr inbounds double, double* %c, i64 %2272
	store double %2268, double* %2273, align 8, !alias.scope !4
	%2274 = load i64, i64* %i.addr.29
	%2275 = load i64, i64* %j.addr.29
	%2276 = mul nsw i64 %2274, %c.shape1
	%2277 = add nsw i64 %2276, %2275
	%2278 = getelementptr inbounds double, double* %c, i64 %2277
	%2279 = load double, double* %2278, align 8, !alias.scope !4
	%2280 = load i64, i64* %j.addr.29
	%2281 = load i64, i64* %k.addr.29
	%2282 = mul nsw i64 %2280, %a.shape1
	%2283 = add nsw i64 %2282, %2281
	%2284 = getelementptr inbounds double, double* %a, i64 %2283
	%2285 = load double, double* %2284, align 8, !noalias !2
	%2286 = fmul double %2285, %202
	%2287 = load i64, i64* %i.addr.29
	%2288 = load i64, i64* %k.addr.29
	%2289 = mul nsw i64 %2287, %b.shape1
	%2290 = add nsw i64 %2289, %2288
	%2291 = getelementptr inbounds double, double* %b, i64 %2290
	%2292 = load double, double* %2291, align 8, !noalias !3
	%2293 = fmul double %2286, %2292
	%2294 = fadd double %2279, %2293
	%2295 = load i64, i64* %j.addr.29
	%2296 = load i64, i64* %k.addr.29
	%2297 = mul nsw i64 %2295, %b.shape1
	%2298 = add nsw i64 %2297, %2296
	%2299 = getelementptr inbounds double, double* %b, i64 %2298
	%2300 = load double, double* %2299, align 8, !noalias !3
	%2301 = fmul double %2300, %202
	%2302 = load i64, i64* %i.addr.29
	%2303 = load i64, i64* %k.addr.29
	%2304 = mul nsw i64 %2302, %a.shape1
	%2305 = add nsw i64 %2304, %2303
	%2306 = getelementptr inbounds double, double* %a, i64 %2305
	%2307 = load double, double* %2306, align 8, !noalias !2
	%2308 = fmul double %2301, %2307
	%2309 = fadd double %2294, %2308
	%2310 = load i64, i64* %i.addr.29
	%2311 = load i64, i64* %j.addr.29
	%2312 = mul nsw i64 %2310, %c.shape1
	%2313 = add nsw i64 %2312, %2311
	%2314 = getelementptr inbounds double, double* %c, i64 %2313
	store double %2309, double* %2314, align 8, !alias.scope !4
	%2315 = load i64, i64* %i.addr.30
	%2316 = load i64, i64* %j.addr.30
	%2317 = mul nsw i64 %2315, %c.shape1
	%2318 = add nsw i64 %2317, %2316
	%2319 = getelementptr inbounds double, double* %c, i64 %2318
	%2320 = load double, double* %2319, align 8, !alias.scope !4
	%2321 = load i64, i64* %j.addr.30
	%2322 = load i64, i64* %k.addr.30
	%2323 = mul nsw i64 %2321, %a.shape1
	%2324 = add nsw i64 %2323, %2322
	%2325 = getelementptr inbounds double, double* %a, i64 %2324
	%2326 = load double, double* %2325, align 8, !noalias !2
	%2327 = fmul double %2326, %202
	%2328 = load i64, i64* %i.addr.30
	%2329 = load i64, i64* %k.addr.30
	%2330 = mul nsw i64 %2328, %b.shape1
	%2331 = add nsw i64 %2330, %2329
	%2332 = getelementptr inbounds double, double* %b, i64 %2331
	%2333 = load double, double* %2332, align 8, !noalias !3
	%2334 = fmul double %2327, %2333
	%2335 = fadd double %2320, %2334
	%2336 = load i64, i64* %j.addr.30
	%2337 = load i64, i64* %k.addr.30
	%2338 = mul nsw i64 %2336, %b.shape1
	%2339 = add nsw i64 %2338, %2337
	%2340 = getelementptr inbounds double, double* %b, i64 %2339
	%2341 = load double, double* %2340, align 8, !noalias !3
	%2342 = fmul double %2341, %202
	%2343 = load i64, i64* %i.addr.30
	%2344 = load i64, i64* %k.addr.30
	%2345 = mul nsw i64 %2343, %a.shape1
	%2346 = add nsw i64 %2345, %2344
	%2347 = getelementptr inbounds double, double* %a, i64 %2346
	%2348 = load double, double* %2347, align 8, !noalias !2
	%2349 = fmul double %2342, %2348
	%2350 = fadd double %2335, %2349
	%2351 = load i64, i64* %i.addr.30
	%2352 = load i64, i64* %j.addr.30
	%2353 = mul nsw i64 %2351, %c.shape1
	%2354 = add nsw i64 %2353, %2352
	%2355 = getelementptr inbounds double, double* %c, i64 %2354
	store double %2350, double* %2355, align 8, !alias.scope !4
	%2356 = load i64, i64* %i.addr.31
	%2357 = load i64, i64* %j.addr.31
	%2358 = mul nsw i64 %2356, %c.shape1
	%2359 = add nsw i64 %2358, %2357
	%2360 = getelementptr inbounds double, double* %c, i64 %2359
	%2361 = load double, double* %2360, align 8, !alias.scope !4
	%2362 = load i64, i64* %j.addr.31
	%2363 = load i64, i64* %k.addr.31
	%2364 = mul nsw i64 %2362, %a.shape1
	%2365 = add nsw i64 %2364, %2363
	%2366 = getelementptr inbounds double, double* %a, i64 %2365
	%2367 = load double, double* %2366, align 8, !noalias !2
	%2368 = fmul double %2367, %202
	%2369 = load i64, i64* %i.addr.31
	%2370 = load i64, i64* %k.addr.31
	%2371 = mul nsw i64 %2369, %b.shape1
	%2372 = add nsw i64 %2371, %2370
	%2373 = getelementptr inbounds double, double* %b, i64 %2372
	%2374 = load double, double* %2373, align 8, !noalias !3
	%2375 = fmul double %2368, %2374
	%2376 = fadd double %2361, %2375
	%2377 = load i64, i64* %j.addr.31
	%2378 = load i64, i64* %k.addr.31
	%2379 = mul nsw i64 %2377, %b.shape1
	%2380 = add nsw i64 %2379, %2378
	%2381 = getelementptr inbounds double, double* %b, i64 %2380
	%2382 = load double, double* %2381, align 8, !noalias !3
	%2383 = fmul double %2382, %202
	%2384 = load i64, i64* %i.addr.31
	%2385 = load i64, i64* %k.addr.31
	%2386 = mul nsw i64 %2384, %a.shape1
	%2387 = add nsw i64 %2386, %2385
	%2388 = getelementptr inbounds double, double* %a, i64 %2387
	%2389 = load double, double* %2388, align 8, !noalias !2
	%2390 = fmul double %2383, %2389
	%2391 = fadd double %2376, %2390
	%2392 = load i64, i64* %i.addr.31
	%2393 = load i64, i64* %j.addr.31
	%2394 = mul nsw i64 %2392, %c.shape1
	%2395 = add nsw i64 %2394, %2393
	%2396 = getelementptr inbounds double, double* %c, i64 %2395
	store double %2391, double* %2396, align 8, !alias.scope !4
	%2397 = load i64, i64* %i.addr.32
	%2398 = load i64, i64* %j.addr.32
	%2399 = mul nsw i64 %2397, %c.shape1
	%2400 = add nsw i64 %2399, %2398
	%2401 = getelementptr inbounds double, double* %c, i64 %2400
	%2402 = load double, double* %2401, align 8, !alias.scope !4
	%2403 = load i64, i64* %j.addr.32
	%2404 = load i64, i64* %k.addr.32
	%2405 = mul nsw i64 %2403, %a.shape1
	%2406 = add nsw i64 %2405, %2404
	%2407 = getelementptr inbounds double, double* %a, i64 %2406
	%2408 = load double, double* %2407, align 8, !noalias !2
	%2409 = fmul double %2408, %202
	%2410 = load i64, i64* %i.addr.32
	%2411 = load i64, i64* %k.addr.32
	%2412 = mul nsw i64 %2410, %b.shape1
	%2413 = add nsw i64 %2412, %2411
	%2414 = getelementptr inbounds double, double* %b, i64 %2413
	%2415 = load double, double* %2414, align 8, !noalias !3
	%2416 = fmul double %2409, %2415
	%2417 = fadd double %2402, %2416
	%2418 = load i64, i64* %j.addr.32
	%2419 = load i64, i64* %k.addr.32
	%2420 = mul nsw i64 %2418, %b.shape1
	%2421 = add nsw i64 %2420, %2419
	%2422 = getelementptr inbounds double, double* %b, i64 %2421
	%2423 = load double, double* %2422, align 8, !noalias !3
	%2424 = fmul double %2423, %202
	%2425 = load i64, i64* %i.addr.32
	%2426 = load i64, i64* %k.addr.32
	%2427 = mul nsw i64 %2425, %a.shape1
	%2428 = add nsw i64 %2427, %2426
	%2429 = getelementptr inbounds double, double* %a, i64 %2428
	%2430 = load double, double* %2429, align 8, !noalias !2
	%2431 = fmul double %2424, %2430
	%2432 = fadd double %2417, %2431
	%2433 = load i64, i64* %i.addr.32
	%2434 = load i64, i64* %j.addr.32
	%2435 = mul nsw i64 %2433, %c.shape1
	%2436 = add nsw i64 %2435, %2434
	%2437 = getelementptr inbounds double, double* %c, i64 %2436
	store double %2432, double* %2437, align 8, !alias.scope !4
	%2438 = load i64, i64* %i.addr.33
	%2439 = load i64, i64* %j.addr.33
	%2440 = mul nsw i64 %2438, %c.shape1
	%2441 = add nsw i64 %2440, %2439
	%2442 = getelementptr inbounds double, double* %c, i64 %2441
	%2443 = load double, double* %2442, align 8, !alias.scope !4
	%2444 = load i64, i64* %j.addr.33
	%2445 = load i64, i64* %k.addr.33
	%2446 = mul nsw i64 %2444, %a.shape1
	%2447 = add nsw i64 %2446, %2445
	%2448 = getelementptr inbounds double, double* %a, i64 %2447
	%2449 = load double, double* %2448, align 8, !noalias !2
	%2450 = fmul double %2449, %202
	%2451 = load i64, i64* %i.addr.33
	%2452 = load i64, i64* %k.addr.33
	%2453 = mul nsw i64 %2451, %b.shape1
	%2454 = add nsw i64 %2453, %2452
	%2455 = getelementptr inbounds double, double* %b, i64 %2454
	%2456 = load double, double* %2455, align 8, !noalias !3
	%2457 = fmul double %2450, %2456
	%2458 = fadd double %2443, %2457
	%2459 = load i64, i64* %j.addr.33
	%2460 = load i64, i64* %k.addr.33
	%2461 = mul nsw i64 %2459, %b.shape1
	%2462 = add nsw i64 %2461, %2460
	%2463 = getelementptr inbounds double, double* %b, i64 %2462
	%2464 = load double, double* %2463, align 8, !noalias !3
	%2465 = fmul double %2464, %202
	%2466 = load i64, i64* %i.addr.33
	%2467 = load i64, i64* %k.addr.33
	%2468 = mul nsw i64 %2466, %a.shape1
	%2469 = add nsw i64 %2468, %2467
	%2470 = getelementptr inbounds double, double* %a, i64 %2469
	%2471 = load double, double* %2470, align 8, !noalias !2
	%2472 = fmul double %2465, %2471
	%2473 = fadd double %2458, %2472
	%2474 = load i64, i64* %i.addr.33
	%2475 = load i64, i64* %j.addr.33
	%2476 = mul nsw i64 %2474, %c.shape1
	%2477 = add nsw i64 %2476, %2475
	%2478 = getelementptr inbounds double, double* %c, i64 %2477
	store double %2473, double* %2478, align 8, !alias.scope !4
	%2479 = load i64, i64* %i.addr.34
	%2480 = load i64, i64* %j.addr.34
	%2481 = mul nsw i64 %2479, %c.shape1
	%2482 = add nsw i64 %2481, %2480
	%2483 = getelementptr inbounds double, double* %c, i64 %2482
	%2484 = load double, double* %2483, align 8, !alias.scope !4
	%2485 = load i64, i64* %j.addr.34
	%2486 = load i64, i64* %k.addr.34
	%2487 = mul nsw i64 %2485, %a.shape1
	%2488 = add nsw i64 %2487, %2486
	%2489 = getelementptr inbounds double, double* %a, i64 %2488
	%2490 = load double, double* %2489, align 8, !noalias !2
	%2491 = fmul double %2490, %202
	%2492 = load i64, i64* %i.addr.34
	%2493 = load i64, i64* %k.addr.34
	%2494 = mul nsw i64 %2492, %b.shape1
	%2495 = add nsw i64 %2494, %2493
	%2496 = getelementptr inbounds double, double* %b, i64 %2495
	%2497 = load double, double* %2496, align 8, !noalias !3
	%2498 = fmul double %2491, %2497
	%2499 = fadd double %2484, %2498
	%2500 = load i64, i64* %j.addr.34
	%2501 = load i64, i64* %k.addr.34
	%2502 = mul nsw i64 %2500, %b.shape1
	%2503 = add nsw i64 %2502, %2501
	%2504 = getelementptr inbounds double, double* %b, i64 %2503
	%2505 = load double, double* %2504, align 8, !noalias !3
	%2506 = fmul double %2505, %202
	%2507 = load i64, i64* %i.addr.34
	%2508 = load i64, i64* %k.addr.34
	%2509 = mul nsw i64 %2507, %a.shape1
	%2510 = add nsw i64 %2509, %2508
	%2511 = getelementptr inbounds double, double* %a, i64 %2510
	%2512 = load double, double* %2511, align 8, !noalias !2
	%2513 = fmul double %2506, %2512
	%2514 = fadd double %2499, %2513
	%2515 = load i64, i64* %i.addr.34
	%2516 = load i64, i64* %j.addr.34
	%2517 = mul nsw i64 %2515, %c.shape1
	%2518 = add nsw i64 %2517, %2516
	%2519 = getelementptr inbounds double, double* %c, i64 %2518
	store double %2514, double* %2519, align 8, !alias.scope !4
	%2520 = load i64, i64* %i.addr.35
	%2521 = load i64, i64* %j.addr.35
	%2522 = mul nsw i64 %2520, %c.shape1
	%2523 = add nsw i64 %2522, %2521
	%2524 = getelementptr inbounds double, double* %c, i64 %2523
	%2525 = load double, double* %2524, align 8, !alias.scope !4
	%2526 = load i64, i64* %j.addr.35
	%2527 = load i64, i64* %k.addr.35
	%2528 = mul nsw i64 %2526, %a.shape1
	%2529 = add nsw i64 %2528, %2527
	%2530 = getelementptr inbounds double, double* %a, i64 %2529
	%2531 = load double, double* %2530, align 8, !noalias !2
	%2532 = fmul double %2531, %202
	%2533 = load i64, i64* %i.addr.35
	%2534 = load i64, i64* %k.addr.35
	%2535 = mul nsw i64 %2533, %b.shape1
	%2536 = add nsw i64 %2535, %2534
	%2537 = getelementptr inbounds double, double* %b, i64 %2536
	%2538 = load double, double* %2537, align 8, !noalias !3
	%2539 = fmul double %2532, %2538
	%2540 = fadd double %2525, %2539
	%2541 = load i64, i64* %j.addr.35
	%2542 = load i64, i64* %k.addr.35
	%2543 = mul nsw i64 %2541, %b.shape1
	%2544 = add nsw i64 %2543, %2542
	%2545 = getelementptr inbounds double, double* %b, i64 %2544
	%2546 = load double, double* %2545, align 8, !noalias !3
	%2547 = fmul double %2546, %202
	%2548 = load i64, i64* %i.addr.35
	%2549 = load i64, i64* %k.addr.35
	%2550 = mul nsw i64 %2548, %a.shape1
	%2551 = add nsw i64 %2550, %2549
	%2552 = getelementptr inbounds double, double* %a, i64 %2551
	%2553 = load double, double* %2552, align 8, !noalias !2
	%2554 = fmul double %2547, %2553
	%2555 = fadd double %2540, %2554
	%2556 = load i64, i64* %i.addr.35
	%2557 = load i64, i64* %j.addr.35
	%2558 = mul nsw i64 %2556, %c.shape1
	%2559 = add nsw i64 %2558, %2557
	%2560 = getelementptr inbounds double, double* %c, i64 %2559
	store double %2555, double* %2560, align 8, !alias.scope !4
	%2561 = load i64, i64* %i.addr.36
	%2562 = load i64, i64* %j.addr.36
	%2563 = mul nsw i64 %2561, %c.shape1
	%2564 = add nsw i64 %2563, %2562
	%2565 = getelementptr inbounds double, double* %c, i64 %2564
	%2566 = load double, double* %2565, align 8, !alias.scope !4
	%2567 = load i64, i64* %j.addr.36
	%2568 = load i64, i64* %k.addr.36
	%2569 = mul nsw i64 %2567, %a.shape1
	%2570 = add nsw i64 %2569, %2568
	%2571 = getelementptr inbounds double, double* %a, i64 %2570
	%2572 = load double, double* %2571, align 8, !noalias !2
	%2573 = fmul double %2572, %202
	%2574 = load i64, i64* %i.addr.36
	%2575 = load i64, i64* %k.addr.36
	%2576 = mul nsw i64 %2574, %b.shape1
	%2577 = add nsw i64 %2576, %2575
	%2578 = getelementptr inbounds double, double* %b, i64 %2577
	%2579 = load double, double* %2578, align 8, !noalias !3
	%2580 = fmul double %2573, %2579
	%2581 = fadd double %2566, %2580
	%2582 = load i64, i64* %j.addr.36
	%2583 = load i64, i64* %k.addr.36
	%2584 = mul nsw i64 %2582, %b.shape1
	%2585 = add nsw i64 %2584, %2583
	%2586 = getelementptr inbounds double, double* %b, i64 %2585
	%2587 = load double, double* %2586, align 8, !noalias !3
	%2588 = fmul double %2587, %202
	%2589 = load i64, i64* %i.addr.36
	%2590 = load i64, i64* %k.addr.36
	%2591 = mul nsw i64 %2589, %a.shape1
	%2592 = add nsw i64 %2591, %2590
	%2593 = getelementptr inbounds double, double* %a, i64 %2592
	%2594 = load double, double* %2593, align 8, !noalias !2
	%2595 = fmul double %2588, %2594
	%2596 = fadd double %2581, %2595
	%2597 = load i64, i64* %i.addr.36
	%2598 = load i64, i64* %j.addr.36
	%2599 = mul nsw i64 %2597, %c.shape1
	%2600 = add nsw i64 %2599, %2598
	%2601 = getelementptr inbounds double, double* %c, i64 %2600
	store double %2596, double* %2601, align 8, !alias.scope !4
	%2602 = load i64, i64* %i.addr.37
	%2603 = load i64, i64* %j.addr.37
	%2604 = mul nsw i64 %2602, %c.shape1
	%2605 = add nsw i64 %2604, %2603
	%2606 = getelementptr inbounds double, double* %c, i64 %2605
	%2607 = load double, double* %2606, align 8, !alias.scope !4
	%2608 = load i64, i64* %j.addr.37
	%2609 = load i64, i64* %k.addr.37
	%2610 = mul nsw i64 %2608, %a.shape1
	%2611 = add nsw i64 %2610, %2609
	%2612 = getelementptr inbounds double, double* %a, i64 %2611
	%2613 = load double, double* %2612, align 8, !noalias !2
	%2614 = fmul double %2613, %202
	%2615 = load i64, i64* %i.addr.37
	%2616 = load i64, i64* %k.addr.37
	%2617 = mul nsw i64 %2615, %b.shape1
	%2618 = add nsw i64 %2617, %2616
	%2619 = getelementptr inbounds double, double* %b, i64 %2618
	%2620 = load double, double* %2619, align 8, !noalias !3
	%2621 = fmul double %2614, %2620
	%2622 = fadd double %2607, %2621
	%2623 = load i64, i64* %j.addr.37
	%2624 = load i64, i64* %k.addr.37
	%2625 = mul nsw i64 %2623, %b.shape1
	%2626 = add nsw i64 %2625, %2624
	%2627 = getelementptr inbounds double, double* %b, i64 %2626
	%2628 = load double, double* %2627, align 8, !noalias !3
	%2629 = fmul double %2628, %202
	%2630 = load i64, i64* %i.addr.37
	%2631 = load i64, i64* %k.addr.37
	%2632 = mul nsw i64 %2630, %a.shape1
	%2633 = add nsw i64 %2632, %2631
	%2634 = getelementptr inbounds double, double* %a, i64 %2633
	%2635 = load double, double* %2634, align 8, !noalias !2
	%2636 = fmul double %2629, %2635
	%2637 = fadd double %2622, %2636
	%2638 = load i64, i64* %i.addr.37
	%2639 = load i64, i64* %j.addr.37
	%2640 = mul nsw i64 %2638, %c.shape1
	%2641 = add nsw i64 %2640, %2639
	%2642 = getelementptr inbounds double, double* %c, i64 %2641
	store double %2637, double* %2642, align 8, !alias.scope !4
	%2643 = load i64, i64* %i.addr.38
	%2644 = load i64, i64* %j.addr.38
	%2645 = mul nsw i64 %2643, %c.shape1
	%2646 = add nsw i64 %2645, %2644
	%2647 = getelementptr inbounds double, double* %c, i64 %2646
	%2648 = load double, double* %2647, align 8, !alias.scope !4
	%2649 = load i64, i64* %j.addr.38
	%2650 = load i64, i64* %k.addr.38
	%2651 = mul nsw i64 %2649, %a.shape1
	%2652 = add nsw i64 %2651, %2650
	%2653 = getelementptr inbounds double, double* %a, i64 %2652
	%2654 = load double, double* %2653, align 8, !noalias !2
	%2655 = fmul double %2654, %202
	%2656 = load i64, i64* %i.addr.38
	%2657 = load i64, i64* %k.addr.38
	%2658 = mul nsw i64 %2656, %b.shape1
	%2659 = add nsw i64 %2658, %2657
	%2660 = getelementptr inbounds double, double* %b, i64 %2659
	%2661 = load double, double* %2660, align 8, !noalias !3
	%2662 = fmul double %2655, %2661
	%2663 = fadd double %2648, %2662
	%2664 = load i64, i64* %j.addr.38
	%2665 = load i64, i64* %k.addr.38
	%2666 = mul nsw i64 %2664, %b.shape1
	%2667 = add nsw i64 %2666, %2665
	%2668 = getelementptr inbounds double, double* %b, i64 %2667
	%2669 = load double, double* %2668, align 8, !noalias !3
	%2670 = fmul double %2669, %202
	%2671 = load i64, i64* %i.addr.38
	%2672 = load i64, i64* %k.addr.38
	%2673 = mul nsw i64 %2671, %a.shape1
	%2674 = add nsw i64 %2673, %2672
	%2675 = getelementptr inbounds double, double* %a, i64 %2674
	%2676 = load double, double* %2675, align 8, !noalias !2
	%2677 = fmul double %2670, %2676
	%2678 = fadd double %2663, %2677
	%2679 = load i64, i64* %i.addr.38
	%2680 = load i64, i64* %j.addr.38
	%2681 = mul nsw i64 %2679, %c.shape1
	%2682 = add nsw i64 %2681, %2680
	%2683 = getelementptr inbounds double, double* %c, i64 %2682
	store double %2678, double* %2683, align 8, !alias.scope !4
	%2684 = load i64, i64* %i.addr.39
	%2685 = load i64, i64* %j.addr.39
	%2686 = mul nsw i64 %2684, %c.shape1
	%2687 = add nsw i64 %2686, %2685
	%2688 = getelementptr inbounds double, double* %c, i64 %2687
	%2689 = load double, double* %2688, align 8, !alias.scope !4
	%2690 = load i64, i64* %j.addr.39
	%2691 = load i64, i64* %k.addr.39
	%2692 = mul nsw i64 %2690, %a.shape1
	%2693 = add nsw i64 %2692, %2691
	%2694 = getelementptr inbounds double, double* %a, i64 %2693
	%2695 = load double, double* %2694, align 8, !noalias !2
	%2696 = fmul double %2695, %202
	%2697 = load i64, i64* %i.addr.39
	%2698 = load i64, i64* %k.addr.39
	%2699 = mul nsw i64 %2697, %b.shape1
	%2700 = add nsw i64 %2699, %2698
	%2701 = getelementptr inbounds double, double* %b, i64 %2700
	%2702 = load double, double* %2701, align 8, !noalias !3
	%2703 = fmul double %2696, %2702
	%2704 = fadd double %2689, %2703
	%2705 = load i64, i64* %j.addr.39
	%2706 = load i64, i64* %k.addr.39
	%2707 = mul nsw i64 %2705, %b.shape1
	%2708 = add nsw i64 %2707, %2706
	%2709 = getelementptr inbounds double, double* %b, i64 %2708
	%2710 = load double, double* %2709, align 8, !noalias !3
	%2711 = fmul double %2710, %202
	%2712 = load i64, i64* %i.addr.39
	%2713 = load i64, i64* %k.addr.39
	%2714 = mul nsw i64 %2712, %a.shape1
	%2715 = add nsw i64 %2714, %2713
	%2716 = getelementptr inbounds double, double* %a, i64 %2715
	%2717 = load double, double* %2716, align 8, !noalias !2
	%2718 = fmul double %2711, %2717
	%2719 = fadd double %2704, %2718
	%2720 = load i64, i64* %i.addr.39
	%2721 = load i64, i64* %j.addr.39
	%2722 = mul nsw i64 %2720, %c.shape1
	%2723 = add nsw i64 %2722, %2721
	%2724 = getelementptr inbounds double, double* %c, i64 %2723
	store double %2719, double* %2724, align 8, !alias.scope !4
	%2725 = load i64, i64* %i.addr.40
	%2726 = load i64, i64* %j.addr.40
	%2727 = mul nsw i64 %2725, %c.shape1
	%2728 = add nsw i64 %2727, %2726
	%2729 = getelementptr inbounds double, double* %c, i64 %2728
	%2730 = load double, double* %2729, align 8, !alias.scope !4
	%2731 = load i64, i64* %j.addr.40
	%2732 = load i64, i64* %k.addr.40
	%2733 = mul nsw i64 %2731, %a.shape1
	%2734 = add nsw i64 %2733, %2732
	%2735 = getelementptr inbounds double, double* %a, i64 %2734
	%2736 = load double, double* %2735, align 8, !noalias !2
	%2737 = fmul double %2736, %202
	%2738 = load i64, i64* %i.addr.40
	%2739 = load i64, i64* %k.addr.40
	%2740 = mul nsw i64 %2738, %b.shape1
	%2741 = add nsw i64 %2740, %2739
	%2742 = getelementptr inbounds double, double* %b, i64 %2741
	%2743 = load double, double* %2742, align 8, !noalias !3
	%2744 = fmul double %2737, %2743
	%2745 = fadd double %2730, %2744
	%2746 = load i64, i64* %j.addr.40
	%2747 = load i64, i64* %k.addr.40
	%2748 = mul nsw i64 %2746, %b.shape1
	%2749 = add nsw i64 %2748, %2747
	%2750 = getelementptr inbounds double, double* %b, i64 %2749
	%2751 = load double, double* %2750, align 8, !noalias !3
	%2752 = fmul double %2751, %202
	%2753 = load i64, i64* %i.addr.40
	%2754 = load i64, i64* %k.addr.40
	%2755 = mul nsw i64 %2753, %a.shape1
	%2756 = add nsw i64 %2755, %2754
	%2757 = getelementptr inbounds double, double* %a, i64 %2756
	%2758 = load double, double* %2757, align 8, !noalias !2
	%2759 = fmul double %2752, %2758
	%2760 = fadd double %2745, %2759
	%2761 = load i64, i64* %i.addr.40
	%2762 = load i64, i64* %j.addr.40
	%2763 = mul nsw i64 %2761, %c.shape1
	%2764 = add nsw i64 %2763, %2762
	%2765 = getelementptr inbounds double, double* %c, i64 %2764
	store double %2760, double* %2765, align 8, !alias.scope !4
	%2766 = load i64, i64* %i.addr.41
	%2767 = load i64, i64* %j.addr.41
	%2768 = mul nsw i64 %2766, %c.shape1
	%2769 = add nsw i64 %2768, %2767
	%2770 = getelementptr inbounds double, double* %c, i64 %2769
	%2771 = load double, double* %2770, align 8, !alias.scope !4
	%2772 = load i64, i64* %j.addr.41
	%2773 = load i64, i64* %k.addr.41
	%2774 = mul nsw i64 %2772, %a.shape1
	%2775 = add nsw i64 %2774, %2773
	%2776 = getelementptr inbounds double, double* %a, i64 %2775
	%2777 = load double, double* %2776, align 8, !noalias !2
	%2778 = fmul double %2777, %202
	%2779 = load i64, i64* %i.addr.41
	%2780 = load i64, i64* %k.addr.41
	%2781 = mul nsw i64 %2779, %b.shape1
	%2782 = add nsw i64 %2781, %2780
	%2783 = getelementptr inbounds double, double* %b, i64 %2782
	%2784 = load double, double* %2783, align 8, !noalias !3
	%2785 = fmul double %2778, %2784
	%2786 = fadd double %2771, %2785
	%2787 = load i64, i64* %j.addr.41
	%2788 = load i64, i64* %k.addr.41
	%2789 = mul nsw i64 %2787, %b.shape1
	%2790 = add nsw i64 %2789, %2788
	%2791 = getelementptr inbounds double, double* %b, i64 %2790
	%2792 = load double, double* %2791, align 8, !noalias !3
	%2793 = fmul double %2792, %202
	%2794 = load i64, i64* %i.addr.41
	%2795 = load i64, i64* %k.addr.41
	%2796 = mul nsw i64 %2794, %a.shape1
	%2797 = add nsw i64 %2796, %2795
	%2798 = getelementptr inbounds double, double* %a, i64 %2797
	%2799 = load double, double* %2798, align 8, !noalias !2
	%2800 = fmul double %2793, %2799
	%2801 = fadd double %2786, %2800
	%2802 = load i64, i64* %i.addr.41
	%2803 = load i64, i64* %j.addr.41
	%2804 = mul nsw i64 %2802, %c.shape1
	%2805 = add nsw i64 %2804, %2803
	%2806 = getelementptr inbounds double, double* %c, i64 %2805
	store double %2801, double* %2806, align 8, !alias.scope !4
	%2807 = load i64, i64* %i.addr.42
	%2808 = load i64, i64* %j.addr.42
	%2809 = mul nsw i64 %2807, %c.shape1
	%2810 = add nsw i64 %2809, %2808
	%2811 = getelementptr inbounds double, double* %c, i64 %2810
	%2812 = load double, double* %2811, align 8, !alias.scope !4
	%2813 = load i64, i64* %j.addr.42
	%2814 = load i64, i64* %k.addr.42
	%2815 = mul nsw i64 %2813, %a.shape1
	%2816 = add nsw i64 %2815, %2814
	%2817 = getelementptr inbounds double, double* %a, i64 %2816
	%2818 = load double, double* %2817, align 8, !noalias !2
	%2819 = fmul double %2818, %202
	%2820 = load i64, i64* %i.addr.42
	%2821 = load i64, i64* %k.addr.42
	%2822 = mul nsw i64 %2820, %b.shape1
	%2823 = add nsw i64 %2822, %2821
	%2824 = getelementptr inbounds double, double* %b, i64 %2823
	%2825 = load double, double* %2824, align 8, !noalias !3
	%2826 = fmul double %2819, %2825
	%2827 = fadd double %2812, %2826
	%2828 = load i64, i64* %j.addr.42
	%2829 = load i64, i64* %k.addr.42
	%2830 = mul nsw i64 %2828, %b.shape1
	%2831 = add nsw i64 %2830, %2829
	%2832 = getelementptr inbounds double, double* %b, i64 %2831
	%2833 = load double, double* %2832, align 8, !noalias !3
	%2834 = fmul double %2833, %202
	%2835 = load i64, i64* %i.addr.42
	%2836 = load i64, i64* %k.addr.42
	%2837 = mul nsw i64 %2835, %a.shape1
	%2838 = add nsw i64 %2837, %2836
	%2839 = getelementptr inbounds double, double* %a, i64 %2838
	%2840 = load double, double* %2839, align 8, !noalias !2
	%2841 = fmul double %2834, %2840
	%2842 = fadd double %2827, %2841
	%2843 = load i64, i64* %i.addr.42
	%2844 = load i64, i64* %j.addr.42
	%2845 = mul nsw i64 %2843, %c.shape1
	%2846 = add nsw i64 %2845, %2844
	%2847 = getelementptr inbounds double, double* %c, i64 %2846
	store double %2842, double* %2847, align 8, !alias.scope !4
	%2848 = load i64, i64* %i.addr.43
	%2849 = load i64, i64* %j.addr.43
	%2850 = mul nsw i64 %2848, %c.shape1
	%2851 = add nsw i64 %2850, %2849
	%2852 = getelementptr inbounds double, double* %c, i64 %2851
	%2853 = load double, double* %2852, align 8, !alias.scope !4
	%2854 = load i64, i64* %j.addr.43
	%2855 = load i64, i64* %k.addr.43
	%2856 = mul nsw i64 %2854, %a.shape1
	%2857 = add nsw i64 %2856, %2855
	%2858 = getelementptr inbounds double, double* %a, i64 %2857
	%2859 = load double, double* %2858, align 8, !noalias !2
	%2860 = fmul double %2859, %202
	%2861 = load i64, i64* %i.addr.43
	%2862 = load i64, i64* %k.addr.43
	%2863 = mul nsw i64 %2861, %b.shape1
	%2864 = add nsw i64 %2863, %2862
	%2865 = getelementptr inbounds double, double* %b, i64 %2864
	%2866 = load double, double* %2865, align 8, !noalias !3
	%2867 = fmul double %2860, %2866
	%2868 = fadd double %2853, %2867
	%2869 = load i64, i64* %j.addr.43
	%2870 = load i64, i64* %k.addr.43
	%2871 = mul nsw i64 %2869, %b.shape1
	%2872 = add nsw i64 %2871, %2870
	%2873 = getelementptr inbounds double, double* %b, i64 %2872
	%2874 = load double, double* %2873, align 8, !noalias !3
	%2875 = fmul double %2874, %202
	%2876 = load i64, i64* %i.addr.43
	%2877 = load i64, i64* %k.addr.43
	%2878 = mul nsw i64 %2876, %a.shape1
	%2879 = add nsw i64 %2878, %2877
	%2880 = getelementptr inbounds double, double* %a, i64 %2879
	%2881 = load double, double* %2880, align 8, !noalias !2
	%2882 = fmul double %2875, %2881
	%2883 = fadd double %2868, %2882
	%2884 = load i64, i64* %i.addr.43
	%2885 = load i64, i64* %j.addr.43
	%2886 = mul nsw i64 %2884, %c.shape1
	%2887 = add nsw i64 %2886, %2885
	%2888 = getelementptr inbounds double, double* %c, i64 %2887
	store double %2883, double* %2888, align 8, !alias.scope !4
	%2889 = load i64, i64* %i.addr.44
	%2890 = load i64, i64* %j.addr.44
	%2891 = mul nsw i64 %2889, %c.shape1
	%2892 = add nsw i64 %2891, %2890
	%2893 = getelementptr inbounds double, double* %c, i64 %2892
	%2894 = load double, double* %2893, align 8, !alias.scope !4
	%2895 = load i64, i64* %j.addr.44
	%2896 = load i64, i64* %k.addr.44
	%2897 = mul nsw i64 %2895, %a.shape1
	%2898 = add nsw i64 %2897, %2896
	%2899 = getelementptr inbounds double, double* %a, i64 %2898
	%2900 = load double, double* %2899, align 8, !noalias !2
	%2901 = fmul double %2900, %202
	%2902 = load i64, i64* %i.addr.44
	%2903 = load i64, i64* %k.addr.44
	%2904 = mul nsw i64 %2902, %b.shape1
	%2905 = add nsw i64 %2904, %2903
	%2906 = getelementptr inbounds double, double* %b, i64 %2905
	%2907 = load double, double* %2906, align 8, !noalias !3
	%2908 = fmul double %2901, %2907
	%2909 = fadd double %2894, %2908
	%2910 = load i64, i64* %j.addr.44
	%2911 = load i64, i64* %k.addr.44
	%2912 = mul nsw i64 %2910, %b.shape1
	%2913 = add nsw i64 %2912, %2911
	%2914 = getelementptr inbounds double, double* %b, i64 %2913
	%2915 = load double, double* %2914, align 8, !noalias !3
	%2916 = fmul double %2915, %202
	%2917 = load i64, i64* %i.addr.44
	%2918 = load i64, i64* %k.addr.44
	%2919 = mul nsw i64 %2917, %a.shape1
	%2920 = add nsw i64 %2919, %2918
	%2921 = getelementptr inbounds double, double* %a, i64 %2920
	%2922 = load double, double* %2921, align 8, !noalias !2
	%2923 = fmul double %2916, %2922
	%2924 = fadd double %2909, %2923
	%2925 = load i64, i64* %i.addr.44
	%2926 = load i64, i64* %j.addr.44
	%2927 = mul nsw i64 %2925, %c.shape1
	%2928 = add nsw i64 %2927, %2926
	%2929 = getelementptr inbounds double, double* %c, i64 %2928
	store double %2924, double* %2929, align 8, !alias.scope !4
	%2930 = load i64, i64* %i.addr.45
	%2931 = load i64, i64* %j.addr.45
	%2932 = mul nsw i64 %2930, %c.shape1
	%2933 = add nsw i64 %2932, %2931
	%2934 = getelementptr inbounds double, double* %c, i64 %2933
	%2935 = load double, double* %2934, align 8, !alias.scope !4
	%2936 = load i64, i64* %j.addr.45
	%2937 = load i64, i64* %k.addr.45
	%2938 = mul nsw i64 %2936, %a.shape1
	%2939 = add nsw i64 %2938, %2937
	%2940 = getelementptr inbounds double, double* %a, i64 %2939
	%2941 = load double, double* %2940, align 8, !noalias !2
	%2942 = fmul double %2941, %202
	%2943 = load i64, i64* %i.addr.45
	%2944 = load i64, i64* %k.addr.45
	%2945 = mul nsw i64 %2943, %b.shape1
	%2946 = add nsw i64 %2945, %2944
	%2947 = getelementptr inbounds double, double* %b, i64 %2946
	%2948 = load double, double* %2947, align 8, !noalias !3
	%2949 = fmul double %2942, %2948
	%2950 = fadd double %2935, %2949
	%2951 = load i64, i64* %j.addr.45
	%2952 = load i64, i64* %k.addr.45
	%2953 = mul nsw i64 %2951, %b.shape1
	%2954 = add nsw i64 %2953, %2952
	%2955 = getelementptr inbounds double, double* %b, i64 %2954
	%2956 = load double, double* %2955, align 8, !noalias !3
	%2957 = fmul double %2956, %202
	%2958 = load i64, i64* %i.addr.45
	%2959 = load i64, i64* %k.addr.45
	%2960 = mul nsw i64 %2958, %a.shape1
	%2961 = add nsw i64 %2960, %2959
	%2962 = getelementptr inbounds double, double* %a, i64 %2961
	%2963 = load double, double* %2962, align 8, !noalias !2
	%2964 = fmul double %2957, %2963
	%2965 = fadd double %2950, %2964
	%2966 = load i64, i64* %i.addr.45
	%2967 = load i64, i64* %j.addr.45
	%2968 = mul nsw i64 %2966, %c.shape1
	%2969 = add nsw i64 %2968, %2967
	%2970 = getelementptr inbounds double, double* %c, i64 %2969
	store double %2965, double* %2970, align 8, !alias.scope !4
	%2971 = load i64, i64* %i.addr.46
	%2972 = load i64, i64* %j.addr.46
	%2973 = mul nsw i64 %2971, %c.shape1
	%2974 = add nsw i64 %2973, %2972
	%2975 = getelementptr inbounds double, double* %c, i64 %2974
	%2976 = load double, double* %2975, align 8, !alias.scope !4
	%2977 = load i64, i64* %j.addr.46
	%2978 = load i64, i64* %k.addr.46
	%2979 = mul nsw i64 %2977, %a.shape1
	%2980 = add nsw i64 %2979, %2978
	%2981 = getelementptr inbounds double, double* %a, i64 %2980
	%2982 = load double, double* %2981, align 8, !noalias !2
	%2983 = fmul double %2982, %202
	%2984 = load i64, i64* %i.addr.46
	%2985 = load i64, i64* %k.addr.46
	%2986 = mul nsw i64 %2984, %b.shape1
	%2987 = add nsw i64 %2986, %2985
	%2988 = getelementptr inbounds double, double* %b, i64 %2987
	%2989 = load double, double* %2988, align 8, !noalias !3
	%2990 = fmul double %2983, %2989
	%2991 = fadd double %2976, %2990
	%2992 = load i64, i64* %j.addr.46
	%2993 = load i64, i64* %k.addr.46
	%2994 = mul nsw i64 %2992, %b.shape1
	%2995 = add nsw i64 %2994, %2993
	%2996 = getelementptr inbounds double, double* %b, i64 %2995
	%2997 = load double, double* %2996, align 8, !noalias !3
	%2998 = fmul double %2997, %202
	%2999 = load i64, i64* %i.addr.46
	%3000 = load i64, i64* %k.addr.46
	%3001 = mul nsw i64 %2999, %a.shape1
	%3002 = add nsw i64 %3001, %3000
	%3003 = getelementptr inbounds double, double* %a, i64 %3002
	%3004 = load double, double* %3003, align 8, !noalias !2
	%3005 = fmul double %2998, %3004
	%3006 = fadd double %2991, %3005
	%3007 = load i64, i64* %i.addr.46
	%3008 = load i64, i64* %j.addr.46
	%3009 = mul nsw i64 %3007, %c.shape1
	%3010 = add nsw i64 %3009, %3008
	%3011 = getelementptr inbounds double, double* %c, i64 %3010
	store double %3006, double* %3011, align 8, !alias.scope !4
	%3012 = load i64, i64* %i.addr.47
	%3013 = load i64, i64* %j.addr.47
	%3014 = mul nsw i64 %3012, %c.shape1
	%3015 = add nsw i64 %3014, %3013
	%3016 = getelementptr inbounds double, double* %c, i64 %3015
	%3017 = load double, double* %3016, align 8, !alias.scope !4
	%3018 = load i64, i64* %j.addr.47
	%3019 = load i64, i64* %k.addr.47
	%3020 = mul nsw i64 %3018, %a.shape1
	%3021 = add nsw i64 %3020, %3019
	%3022 = getelementptr inbounds double, double* %a, i64 %3021
	%3023 = load double, double* %3022, align 8, !noalias !2
	%3024 = fmul double %3023, %202
	%3025 = load i64, i64* %i.addr.47
	%3026 = load i64, i64* %k.addr.47
	%3027 = mul nsw i64 %3025, %b.shape1
	%3028 = add nsw i64 %3027, %3026
	%3029 = getelementptr inbounds double, double* %b, i64 %3028
	%3030 = load double, double* %3029, align 8, !noalias !3
	%3031 = fmul double %3024, %3030
	%3032 = fadd double %3017, %3031
	%3033 = load i64, i64* %j.addr.47
	%3034 = load i64, i64* %k.addr.47
	%3035 = mul nsw i64 %3033, %b.shape1
	%3036 = add nsw i64 %3035, %3034
	%3037 = getelementptr inbounds double, double* %b, i64 %3036
	%3038 = load double, double* %3037, align 8, !noalias !3
	%3039 = fmul double %3038, %202
	%3040 = load i64, i64* %i.addr.47
	%3041 = load i64, i64* %k.addr.47
	%3042 = mul nsw i64 %3040, %a.shape1
	%3043 = add nsw i64 %3042, %3041
	%3044 = getelementptr inbounds double, double* %a, i64 %3043
	%3045 = load double, double* %3044, align 8, !noalias !2
	%3046 = fmul double %3039, %3045
	%3047 = fadd double %3032, %3046
	%3048 = load i64, i64* %i.addr.47
	%3049 = load i64, i64* %j.addr.47
	%3050 = mul nsw i64 %3048, %c.shape1
	%3051 = add nsw i64 %3050, %3049
	%3052 = getelementptr inbounds double, double* %c, i64 %3051
	store double %3047, double* %3052, align 8, !alias.scope !4
	%3053 = load i64, i64* %i.addr.48
	%3054 = load i64, i64* %j.addr.48
	%3055 = mul nsw i64 %3053, %c.shape1
	%3056 = add nsw i64 %3055, %3054
	%3057 = getelementptr inbounds double, double* %c, i64 %3056
	%3058 = load double, double* %3057, align 8, !alias.scope !4
	%3059 = load i64, i64* %j.addr.48
	%3060 = load i64, i64* %k.addr.48
	%3061 = mul nsw i64 %3059, %a.shape1
	%3062 = add nsw i64 %3061, %3060
	%3063 = getelementptr inbounds double, double* %a, i64 %3062
	%3064 = load double, double* %3063, align 8, !noalias !2
	%3065 = fmul double %3064, %202
	%3066 = load i64, i64* %i.addr.48
	%3067 = load i64, i64* %k.addr.48
	%3068 = mul nsw i64 %3066, %b.shape1
	%3069 = add nsw i64 %3068, %3067
	%3070 = getelementptr inbounds double, double* %b, i64 %3069
	%3071 = load double, double* %3070, align 8, !noalias !3
	%3072 = fmul double %3065, %3071
	%3073 = fadd double %3058, %3072
	%3074 = load i64, i64* %j.addr.48
	%3075 = load i64, i64* %k.addr.48
	%3076 = mul nsw i64 %3074, %b.shape1
	%3077 = add nsw i64 %3076, %3075
	%3078 = getelementptr inbounds double, double* %b, i64 %3077
	%3079 = load double, double* %3078, align 8, !noalias !3
	%3080 = fmul double %3079, %202
	%3081 = load i64, i64* %i.addr.48
	%3082 = load i64, i64* %k.addr.48
	%3083 = mul nsw i64 %3081, %a.shape1
	%3084 = add nsw i64 %3083, %3082
	%3085 = getelementptr inbounds double, double* %a, i64 %3084
	%3086 = load double, double* %3085, align 8, !noalias !2
	%3087 = fmul double %3080, %3086
	%3088 = fadd double %3073, %3087
	%3089 = load i64, i64* %i.addr.48
	%3090 = load i64, i64* %j.addr.48
	%3091 = mul nsw i64 %3089, %c.shape1
	%3092 = add nsw i64 %3091, %3090
	%3093 = getelementptr inbounds double, double* %c, i64 %3092
	store double %3088, double* %3093, align 8, !alias.scope !4
	%3094 = load i64, i64* %i.addr.49
	%3095 = load i64, i64* %j.addr.49
	%3096 = mul nsw i64 %3094, %c.shape1
	%3097 = add nsw i64 %3096, %3095
	%3098 = getelementptr inbounds double, double* %c, i64 %3097
	%3099 = load double, double* %3098, align 8, !alias.scope !4
	%3100 = load i64, i64* %j.addr.49
	%3101 = load i64, i64* %k.addr.49
	%3102 = mul nsw i64 %3100, %a.shape1
	%3103 = add nsw i64 %3102, %3101
	%3104 = getelementptr inbounds double, double* %a, i64 %3103
	%3105 = load double, double* %3104, align 8, !noalias !2
	%3106 = fmul double %3105, %202
	%3107 = load i64, i64* %i.addr.49
	%3108 = load i64, i64* %k.addr.49
	%3109 = mul nsw i64 %3107, %b.shape1
	%3110 = add nsw i64 %3109, %3108
	%3111 = getelementptr inbounds double, double* %b, i64 %3110
	%3112 = load double, double* %3111, align 8, !noalias !3
	%3113 = fmul double %3106, %3112
	%3114 = fadd double %3099, %3113
	%3115 = load i64, i64* %j.addr.49
	%3116 = load i64, i64* %k.addr.49
	%3117 = mul nsw i64 %3115, %b.shape1
	%3118 = add nsw i64 %3117, %3116
	%3119 = getelementptr inbounds double, double* %b, i64 %3118
	%3120 = load double, double* %3119, align 8, !noalias !3
	%3121 = fmul double %3120, %202
	%3122 = load i64, i64* %i.addr.49
	%3123 = load i64, i64* %k.addr.49
	%3124 = mul nsw i64 %3122, %a.shape1
	%3125 = add nsw i64 %3124, %3123
	%3126 = getelementptr inbounds double, double* %a, i64 %3125
	%3127 = load double, double* %3126, align 8, !noalias !2
	%3128 = fmul double %3121, %3127
	%3129 = fadd double %3114, %3128
	%3130 = load i64, i64* %i.addr.49
	%3131 = load i64, i64* %j.addr.49
	%3132 = mul nsw i64 %3130, %c.shape1
	%3133 = add nsw i64 %3132, %3131
	%3134 = getelementptr inbounds double, double* %c, i64 %3133
	store double %3129, double* %3134, align 8, !alias.scope !4
	%3135 = load i64, i64* %i.addr.50
	%3136 = load i64, i64* %j.addr.50
	%3137 = mul nsw i64 %3135, %c.shape1
	%3138 = add nsw i64 %3137, %3136
	%3139 = getelementptr inbounds double, double* %c, i64 %3138
	%3140 = load double, double* %3139, align 8, !alias.scope !4
	%3141 = load i64, i64* %j.addr.50
	%3142 = load i64, i64* %k.addr.50
	%3143 = mul nsw i64 %3141, %a.shape1
	%3144 = add nsw i64 %3143, %3142
	%3145 = getelementptr inbounds double, double* %a, i64 %3144
	%3146 = load double, double* %3145, align 8, !noalias !2
	%3147 = fmul double %3146, %202
	%3148 = load i64, i64* %i.addr.50
	%3149 = load i64, i64* %k.addr.50
	%3150 = mul nsw i64 %3148, %b.shape1
	%3151 = add nsw i64 %3150, %3149
	%3152 = getelementptr inbounds double, double* %b, i64 %3151
	%3153 = load double, double* %3152, align 8, !noalias !3
	%3154 = fmul double %3147, %3153
	%3155 = fadd double %3140, %3154
	%3156 = load i64, i64* %j.addr.50
	%3157 = load i64, i64* %k.addr.50
	%3158 = mul nsw i64 %3156, %b.shape1
	%3159 = add nsw i64 %3158, %3157
	%3160 = getelementptr inbounds double, double* %b, i64 %3159
	%3161 = load double, double* %3160, align 8, !noalias !3
	%3162 = fmul double %3161, %202
	%3163 = load i64, i64* %i.addr.50
	%3164 = load i64, i64* %k.addr.50
	%3165 = mul nsw i64 %3163, %a.shape1
	%3166 = add nsw i64 %3165, %3164
	%3167 = getelementptr inbounds double, double* %a, i64 %3166
	%3168 = load double, double* %3167, align 8, !noalias !2
	%3169 = fmul double %3162, %3168
	%3170 = fadd double %3155, %3169
	%3171 = load i64, i64* %i.addr.50
	%3172 = load i64, i64* %j.addr.50
	%3173 = mul nsw i64 %3171, %c.shape1
	%3174 = add nsw i64 %3173, %3172
	%3175 = getelementptr inbounds double, double* %c, i64 %3174
	store double %3170, double* %3175, align 8, !alias.scope !4
	%3176 = load i64, i64* %i.addr.51
	%3177 = load i64, i64* %j.addr.51
	%3178 = mul nsw i64 %3176, %c.shape1
	%3179 = add nsw i64 %3178, %3177
	%3180 = getelementptr inbounds double, double* %c, i64 %3179
	%3181 = load double, double* %3180, align 8, !alias.scope !4
	%3182 = load i64, i64* %j.addr.51
	%3183 = load i64, i64* %k.addr.51
	%3184 = mul nsw i64 %3182, %a.shape1
	%3185 = add nsw i64 %3184, %3183
	%3186 = getelementptr inbounds double, double* %a, i64 %3185
	%3187 = load double, double* %3186, align 8, !noalias !2
	%3188 = fmul double %3187, %202
	%3189 = load i64, i64* %i.addr.51
	%3190 = load i64, i64* %k.addr.51
	%3191 = mul nsw i64 %3189, %b.shape1
	%3192 = add nsw i64 %3191, %3190
	%3193 = getelementptr inbounds double, double* %b, i64 %3192
	%3194 = load double, double* %3193, align 8, !noalias !3
	%3195 = fmul double %3188, %3194
	%3196 = fadd double %3181, %3195
	%3197 = load i64, i64* %j.addr.51
	%3198 = load i64, i64* %k.addr.51
	%3199 = mul nsw i64 %3197, %b.shape1
	%3200 = add nsw i64 %3199, %3198
	%3201 = getelementptr inbounds double, double* %b, i64 %3200
	%3202 = load double, double* %3201, align 8, !noalias !3
	%3203 = fmul double %3202, %202
	%3204 = load i64, i64* %i.addr.51
	%3205 = load i64, i64* %k.addr.51
	%3206 = mul nsw i64 %3204, %a.shape1
	%3207 = add nsw i64 %3206, %3205
	%3208 = getelementptr inbounds double, double* %a, i64 %3207
	%3209 = load double, double* %3208, align 8, !noalias !2
	%3210 = fmul double %3203, %3209
	%3211 = fadd double %3196, %3210
	%3212 = load i64, i64* %i.addr.51
	%3213 = load i64, i64* %j.addr.51
	%3214 = mul nsw i64 %3212, %c.shape1
	%3215 = add nsw i64 %3214, %3213
	%3216 = getelementptr inbounds double, double* %c, i64 %3215
	store double %3211, double* %3216, align 8, !alias.scope !4
	%3217 = load i64, i64* %i.addr.52
	%3218 = load i64, i64* %j.addr.52
	%3219 = mul nsw i64 %3217, %c.shape1
	%3220 = add nsw i64 %3219, %3218
	%3221 = getelementptr inbounds double, double* %c, i64 %3220
	%3222 = load double, double* %3221, align 8, !alias.scope !4
	%3223 = load i64, i64* %j.addr.52
	%3224 = load i64, i64* %k.addr.52
	%3225 = mul nsw i64 %3223, %a.shape1
	%3226 = add nsw i64 %3225, %3224
	%3227 = getelementptr inbounds double, double* %a, i64 %3226
	%3228 = load double, double* %3227, align 8, !noalias !2
	%3229 = fmul double %3228, %202
	%3230 = load i64, i64* %i.addr.52
	%3231 = load i64, i64* %k.addr.52
	%3232 = mul nsw i64 %3230, %b.shape1
	%3233 = add nsw i64 %3232, %3231
	%3234 = getelementptr inbounds double, double* %b, i64 %3233
	%3235 = load double, double* %3234, align 8, !noalias !3
	%3236 = fmul double %3229, %3235
	%3237 = fadd double %3222, %3236
	%3238 = load i64, i64* %j.addr.52
	%3239 = load i64, i64* %k.addr.52
	%3240 = mul nsw i64 %3238, %b.shape1
	%3241 = add nsw i64 %3240, %3239
	%3242 = getelementptr inbounds double, double* %b, i64 %3241
	%3243 = load double, double* %3242, align 8, !noalias !3
	%3244 = fmul double %3243, %202
	%3245 = load i64, i64* %i.addr.52
	%3246 = load i64, i64* %k.addr.52
	%3247 = mul nsw i64 %3245, %a.shape1
	%3248 = add nsw i64 %3247, %3246
	%3249 = getelementptr inbounds double, double* %a, i64 %3248
	%3250 = load double, double* %3249, align 8, !noalias !2
	%3251 = fmul double %3244, %3250
	%3252 = fadd double %3237, %3251
	%3253 = load i64, i64* %i.addr.52
	%3254 = load i64, i64* %j.addr.52
	%3255 = mul nsw i64 %3253, %c.shape1
	%3256 = add nsw i64 %3255, %3254
	%3257 = getelementptr inbounds double, double* %c, i64 %3256
	store double %3252, double* %3257, align 8, !alias.scope !4
	%3258 = load i64, i64* %i.addr.53
	%3259 = load i64, i64* %j.addr.53
	%3260 = mul nsw i64 %3258, %c.shape1
	%3261 = add nsw i64 %3260, %3259
	%3262 = getelementptr inbounds double, double* %c, i64 %3261
	%3263 = load double, double* %3262, align 8, !alias.scope !4
	%3264 = load i64, i64* %j.addr.53
	%3265 = load i64, i64* %k.addr.53
	%3266 = mul nsw i64 %3264, %a.shape1
	%3267 = add nsw i64 %3266, %3265
	%3268 = getelementptr inbounds double, double* %a, i64 %3267
	%3269 = load double, double* %3268, align 8, !noalias !2
	%3270 = fmul double %3269, %202
	%3271 = load i64, i64* %i.addr.53
	%3272 = load i64, i64* %k.addr.53
	%3273 = mul nsw i64 %3271, %b.shape1
	%3274 = add nsw i64 %3273, %3272
	%3275 = getelementptr inbounds double, double* %b, i64 %3274
	%3276 = load double, double* %3275, align 8, !noalias !3
	%3277 = fmul double %3270, %3276
	%3278 = fadd double %3263, %3277
	%3279 = load i64, i64* %j.addr.53
	%3280 = load i64, i64* %k.addr.53
	%3281 = mul nsw i64 %3279, %b.shape1
	%3282 = add nsw i64 %3281, %3280
	%3283 = getelementptr inbounds double, double* %b, i64 %3282
	%3284 = load double, double* %3283, align 8, !noalias !3
	%3285 = fmul double %3284, %202
	%3286 = load i64, i64* %i.addr.53
	%3287 = load i64, i64* %k.addr.53
	%3288 = mul nsw i64 %3286, %a.shape1
	%3289 = add nsw i64 %3288, %3287
	%3290 = getelementptr inbounds double, double* %a, i64 %3289
	%3291 = load double, double* %3290, align 8, !noalias !2
	%3292 = fmul double %3285, %3291
	%3293 = fadd double %3278, %3292
	%3294 = load i64, i64* %i.addr.53
	%3295 = load i64, i64* %j.addr.53
	%3296 = mul nsw i64 %3294, %c.shape1
	%3297 = add nsw i64 %3296, %3295
	%3298 = getelementptr inbounds double, double* %c, i64 %3297
	store double %3293, double* %3298, align 8, !alias.scope !4
	%3299 = load i64, i64* %i.addr.54
	%3300 = load i64, i64* %j.addr.54
	%3301 = mul nsw i64 %3299, %c.shape1
	%3302 = add nsw i64 %3301, %3300
	%3303 = getelementptr inbounds double, double* %c, i64 %3302
	%3304 = load double, double* %3303, align 8, !alias.scope !4
	%3305 = load i64, i64* %j.addr.54
	%3306 = load i64, i64* %k.addr.54
	%3307 = mul nsw i64 %3305, %a.shape1
	%3308 = add nsw i64 %3307, %3306
	%3309 = getelementptr inbounds double, double* %a, i64 %3308
	%3310 = load double, double* %3309, align 8, !noalias !2
	%3311 = fmul double %3310, %202
	%3312 = load i64, i64* %i.addr.54
	%3313 = load i64, i64* %k.addr.54
	%3314 = mul nsw i64 %3312, %b.shape1
	%3315 = add nsw i64 %3314, %3313
	%3316 = getelementptr inbounds double, double* %b, i64 %3315
	%3317 = load double, double* %3316, align 8, !noalias !3
	%3318 = fmul double %3311, %3317
	%3319 = fadd double %3304, %3318
	%3320 = load i64, i64* %j.addr.54
	%3321 = load i64, i64* %k.addr.54
	%3322 = mul nsw i64 %3320, %b.shape1
	%3323 = add nsw i64 %3322, %3321
	%3324 = getelementptr inbounds double, double* %b, i64 %3323
	%3325 = load double, double* %3324, align 8, !noalias !3
	%3326 = fmul double %3325, %202
	%3327 = load i64, i64* %i.addr.54
	%3328 = load i64, i64* %k.addr.54
	%3329 = mul nsw i64 %3327, %a.shape1
	%3330 = add nsw i64 %3329, %3328
	%3331 = getelementptr inbounds double, double* %a, i64 %3330
	%3332 = load double, double* %3331, align 8, !noalias !2
	%3333 = fmul double %3326, %3332
	%3334 = fadd double %3319, %3333
	%3335 = load i64, i64* %i.addr.54
	%3336 = load i64, i64* %j.addr.54
	%3337 = mul nsw i64 %3335, %c.shape1
	%3338 = add nsw i64 %3337, %3336
	%3339 = getelementptr inbounds double, double* %c, i64 %3338
	store double %3334, double* %3339, align 8, !alias.scope !4
	%3340 = load i64, i64* %i.addr.55
	%3341 = load i64, i64* %j.addr.55
	%3342 = mul nsw i64 %3340, %c.shape1
	%3343 = add nsw i64 %3342, %3341
	%3344 = getelementptr inbounds double, double* %c, i64 %3343
	%3345 = load double, double* %3344, align 8, !alias.scope !4
	%3346 = load i64, i64* %j.addr.55
	%3347 = load i64, i64* %k.addr.55
	%3348 = mul nsw i64 %3346, %a.shape1
	%3349 = add nsw i64 %3348, %3347
	%3350 = getelementptr inbounds double, double* %a, i64 %3349
	%3351 = load double, double* %3350, align 8, !noalias !2
	%3352 = fmul double %3351, %202
	%3353 = load i64, i64* %i.addr.55
	%3354 = load i64, i64* %k.addr.55
	%3355 = mul nsw i64 %3353, %b.shape1
	%3356 = add nsw i64 %3355, %3354
	%3357 = getelementptr inbounds double, double* %b, i64 %3356
	%3358 = load double, double* %3357, align 8, !noalias !3
	%3359 = fmul double %3352, %3358
	%3360 = fadd double %3345, %3359
	%3361 = load i64, i64* %j.addr.55
	%3362 = load i64, i64* %k.addr.55
	%3363 = mul nsw i64 %3361, %b.shape1
	%3364 = add nsw i64 %3363, %3362
	%3365 = getelementptr inbounds double, double* %b, i64 %3364
	%3366 = load double, double* %3365, align 8, !noalias !3
	%3367 = fmul double %3366, %202
	%3368 = load i64, i64* %i.addr.55
	%3369 = load i64, i64* %k.addr.55
	%3370 = mul nsw i64 %3368, %a.shape1
	%3371 = add nsw i64 %3370, %3369
	%3372 = getelementptr inbounds double, double* %a, i64 %3371
	%3373 = load double, double* %3372, align 8, !noalias !2
	%3374 = fmul double %3367, %3373
	%3375 = fadd double %3360, %3374
	%3376 = load i64, i64* %i.addr.55
	%3377 = load i64, i64* %j.addr.55
	%3378 = mul nsw i64 %3376, %c.shape1
	%3379 = add nsw i64 %3378, %3377
	%3380 = getelementptr inbounds double, double* %c, i64 %3379
	store double %3375, double* %3380, align 8, !alias.scope !4
	%3381 = load i64, i64* %i.addr.56
	%3382 = load i64, i64* %j.addr.56
	%3383 = mul nsw i64 %3381, %c.shape1
	%3384 = add nsw i64 %3383, %3382
	%3385 = getelementptr inbounds double, double* %c, i64 %3384
	%3386 = load double, double* %3385, align 8, !alias.scope !4
	%3387 = load i64, i64* %j.addr.56
	%3388 = load i64, i64* %k.addr.56
	%3389 = mul nsw i64 %3387, %a.shape1
	%3390 = add nsw i64 %3389, %3388
	%3391 = getelementptr inbounds double, double* %a, i64 %3390
	%3392 = load double, double* %3391, align 8, !noalias !2
	%3393 = fmul double %3392, %202
	%3394 = load i64, i64* %i.addr.56
	%3395 = load i64, i64* %k.addr.56
	%3396 = mul nsw i64 %3394, %b.shape1
	%3397 = add nsw i64 %3396, %3395
	%3398 = getelementptr inbounds double, double* %b, i64 %3397
	%3399 = load double, double* %3398, align 8, !noalias !3
	%3400 = fmul double %3393, %3399
	%3401 = fadd double %3386, %3400
	%3402 = load i64, i64* %j.addr.56
	%3403 = load i64, i64* %k.addr.56
	%3404 = mul nsw i64 %3402, %b.shape1
	%3405 = add nsw i64 %3404, %3403
	%3406 = getelementptr inbounds double, double* %b, i64 %3405
	%3407 = load double, double* %3406, align 8, !noalias !3
	%3408 = fmul double %3407, %202
	%3409 = load i64, i64* %i.addr.56
	%3410 = load i64, i64* %k.addr.56
	%3411 = mul nsw i64 %3409, %a.shape1
	%3412 = add nsw i64 %3411, %3410
	%3413 = getelementptr inbounds double, double* %a, i64 %3412
	%3414 = load double, double* %3413, align 8, !noalias !2
	%3415 = fmul double %3408, %3414
	%3416 = fadd double %3401, %3415
	%3417 = load i64, i64* %i.addr.56
	%3418 = load i64, i64* %j.addr.56
	%3419 = mul nsw i64 %3417, %c.shape1
	%3420 = add nsw i64 %3419, %3418
	%3421 = getelementptr inbounds double, double* %c, i64 %3420
	store double %3416, double* %3421, align 8, !alias.scope !4
	%3422 = load i64, i64* %i.addr.57
	%3423 = load i64, i64* %j.addr.57
	%3424 = mul nsw i64 %3422, %c.shape1
	%3425 = add nsw i64 %3424, %3423
	%3426 = getelementptr inbounds double, double* %c, i64 %3425
	%3427 = load double, double* %3426, align 8, !alias.scope !4
	%3428 = load i64, i64* %j.addr.57
	%3429 = load i64, i64* %k.addr.57
	%3430 = mul nsw i64 %3428, %a.shape1
	%3431 = add nsw i64 %3430, %3429
	%3432 = getelementptr inbounds double, double* %a, i64 %3431
	%3433 = load double, double* %3432, align 8, !noalias !2
	%3434 = fmul double %3433, %202
	%3435 = load i64, i64* %i.addr.57
	%3436 = load i64, i64* %k.addr.57
	%3437 = mul nsw i64 %3435, %b.shape1
	%3438 = add nsw i64 %3437, %3436
	%3439 = getelementptr inbounds double, double* %b, i64 %3438
	%3440 = load double, double* %3439, align 8, !noalias !3
	%3441 = fmul double %3434, %3440
	%3442 = fadd double %3427, %3441
	%3443 = load i64, i64* %j.addr.57
	%3444 = load i64, i64* %k.addr.57
	%3445 = mul nsw i64 %3443, %b.shape1
	%3446 = add nsw i64 %3445, %3444
	%3447 = getelementptr inbounds double, double* %b, i64 %3446
	%3448 = load double, double* %3447, align 8, !noalias !3
	%3449 = fmul double %3448, %202
	%3450 = load i64, i64* %i.addr.57
	%3451 = load i64, i64* %k.addr.57
	%3452 = mul nsw i64 %3450, %a.shape1
	%3453 = add nsw i64 %3452, %3451
	%3454 = getelementptr inbounds double, double* %a, i64 %3453
	%3455 = load double, double* %3454, align 8, !noalias !2
	%3456 = fmul double %3449, %3455
	%3457 = fadd double %3442, %3456
	%3458 = load i64, i64* %i.addr.57
	%3459 = load i64, i64* %j.addr.57
	%3460 = mul nsw i64 %3458, %c.shape1
	%3461 = add nsw i64 %3460, %3459
	%3462 = getelementptr inbounds double, double* %c, i64 %3461
	store double %3457, double* %3462, align 8, !alias.scope !4
	%3463 = load i64, i64* %i.addr.58
	%3464 = load i64, i64* %j.addr.58
	%3465 = mul nsw i64 %3463, %c.shape1
	%3466 = add nsw i64 %3465, %3464
	%3467 = getelementptr inbounds double, double* %c, i64 %3466
	%3468 = load double, double* %3467, align 8, !alias.scope !4
	%3469 = load i64, i64* %j.addr.58
	%3470 = load i64, i64* %k.addr.58
	%3471 = mul nsw i64 %3469, %a.shape1
	%3472 = add nsw i64 %3471, %3470
	%3473 = getelementptr inbounds double, double* %a, i64 %3472
	%3474 = load double, double* %3473, align 8, !noalias !2
	%3475 = fmul double %3474, %202
	%3476 = load i64, i64* %i.addr.58
	%3477 = load i64, i64* %k.addr.58
	%3478 = mul nsw i64 %3476, %b.shape1
	%3479 = add nsw i64 %3478, %3477
	%3480 = getelementptr inbounds double, double* %b, i64 %3479
	%3481 = load double, double* %3480, align 8, !noalias !3
	%3482 = fmul double %3475, %3481
	%3483 = fadd double %3468, %3482
	%3484 = load i64, i64* %j.addr.58
	%3485 = load i64, i64* %k.addr.58
	%3486 = mul nsw i64 %3484, %b.shape1
	%3487 = add nsw i64 %3486, %3485
	%3488 = getelementptr inbounds double, double* %b, i64 %3487
	%3489 = load double, double* %3488, align 8, !noalias !3
	%3490 = fmul double %3489, %202
	%3491 = load i64, i64* %i.addr.58
	%3492 = load i64, i64* %k.addr.58
	%3493 = mul nsw i64 %3491, %a.shape1
	%3494 = add nsw i64 %3493, %3492
	%3495 = getelementptr inbounds double, double* %a, i64 %3494
	%3496 = load double, double* %3495, align 8, !noalias !2
	%3497 = fmul double %3490, %3496
	%3498 = fadd double %3483, %3497
	%3499 = load i64, i64* %i.addr.58
	%3500 = load i64, i64* %j.addr.58
	%3501 = mul nsw i64 %3499, %c.shape1
	%3502 = add nsw i64 %3501, %3500
	%3503 = getelementptr inbounds double, double* %c, i64 %3502
	store double %3498, double* %3503, align 8, !alias.scope !4
	%3504 = load i64, i64* %i.addr.59
	%3505 = load i64, i64* %j.addr.59
	%3506 = mul nsw i64 %3504, %c.shape1
	%3507 = add nsw i64 %3506, %3505
	%3508 = getelementptr inbounds double, double* %c, i64 %3507
	%3509 = load double, double* %3508, align 8, !alias.scope !4
	%3510 = load i64, i64* %j.addr.59
	%3511 = load i64, i64* %k.addr.59
	%3512 = mul nsw i64 %3510, %a.shape1
	%3513 = add nsw i64 %3512, %3511
	%3514 = getelementptr inbounds double, double* %a, i64 %3513
	%3515 = load double, double* %3514, align 8, !noalias !2
	%3516 = fmul double %3515, %202
	%3517 = load i64, i64* %i.addr.59
	%3518 = load i64, i64* %k.addr.59
	%3519 = mul nsw i64 %3517, %b.shape1
	%3520 = add nsw i64 %3519, %3518
	%3521 = getelementptr inbounds double, double* %b, i64 %3520
	%3522 = load double, double* %3521, align 8, !noalias !3
	%3523 = fmul double %3516, %3522
	%3524 = fadd double %3509, %3523
	%3525 = load i64, i64* %j.addr.59
	%3526 = load i64, i64* %k.addr.59
	%3527 = mul nsw i64 %3525, %b.shape1
	%3528 = add nsw i64 %3527, %3526
	%3529 = getelementptr inbounds double, double* %b, i64 %3528
	%3530 = load double, double* %3529, align 8, !noalias !3
	%3531 = fmul double %3530, %202
	%3532 = load i64, i64* %i.addr.59
	%3533 = load i64, i64* %k.addr.59
	%3534 = mul nsw i64 %3532, %a.shape1
	%3535 = add nsw i64 %3534, %3533
	%3536 = getelementptr inbounds double, double* %a, i64 %3535
	%3537 = load double, double* %3536, align 8, !noalias !2
	%3538 = fmul double %3531, %3537
	%3539 = fadd double %3524, %3538
	%3540 = load i64, i64* %i.addr.59
	%3541 = load i64, i64* %j.addr.59
	%3542 = mul nsw i64 %3540, %c.shape1
	%3543 = add nsw i64 %3542, %3541
	%3544 = getelementptr inbounds double, double* %c, i64 %3543
	store double %3539, double* %3544, align 8, !alias.scope !4
	%3545 = load i64, i64* %i.addr.60
	%3546 = load i64, i64* %j.addr.60
	%3547 = mul nsw i64 %3545, %c.shape1
	%3548 = add nsw i64 %3547, %3546
	%3549 = getelementptr inbounds double, double* %c, i64 %3548
	%3550 = load double, double* %3549, align 8, !alias.scope !4
	%3551 = load i64, i64* %j.addr.60
	%3552 = load i64, i64* %k.addr.60
	%3553 = mul nsw i64 %3551, %a.shape1
	%3554 = add nsw i64 %3553, %3552
	%3555 = getelementptr inbounds double, double* %a, i64 %3554
	%3556 = load double, double* %3555, align 8, !noalias !2
	%3557 = fmul double %3556, %202
	%3558 = load i64, i64* %i.addr.60
	%3559 = load i64, i64* %k.addr.60
	%3560 = mul nsw i64 %3558, %b.shape1
	%3561 = add nsw i64 %3560, %3559
	%3562 = getelementptr inbounds double, double* %b, i64 %3561
	%3563 = load double, double* %3562, align 8, !noalias !3
	%3564 = fmul double %3557, %3563
	%3565 = fadd double %3550, %3564
	%3566 = load i64, i64* %j.addr.60
	%3567 = load i64, i64* %k.addr.60
	%3568 = mul nsw i64 %3566, %b.shape1
	%3569 = add nsw i64 %3568, %3567
	%3570 = getelementptr inbounds double, double* %b, i64 %3569
	%3571 = load double, double* %3570, align 8, !noalias !3
	%3572 = fmul double %3571, %202
	%3573 = load i64, i64* %i.addr.60
	%3574 = load i64, i64* %k.addr.60
	%3575 = mul nsw i64 %3573, %a.shape1
	%3576 = add nsw i64 %3575, %3574
	%3577 = getelementptr inbounds double, double* %a, i64 %3576
	%3578 = load double, double* %3577, align 8, !noalias !2
	%3579 = fmul double %3572, %3578
	%3580 = fadd double %3565, %3579
	%3581 = load i64, i64* %i.addr.60
	%3582 = load i64, i64* %j.addr.60
	%3583 = mul nsw i64 %3581, %c.shape1
	%3584 = add nsw i64 %3583, %3582
	%3585 = getelementptr inbounds double, double* %c, i64 %3584
	store double %3580, double* %3585, align 8, !alias.scope !4
	%3586 = load i64, i64* %i.addr.61
	%3587 = load i64, i64* %j.addr.61
	%3588 = mul nsw i64 %3586, %c.shape1
	%3589 = add nsw i64 %3588, %3587
	%3590 = getelementptr inbounds double, double* %c, i64 %3589
	%3591 = load double, double* %3590, align 8, !alias.scope !4
	%3592 = load i64, i64* %j.addr.61
	%3593 = load i64, i64* %k.addr.61
	%3594 = mul nsw i64 %3592, %a.shape1
	%3595 = add nsw i64 %3594, %3593
	%3596 = getelementptr inbounds double, double* %a, i64 %3595
	%3597 = load double, double* %3596, align 8, !noalias !2
	%3598 = fmul double %3597, %202
	%3599 = load i64, i64* %i.addr.61
	%3600 = load i64, i64* %k.addr.61
	%3601 = mul nsw i64 %3599, %b.shape1
	%3602 = add nsw i64 %3601, %3600
	%3603 = getelementptr inbounds double, double* %b, i64 %3602
	%3604 = load double, double* %3603, align 8, !noalias !3
	%3605 = fmul double %3598, %3604
	%3606 = fadd double %3591, %3605
	%3607 = load i64, i64* %j.addr.61
	%3608 = load i64, i64* %k.addr.61
	%3609 = mul nsw i64 %3607, %b.shape1
	%3610 = add nsw i64 %3609, %3608
	%3611 = getelementptr inbounds double, double* %b, i64 %3610
	%3612 = load double, double* %3611, align 8, !noalias !3
	%3613 = fmul double %3612, %202
	%3614 = load i64, i64* %i.addr.61
	%3615 = load i64, i64* %k.addr.61
	%3616 = mul nsw i64 %3614, %a.shape1
	%3617 = add nsw i64 %3616, %3615
	%3618 = getelementptr inbounds double, double* %a, i64 %3617
	%3619 = load double, double* %3618, align 8, !noalias !2
	%3620 = fmul double %3613, %3619
	%3621 = fadd double %3606, %3620
	%3622 = load i64, i64* %i.addr.61
	%3623 = load i64, i64* %j.addr.61
	%3624 = mul nsw i64 %3622, %c.shape1
	%3625 = add nsw i64 %3624, %3623
	%3626 = getelementptr inbounds double, double* %c, i64 %3625
	store double %3621, double* %3626, align 8, !alias.scope !4
	%3627 = load i64, i64* %i.addr.62
	%3628 = load i64, i64* %j.addr.62
	%3629 = mul nsw i64 %3627, %c.shape1
	%3630 = add nsw i64 %3629, %3628
	%3631 = getelementptr inbounds double, double* %c, i64 %3630
	%3632 = load double, double* %3631, align 8, !alias.scope !4
	%3633 = load i64, i64* %j.addr.62
	%3634 = load i64, i64* %k.addr.62
	%3635 = mul nsw i64 %3633, %a.shape1
	%3636 = add nsw i64 %3635, %3634
	%3637 = getelementptr inbounds double, double* %a, i64 %3636
	%3638 = load double, double* %3637, align 8, !noalias !2
	%3639 = fmul double %3638, %202
	%3640 = load i64, i64* %i.addr.62
	%3641 = load i64, i64* %k.addr.62
	%3642 = mul nsw i64 %3640, %b.shape1
	%3643 = add nsw i64 %3642, %3641
	%3644 = getelementptr inbounds double, double* %b, i64 %3643
	%3645 = load double, double* %3644, align 8, !noalias !3
	%3646 = fmul double %3639, %3645
	%3647 = fadd double %3632, %3646
	%3648 = load i64, i64* %j.addr.62
	%3649 = load i64, i64* %k.addr.62
	%3650 = mul nsw i64 %3648, %b.shape1
	%3651 = add nsw i64 %3650, %3649
	%3652 = getelementptr inbounds double, double* %b, i64 %3651
	%3653 = load double, double* %3652, align 8, !noalias !3
	%3654 = fmul double %3653, %202
	%3655 = load i64, i64* %i.addr.62
	%3656 = load i64, i64* %k.addr.62
	%3657 = mul nsw i64 %3655, %a.shape1
	%3658 = add nsw i64 %3657, %3656
	%3659 = getelementptr inbounds double, double* %a, i64 %3658
	%3660 = load double, double* %3659, align 8, !noalias !2
	%3661 = fmul double %3654, %3660
	%3662 = fadd double %3647, %3661
	%3663 = load i64, i64* %i.addr.62
	%3664 = load i64, i64* %j.addr.62
	%3665 = mul nsw i64 %3663, %c.shape1
	%3666 = add nsw i64 %3665, %3664
	%3667 = getelementptr inbounds double, double* %c, i64 %3666
	store double %3662, double* %3667, align 8, !alias.scope !4
	%3668 = load i64, i64* %i.addr.63
	%3669 = load i64, i64* %j.addr.63
	%3670 = mul nsw i64 %3668, %c.shape1
	%3671 = add nsw i64 %3670, %3669
	%3672 = getelementptr inbounds double, double* %c, i64 %3671
	%3673 = load double, double* %3672, align 8, !alias.scope !4
	%3674 = load i64, i64* %j.addr.63
	%3675 = load i64, i64* %k.addr.63
	%3676 = mul nsw i64 %3674, %a.shape1
	%3677 = add nsw i64 %3676, %3675
	%3678 = getelementptr inbounds double, double* %a, i64 %3677
	%3679 = load double, double* %3678, align 8, !noalias !2
	%3680 = fmul double %3679, %202
	%3681 = load i64, i64* %i.addr.63
	%3682 = load i64, i64* %k.addr.63
	%3683 = mul nsw i64 %3681, %b.shape1
	%3684 = add nsw i64 %3683, %3682
	%3685 = getelementptr inbounds double, double* %b, i64 %3684
	%3686 = load double, double* %3685, align 8, !noalias !3
	%3687 = fmul double %3680, %3686
	%3688 = fadd double %3673, %3687
	%3689 = load i64, i64* %j.addr.63
	%3690 = load i64, i64* %k.addr.63
	%3691 = mul nsw i64 %3689, %b.shape1
	%3692 = add nsw i64 %3691, %3690
	%3693 = getelementptr inbounds double, double* %b, i64 %3692
	%3694 = load double, double* %3693, align 8, !noalias !3
	%3695 = fmul double %3694, %202
	%3696 = load i64, i64* %i.addr.63
	%3697 = load i64, i64* %k.addr.63
	%3698 = mul nsw i64 %3696, %a.shape1
	%3699 = add nsw i64 %3698, %3697
	%3700 = getelementptr inbounds double, double* %a, i64 %3699
	%3701 = load double, double* %3700, align 8, !noalias !2
	%3702 = fmul double %3695, %3701
	%3703 = fadd double %3688, %3702
	%3704 = load i64, i64* %i.addr.63
	%3705 = load i64, i64* %j.addr.63
	%3706 = mul nsw i64 %3704, %c.shape1
	%3707 = add nsw i64 %3706, %3705
	%3708 = getelementptr inbounds double, double* %c, i64 %3707
	store double %3703, double* %3708, align 8, !alias.scope !4
	br label %k.latch

k.latch:
	%3709 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %j.cols.latch

j.cols.latch:
	%3710 = add nuw i64 %j.cols.it, 16
	br label %j.cols.head

j.cols.exit:
	%3711 = icmp ugt i64 %273, %278
	%3712 = sub i64 %273, %278
	%3713 = select i1 %3711, i64 %3712, i64 0
	%3714 = and i64 %3713, -4
	%3715 = add nuw i64 %278, %3714
	br label %j.cols.head.1

j.cols.head.1:
	%j.cols.it.1 = phi i64 [ %278, %j.cols.exit ], [ %4579, %j.cols.latch.1 ]
	%3716 = icmp ult i64 %j.cols.it.1, %3715
	br i1 %3716, label %j.cols.body.1, label %j.cols.exit.1

j.cols.body.1:
	%3717 = add nuw nsw i64 %j.cols.it.1, 0
	%3718 = add nsw i64 0, %3717
	store i64 %225, i64* %i.addr
	store i64 %3718, i64* %j.addr
	store i64 %236, i64* %i.addr.4
	store i64 %3718, i64* %j.addr.4
	store i64 %247, i64* %i.addr.8
	store i64 %3718, i64* %j.addr.8
	store i64 %258, i64* %i.addr.12
	store i64 %3718, i64* %j.addr.12
	%3719 = add nuw nsw i64 %j.cols.it.1, 1
	%3720 = add nsw i64 0, %3719
	store i64 %225, i64* %i.addr.1
	store i64 %3720, i64* %j.addr.1
	store i64 %236, i64* %i.addr.5
	store i64 %3720, i64* %j.addr.5
	store i64 %247, i64* %i.addr.9
	store i64 %3720, i64* %j.addr.9
	store i64 %258, i64* %i.addr.13
	store i64 %3720, i64* %j.addr.13
	%3721 = add nuw nsw i64 %j.cols.it.1, 2
	%3722 = add nsw i64 0, %3721
	store i64 %225, i64* %i.addr.2
	store i64 %3722, i64* %j.addr.2
	store i64 %236, i64* %i.addr.6
	store i64 %3722, i64* %j.addr.6
	store i64 %247, i64* %i.addr.10
	store i64 %3722, i64* %j.addr.10
	store i64 %258, i64* %i.addr.14
	store i64 %3722, i64* %j.addr.14
	%3723 = add nuw nsw i64 %j.cols.it.1, 3
	%3724 = add nsw i64 0, %3723
	store i64 %225, i64* %i.addr.3
	store i64 %3724, i64* %j.addr.3
	store i64 %236, i64* %i.addr.7
	store i64 %3724, i64* %j.addr.7
	store i64 %247, i64* %i.addr.11
	store i64 %3724, i64* %j.addr.11
	store i64 %258, i64* %i.addr.15
	store i64 %3724, i64* %j.addr.15
	%3725 = load i64, i64* %i.addr
	%3726 = load i64, i64* %j.addr
	%3727 = mul nsw i64 %3725, %c.shape1
	%3728 = add nsw i64 %3727, %3726
	%3729 = getelementptr inbounds double, double* %c, i64 %3728
	%3730 = load double, double* %3729, align 8, !alias.scope !4
	%3731 = fmul double %3730, %197
	%3732 = load i64, i64* %i.addr
	%3733 = load i64, i64* %j.addr
	%3734 = mul nsw i64 %3732, %c.shape1
	%3735 = add nsw i64 %3734, %3733
	%3736 = getelementptr inbounds double, double* %c, i64 %3735
	store double %3731, double* %3736, align 8, !alias.scope !4
	%3737 = load i64, i64* %i.addr.1
	%3738 = load i64, i64* %j.addr.1
	%3739 = mul nsw i64 %3737, %c.shape1
	%3740 = add nsw i64 %3739, %3738
	%3741 = getelementptr inbounds double, double* %c, i64 %3740
	%3742 = load double, double* %3741, align 8, !alias.scope !4
	%3743 = fmul double %3742, %197
	%3744 = load i64, i64* %i.addr.1
	%3745 = load i64, i64* %j.addr.1
	%3746 = mul nsw i64 %3744, %c.shape1
	%3747 = add nsw i64 %3746, %3745
	%3748 = getelementptr inbounds double, double* %c, i64 %3747
	store double %3743, double* %3748, align 8, !alias.scope !4
	%3749 = load i64, i64* %i.addr.2
	%3750 = load i64, i64* %j.addr.2
	%3751 = mul nsw i64 %3749, %c.shape1
	%3752 = add nsw i64 %3751, %3750
	%3753 = getelementptr inbounds double, double* %c, i64 %3752
	%3754 = load double, double* %3753, align 8, !alias.scope !4
	%3755 = fmul double %3754, %197
	%3756 = load i64, i64* %i.addr.2
	%3757 = load i64, i64* %j.addr.2
	%3758 = mul nsw i64 %3756, %c.shape1
	%3759 = add nsw i64 %3758, %3757
	%3760 = getelementptr inbounds double, double* %c, i64 %3759
	store double %3755, double* %3760, align 8, !alias.scope !4
	%3761 = load i64, i64* %i.addr.3
	%3762 = load i64, i64* %j.addr.3
	%3763 = mul nsw i64 %3761, %c.shape1
	%3764 = add nsw i64 %3763, %3762
	%3765 = getelementptr inbounds double, double* %c, i64 %3764
	%3766 = load double, double* %3765, align 8, !alias.scope !4
	%3767 = fmul double %3766, %197
	%3768 = load i64, i64* %i.addr.3
	%3769 = load i64, i64* %j.addr.3
	%3770 = mul nsw i64 %3768, %c.shape1
	%3771 = add nsw i64 %3770, %3769
	%3772 = getelementptr inbounds double, double* %c, i64 %3771
	store double %3767, double* %3772, align 8, !alias.scope !4
	%3773 = load i64, i64* %i.addr.4
	%3774 = load i64, i64* %j.addr.4
	%3775 = mul nsw i64 %3773, %c.shape1
	%3776 = add nsw i64 %3775, %3774
	%3777 = getelementptr inbounds double, double* %c, i64 %3776
	%3778 = load double, double* %3777, align 8, !alias.scope !4
	%3779 = fmul double %3778, %197
	%3780 = load i64, i64* %i.addr.4
	%3781 = load i64, i64* %j.addr.4
	%3782 = mul nsw i64 %3780, %c.shape1
	%3783 = add nsw i64 %3782, %3781
	%3784 = getelementptr inbounds double, double* %c, i64 %3783
	store double %3779, double* %3784, align 8, !alias.scope !4
	%3785 = load i64, i64* %i.addr.5
	%3786 = load i64, i64* %j.addr.5
	%3787 = mul nsw i64 %3785, %c.shape1
	%3788 = add nsw i64 %3787, %3786
	%3789 = getelementptr inbounds double, double* %c, i64 %3788
	%3790 = load double, double* %3789, align 8, !alias.scope !4
	%3791 = fmul double %3790, %197
	%3792 = load i64, i64* %i.addr.5
	%3793 = load i64, i64* %j.addr.5
	%3794 = mul nsw i64 %3792, %c.shape1
	%3795 = add nsw i64 %3794, %3793
	%3796 = getelementptr inbounds double, double* %c, i64 %3795
	store double %3791, double* %3796, align 8, !alias.scope !4
	%3797 = load i64, i64* %i.addr.6
	%3798 = load i64, i64* %j.addr.6
	%3799 = mul nsw i64 %3797, %c.shape1
	%3800 = add nsw i64 %3799, %3798
	%3801 = getelementptr inbounds double, double* %c, i64 %3800
	%3802 = load double, double* %3801, align 8, !alias.scope !4
	%3803 = fmul double %3802, %197
	%3804 = load i64, i64* %i.addr.6
	%3805 = load i64, i64* %j.addr.6
	%3806 = mul nsw i64 %3804, %c.shape1
	%3807 = add nsw i64 %3806, %3805
	%3808 = getelementptr inbounds double, double* %c, i64 %3807
	store double %3803, double* %3808, align 8, !alias.scope !4
	%3809 = load i64, i64* %i.addr.7
	%3810 = load i64, i64* %j.addr.7
	%3811 = mul nsw i64 %3809, %c.shape1
	%3812 = add nsw i64 %3811, %3810
	%3813 = getelementptr inbounds double, double* %c, i64 %3812
	%3814 = load double, double* %3813, align 8, !alias.scope !4
	%3815 = fmul double %3814, %197
	%3816 = load i64, i64* %i.addr.7
	%3817 = load i64, i64* %j.addr.7
	%3818 = mul nsw i64 %3816, %c.shape1
	%3819 = add nsw i64 %3818, %3817
	%3820 = getelementptr inbounds double, double* %c, i64 %3819
	store double %3815, double* %3820, align 8, !alias.scope !4
	%3821 = load i64, i64* %i.addr.8
	%3822 = load i64, i64* %j.addr.8
	%3823 = mul nsw i64 %3821, %c.shape1
	%3824 = add nsw i64 %3823, %3822
	%3825 = getelementptr inbounds double, double* %c, i64 %3824
	%3826 = load double, double* %3825, align 8, !alias.scope !4
	%3827 = fmul double %3826, %197
	%3828 = load i64, i64* %i.addr.8
	%3829 = load i64, i64* %j.addr.8
	%3830 = mul nsw i64 %3828, %c.shape1
	%3831 = add nsw i64 %3830, %3829
	%3832 = getelementptr inbounds double, double* %c, i64 %3831
	store double %3827, double* %3832, align 8, !alias.scope !4
	%3833 = load i64, i64* %i.addr.9
	%3834 = load i64, i64* %j.addr.9
	%3835 = mul nsw i64 %3833, %c.shape1
	%3836 = add nsw i64 %3835, %3834
	%3837 = getelementptr inbounds double, double* %c, i64 %3836
	%3838 = load double, double* %3837, align 8, !alias.scope !4
	%3839 = fmul double %3838, %197
	%3840 = load i64, i64* %i.addr.9
	%3841 = load i64, i64* %j.addr.9
	%3842 = mul nsw i64 %3840, %c.shape1
	%3843 = add nsw i64 %3842, %3841
	%3844 = getelementptr inbounds double, double* %c, i64 %3843
	store double %3839, double* %3844, align 8, !alias.scope !4
	%3845 = load i64, i64* %i.addr.10
	%3846 = load i64, i64* %j.addr.10
	%3847 = mul nsw i64 %3845, %c.shape1
	%3848 = add nsw i64 %3847, %3846
	%3849 = getelementptr inbounds double, double* %c, i64 %3848
	%3850 = load double, double* %3849, align 8, !alias.scope !4
	%3851 = fmul double %3850, %197
	%3852 = load i64, i64* %i.addr.10
	%3853 = load i64, i64* %j.addr.10
	%3854 = mul nsw i64 %3852, %c.shape1
	%3855 = add nsw i64 %3854, %3853
	%3856 = getelementptr inbounds double, double* %c, i64 %3855
	store double %3851, double* %3856, align 8, !alias.scope !4
	%3857 = load i64, i64* %i.addr.11
	%3858 = load i64, i64* %j.addr.11
	%3859 = mul nsw i64 %3857, %c.shape1
	%3860 = add nsw i64 %3859, %3858
	%3861 = getelementptr inbounds double, double* %c, i64 %3860
	%3862 = load double, double* %3861, align 8, !alias.scope !4
	%3863 = fmul double %3862, %197
	%3864 = load i64, i64* %i.addr.11
	%3865 = load i64, i64* %j.addr.11
	%3866 = mul nsw i64 %3864, %c.shape1
	%3867 = add nsw i64 %3866, %3865
	%3868 = getelementptr inbounds double, double* %c, i64 %3867
	store double %3863, double* %3868, align 8, !alias.scope !4
	%3869 = load i64, i64* %i.addr.12
	%3870 = load i64, i64* %j.addr.12
	%3871 = mul nsw i64 %3869, %c.shape1
	%3872 = add nsw i64 %3871, %3870
	%3873 = getelementptr inbounds double, double* %c, i64 %3872
	%3874 = load double, double* %3873, align 8, !alias.scope !4
	%3875 = fmul double %3874, %197
	%3876 = load i64, i64* %i.addr.12
	%3877 = load i64, i64* %j.addr.12
	%3878 = mul nsw i64 %3876, %c.shape1
	%3879 = add nsw i64 %3878, %3877
	%3880 = getelementptr inbounds double, double* %c, i64 %3879
	store double %3875, double* %3880, align 8, !alias.scope !4
	%3881 = load i64, i64* %i.addr.13
	%3882 = load i64, i64* %j.addr.13
	%3883 = mul nsw i64 %3881, %c.shape1
	%3884 = add nsw i64 %3883, %3882
	%3885 = getelementptr inbounds double, double* %c, i64 %3884
	%3886 = load double, double* %3885, align 8, !alias.scope !4
	%3887 = fmul double %3886, %197
	%3888 = load i64, i64* %i.addr.13
	%3889 = load i64, i64* %j.addr.13
	%3890 = mul nsw i64 %3888, %c.shape1
	%3891 = add nsw i64 %3890, %3889
	%3892 = getelementptr inbounds double, double* %c, i64 %3891
	store double %3887, double* %3892, align 8, !alias.scope !4
	%3893 = load i64, i64* %i.addr.14
	%3894 = load i64, i64* %j.addr.14
	%3895 = mul nsw i64 %3893, %c.shape1
	%3896 = add nsw i64 %3895, %3894
	%3897 = getelementptr inbounds double, double* %c, i64 %3896
	%3898 = load double, double* %3897, align 8, !alias.scope !4
	%3899 = fmul double %3898, %197
	%3900 = load i64, i64* %i.addr.14
	%3901 = load i64, i64* %j.addr.14
	%3902 = mul nsw i64 %3900, %c.shape1
	%3903 = add nsw i64 %3902, %3901
	%3904 = getelementptr inbounds double, double* %c, i64 %3903
	store double %3899, double* %3904, align 8, !alias.scope !4
	%3905 = load i64, i64* %i.addr.15
	%3906 = load i64, i64* %j.addr.15
	%3907 = mul nsw i64 %3905, %c.shape1
	%3908 = add nsw i64 %3907, %3906
	%3909 = getelementptr inbounds double, double* %c, i64 %3908
	%3910 = load double, double* %3909, align 8, !alias.scope !4
	%3911 = fmul double %3910, %197
	%3912 = load i64, i64* %i.addr.15
	%3913 = load i64, i64* %j.addr.15
	%3914 = mul nsw i64 %3912, %c.shape1
	%3915 = add nsw i64 %3914, %3913
	%3916 = getelementptr inbounds double, double* %c, i64 %3915
	store double %3911, double* %3916, align 8, !alias.scope !4
	%3917 = icmp slt i64 0, %m
	%3918 = sub i64 %m, 0
	%3919 = select i1 %3917, i64 %3918, i64 0
	br label %k.head.1

k.head.1:
	%k.it.1 = phi i64 [ 0, %j.cols.body.1 ], [ %4578, %k.latch.1 ]
	%3920 = icmp ult i64 %k.it.1, %3919
	br i1 %3920, label %k.body.1, label %k.exit.1

k.body.1:
	%3921 = add nsw i64 0, %k.it.1
	store i64 %3921, i64* %k.addr
	store i64 %3921, i64* %k.addr.1
	store i64 %3921, i64* %k.addr.2
	store i64 %3921, i64* %k.addr.3
	store i64 %3921, i64* %k.addr.4
	store i64 %3921, i64* %k.addr.5
	store i64 %3921, i64* %k.addr.6
	store i64 %3921, i64* %k.addr.7
	store i64 %3921, i64* %k.addr.8
	store i64 %3921, i64* %k.addr.9
	store i64 %3921, i64* %k.addr.10
	store i64 %3921, i64* %k.addr.11
	store i64 %3921, i64* %k.addr.12
	store i64 %3921, i64* %k.addr.13
	store i64 %3921, i64* %k.addr.14
	store i64 %3921, i64* %k.addr.15
	%3922 = load i64, i64* %i.addr
	%3923 = load i64, i64* %j.addr
	%3924 = mul nsw i64 %3922, %c.shape1
	%3925 = add nsw i64 %3924, %3923
	%3926 = getelementptr inbounds double, double* %c, i64 %3925
	%3927 = load double, double* %3926, align 8, !alias.scope !4
	%3928 = load i64, i64* %j.addr
	%3929 = load i64, i64* %k.addr
	%3930 = mul nsw i64 %3928, %a.shape1
	%3931 = add nsw i64 %3930, %3929
	%3932 = getelementptr inbounds double, double* %a, i64 %3931
	%3933 = load double, double* %3932, align 8, !noalias !2
	%3934 = fmul double %3933, %202
	%3935 = load i64, i64* %i.addr
	%3936 = load i64, i64* %k.addr
	%3937 = mul nsw i64 %3935, %b.shape1
	%3938 = add nsw i64 %3937, %3936
	%3939 = getelementptr inbounds double, double* %b, i64 %3938
	%3940 = load double, double* %3939, align 8, !noalias !3
	%3941 = fmul double %3934, %3940
	%3942 = fadd double %3927, %3941
	%3943 = load i64, i64* %j.addr
	%3944 = load i64, i64* %k.addr
	%3945 = mul nsw i64 %3943, %b.shape1
	%3946 = add nsw i64 %3945, %3944
	%3947 = getelementptr inbounds double, double* %b, i64 %3946
	%3948 = load double, double* %3947, align 8, !noalias !3
	%3949 = fmul double %3948, %202
	%3950 = load i64, i64* %i.addr
	%3951 = load i64, i64* %k.addr
	%3952 = mul nsw i64 %3950, %a.shape1
	%3953 = add nsw i64 %3952, %3951
	%3954 = getelementptr inbounds double, double* %a, i64 %3953
	%3955 = load double, double* %3954, align 8, !noalias !2
	%3956 = fmul double %3949, %3955
	%3957 = fadd double %3942, %3956
	%3958 = load i64, i64* %i.addr
	%3959 = load i64, i64* %j.addr
	%3960 = mul nsw i64 %3958, %c.shape1
	%3961 = add nsw i64 %3960, %3959
	%3962 = getelementptr inbounds double, double* %c, i64 %3961
	store double %3957, double* %3962, align 8, !alias.scope !4
	%3963 = load i64, i64* %i.addr.1
	%3964 = load i64, i64* %j.addr.1
	%3965 = mul nsw i64 %3963, %c.shape1
	%3966 = add nsw i64 %3965, %3964
	%3967 = getelementptr inbounds double, double* %c, i64 %3966
	%3968 = load double, double* %3967, align 8, !alias.scope !4
	%3969 = load i64, i64* %j.addr.1
	%3970 = load i64, i64* %k.addr.1
	%3971 = mul nsw i64 %3969, %a.shape1
	%3972 = add nsw i64 %3971, %3970
	%3973 = getelementptr inbounds double, double* %a, i64 %3972
	%3974 = load double, double* %3973, align 8, !noalias !2
	%3975 = fmul double %3974, %202
	%3976 = load i64, i64* %i.addr.1
	%3977 = load i64, i64* %k.addr.1
	%3978 = mul nsw i64 %3976, %b.shape1
	%3979 = add nsw i64 %3978, %3977
	%3980 = getelementptr inbounds double, double* %b, i64 %3979
	%3981 = load double, double* %3980, align 8, !noalias !3
	%3982 = fmul double %3975, %3981
	%3983 = fadd double %3968, %3982
	%3984 = load i64, i64* %j.addr.1
	%3985 = load i64, i64* %k.addr.1
	%3986 = mul nsw i64 %3984, %b.shape1
	%3987 = add nsw i64 %3986, %3985
	%3988 = getelementptr inbounds double, double* %b, i64 %3987
	%3989 = load double, double* %3988, align 8, !noalias !3
	%3990 = fmul double %3989, %202
	%3991 = load i64, i64* %i.addr.1
	%3992 = load i64, i64* %k.addr.1
	%3993 = mul nsw i64 %3991, %a.shape1
	%3994 = add nsw i64 %3993, %3992
	%3995 = getelementptr inbounds double, double* %a, i64 %3994
	%3996 = load double, double* %3995, align 8, !noalias !2
	%3997 = fmul double %3990, %3996
	%3998 = fadd double %3983, %3997
	%3999 = load i64, i64* %i.addr.1
	%4000 = load i64, i64* %j.addr.1
	%4001 = mul nsw i64 %3999, %c.shape1
	%4002 = add nsw i64 %4001, %4000
	%4003 = getelementptr inbounds double, double* %c, i64 %4002
	store double %3998, double* %4003, align 8, !alias.scope !4
	%4004 = load i64, i64* %i.addr.2
	%4005 = load i64, i64* %j.addr.2
	%4006 = mul nsw i64 %4004, %c.shape1
	%4007 = add nsw i64 %4006, %4005
	%4008 = getelementptr inbounds double, double* %c, i64 %4007
	%4009 = load double, double* %4008, align 8, !alias.scope !4
	%4010 = load i64, i64* %j.addr.2
	%4011 = load i64, i64* %k.addr.2
	%4012 = mul nsw i64 %4010, %a.shape1
	%4013 = add nsw i64 %4012, %4011
	%4014 = getelementptr inbounds double, double* %a, i64 %4013
	%4015 = load double, double* %4014, align 8, !noalias !2
	%4016 = fmul double %4015, %202
	%4017 = load i64, i64* %i.addr.2
	%4018 = load i64, i64* %k.addr.2
	%4019 = mul nsw i64 %4017, %b.shape1
	%4020 = add nsw i64 %4019, %4018
	%4021 = getelementptr inbounds double, double* %b, i64 %4020
	%4022 = load double, double* %4021, align 8, !noalias !3
	%4023 = fmul double %4016, %4022
	%4024 = fadd double %4009, %4023
	%4025 = load i64, i64* %j.addr.2
	%4026 = load i64, i64* %k.addr.2
	%4027 = mul nsw i64 %4025, %b.shape1
	%4028 = add nsw i64 %4027, %4026
	%4029 = getelementptr inbounds double, double* %b, i64 %4028
	%4030 = load double, double* %4029, align 8, !noalias !3
	%4031 = fmul double %4030, %202
	%4032 = load i64, i64* %i.addr.2
	%4033 = load i64, i64* %k.addr.2
	%4034 = mul nsw i64 %4032, %a.shape1
	%4035 = add nsw i64 %4034, %4033
	%4036 = getelementptr inbounds double, double* %a, i64 %4035
	%4037 = load double, double* %4036, align 8, !noalias !2
	%4038 = fmul double %4031, %4037
	%4039 = fadd double %4024, %4038
	%4040 = load i64, i64* %i.addr.2
	%4041 = load i64, i64* %j.addr.2
	%4042 = mul nsw i64 %4040, %c.shape1
	%4043 = add nsw i64 %4042, %4041
	%4044 = getelementptr inbounds double, double* %c, i64 %4043
	store double %4039, double* %4044, align 8, !alias.scope !4
	%4045 = load i64, i64* %i.addr.3
	%4046 = load i64, i64* %j.addr.3
	%4047 = mul nsw i64 %4045, %c.shape1
	%4048 = add nsw i64 %4047, %4046
	%4049 = getelementptr inbounds double, double* %c, i64 %4048
	%4050 = load double, double* %4049, align 8, !alias.scope !4
	%4051 = load i64, i64* %j.addr.3
	%4052 = load i64, i64* %k.addr.3
	%4053 = mul nsw i64 %4051, %a.shape1
	%4054 = add nsw i64 %4053, %4052
	%4055 = getelementptr inbounds double, double* %a, i64 %4054
	%4056 = load double, double* %4055, align 8, !noalias !2
	%4057 = fmul double %4056, %202
	%4058 = load i64, i64* %i.addr.3
	%4059 = load i64, i64* %k.addr.3
	%4060 = mul nsw i64 %4058, %b.shape1
	%4061 = add nsw i64 %4060, %4059
	%4062 = getelementptr inbounds double, double* %b, i64 %4061
	%4063 = load double, double* %4062, align 8, !noalias !3
	%4064 = fmul double %4057, %4063
	%4065 = fadd double %4050, %4064
	%4066 = load i64, i64* %j.addr.3
	%4067 = load i64, i64* %k.addr.3
	%4068 = mul nsw i64 %4066, %b.shape1
	%4069 = add nsw i64 %4068, %4067
	%4070 = getelementptr inbounds double, double* %b, i64 %4069
	%4071 = load double, double* %4070, align 8, !noalias !3
	%4072 = fmul double %4071, %202
	%4073 = load i64, i64* %i.addr.3
	%4074 = load i64, i64* %k.addr.3
	%4075 = mul nsw i64 %4073, %a.shape1
	%4076 = add nsw i64 %4075, %4074
	%4077 = getelementptr inbounds double, double* %a, i64 %4076
	%4078 = load double, double* %4077, align 8, !noalias !2
	%4079 = fmul double %4072, %4078
	%4080 = fadd double %4065, %4079
	%4081 = load i64, i64* %i.addr.3
	%4082 = load i64, i64* %j.addr.3
	%4083 = mul nsw i64 %4081, %c.shape1
	%4084 = add nsw i64 %4083, %4082
	%4085 = getelementptr inbounds double, double* %c, i64 %4084
	store double %4080, double* %4085, align 8, !alias.scope !4
	%4086 = load i64, i64* %i.addr.4
	%4087 = load i64, i64* %j.addr.4
	%4088 = mul nsw i64 %4086, %c.shape1
	%4089 = add nsw i64 %4088, %4087
	%4090 = getelementptr inbounds double, double* %c, i64 %4089
	%4091 = load double, double* %4090, align 8, !alias.scope !4
	%4092 = load i64, i64* %j.addr.4
	%4093 = load i64, i64* %k.addr.4
	%4094 = mul nsw i64 %4092, %a.shape1
	%4095 = add nsw i64 %4094, %4093
	%4096 = getelementptr inbounds double, double* %a, i64 %4095
	%4097 = load double, double* %4096, align 8, !noalias !2
	%4098 = fmul double %4097, %202
	%4099 = load i64, i64* %i.addr.4
	%4100 = load i64, i64* %k.addr.4
	%4101 = mul nsw i64 %4099, %b.shape1
	%4102 = add nsw i64 %4101, %4100
	%4103 = getelementptr inbounds double, double* %b, i64 %4102
	%4104 = load double, double* %4103, align 8, !noalias !3
	%4105 = fmul double %4098, %4104
	%4106 = fadd double %4091, %4105
	%4107 = load i64, i64* %j.addr.4
	%4108 = load i64, i64* %k.addr.4
	%4109 = mul nsw i64 %4107, %b.shape1
	%4110 = add nsw i64 %4109, %4108
	%4111 = getelementptr inbounds double, double* %b, i64 %4110
	%4112 = load double, double* %4111, align 8, !noalias !3
	%4113 = fmul double %4112, %202
	%4114 = load i64, i64* %i.addr.4
	%4115 = load i64, i64* %k.addr.4
	%4116 = mul nsw i64 %4114, %a.shape1
	%4117 = add nsw i64 %4116, %4115
	%4118 = getelementptr inbounds double, double* %a, i64 %4117
	%4119 = load double, double* %4118, align 8, !noalias !2
	%4120 = fmul double %4113, %4119
	%4121 = fadd double %4106, %4120
	%4122 = load i64, i64* %i.addr.4
	%4123 = load i64, i64* %j.addr.4
	%4124 = mul nsw i64 %4122, %c.shape1
	%4125 = add nsw i64 %4124, %4123
	%4126 = getelementptr inbounds double, double* %c, i64 %4125
	store double %4121, double* %4126, align 8, !alias.scope !4
	%4127 = load i64, i64* %i.addr.5
	%4128 = load i64, i64* %j.addr.5
	%4129 = mul nsw i64 %4127, %c.shape1
	%4130 = add nsw i64 %4129, %4128
	%4131 = getelementptr inbounds double, double* %c, i64 %4130
	%4132 = load double, double* %4131, align 8, !alias.scope !4
	%4133 = load i64, i64* %j.addr.5
	%4134 = load i64, i64* %k.addr.5
	%4135 = mul nsw i64 %4133, %a.shape1
	%4136 = add nsw i64 %4135, %4134
	%4137 = getelementptr inbounds double, double* %a, i64 %4136
	%4138 = load double, double* %4137, align 8, !noalias !2
	%4139 = fmul double %4138, %202
	%4140 = load i64, i64* %i.addr.5
	%4141 = load i64, i64* %k.addr.5
	%4142 = mul nsw i64 %4140, %b.shape1
	%4143 = add nsw i64 %4142, %4141
	%4144 = getelementptr inbounds double, double* %b, i64 %4143
	%4145 = load double, double* %4144, align 8, !noalias !3
	%4146 = fmul double %4139, %4145
	%4147 = fadd double %4132, %4146
	%4148 = load i64, i64* %j.addr.5
	%4149 = load i64, i64* %k.addr.5
	%4150 = mul nsw i64 %4148, %b.shape1
	%4151 = add nsw i64 %4150, %4149
	%4152 = getelementptr inbounds double, double* %b, i64 %4151
	%4153 = load double, double* %4152, align 8, !noalias !3
	%4154 = fmul double %4153, %202
	%4155 = load i64, i64* %i.addr.5
	%4156 = load i64, i64* %k.addr.5
	%4157 = mul nsw i64 %4155, %a.shape1
	%4158 = add nsw i64 %4157, %4156
	%4159 = getelementptr inbounds double, double* %a, i64 %4158
	%4160 = load double, double* %4159, align 8, !noalias !2
	%4161 = fmul double %4154, %4160
	%4162 = fadd double %4147, %4161
	%4163 = load i64, i64* %i.addr.5
	%4164 = load i64, i64* %j.addr.5
	%4165 = mul nsw i64 %4163, %c.shape1
	%4166 = add nsw i64 %4165, %4164
	%4167 = getelementptr inbounds double, double* %c, i64 %4166
	store double %4162, double* %4167, align 8, !alias.scope !4
	%4168 = load i64, i64* %i.addr.6
	%4169 = load i64, i64* %j.addr.6
	%4170 = mul nsw i64 %4168, %c.shape1
	%4171 = add nsw i64 %4170, %4169
	%4172 = getelementptr inbounds double, double* %c, i64 %4171
	%4173 = load double, double* %4172, align 8, !alias.scope !4
	%4174 = load i64, i64* %j.addr.6
	%4175 = load i64, i64* %k.addr.6
	%4176 = mul nsw i64 %4174, %a.shape1
	%4177 = add nsw i64 %4176, %4175
	%4178 = getelementptr inbounds double, double* %a, i64 %4177
	%4179 = load double, double* %4178, align 8, !noalias !2
	%4180 = fmul double %4179, %202
	%4181 = load i64, i64* %i.addr.6
	%4182 = load i64, i64* %k.addr.6
	%4183 = mul nsw i64 %4181, %b.shape1
	%4184 = add nsw i64 %4183, %4182
	%4185 = getelementptr inbounds double, double* %b, i64 %4184
	%4186 = load double, double* %4185, align 8, !noalias !3
	%4187 = fmul double %4180, %4186
	%4188 = fadd double %4173, %4187
	%4189 = load i64, i64* %j.addr.6
	%4190 = load i64, i64* %k.addr.6
	%4191 = mul nsw i64 %4189, %b.shape1
	%4192 = add nsw i64 %4191, %4190
	%4193 = getelementptr inbounds double, double* %b, i64 %4192
	%4194 = load double, double* %4193, align 8, !noalias !3
	%4195 = fmul double %4194, %202
	%4196 = load i64, i64* %i.addr.6
	%4197 = load i64, i64* %k.addr.6
	%4198 = mul nsw i64 %4196, %a.shape1
	%4199 = add nsw i64 %4198, %4197
	%4200 = getelementptr inbounds double, double* %a, i64 %4199
	%4201 = load double, double* %4200, align 8, !noalias !2
	%4202 = fmul double %4195, %4201
	%4203 = fadd double %4188, %4202
	%4204 = load i64, i64* %i.addr.6
	%4205 = load i64, i64* %j.addr.6
	%4206 = mul nsw i64 %4204, %c.shape1
	%4207 = add nsw i64 %4206, %4205
	%4208 = getelementptr inbounds double, double* %c, i64 %4207
	store double %4203, double* %4208, align 8, !alias.scope !4
	%4209 = load i64, i64* %i.addr.7
	%4210 = load i64, i64* %j.addr.7
	%4211 = mul nsw i64 %4209, %c.shape1
	%4212 = add nsw i64 %4211, %4210
	%4213 = getelementptr inbounds double, double* %c, i64 %4212
	%4214 = load double, double* %4213, align 8, !alias.scope !4
	%4215 = load i64, i64* %j.addr.7
	%4216 = load i64, i64* %k.addr.7
	%4217 = mul nsw i64 %4215, %a.shape1
	%4218 = add nsw i64 %4217, %4216
	%4219 = getelementptr inbounds double, double* %a, i64 %4218
	%4220 = load double, double* %4219, align 8, !noalias !2
	%4221 = fmul double %4220, %202
	%4222 = load i64, i64* %i.addr.7
	%4223 = load i64, i64* %k.addr.7
	%4224 = mul nsw i64 %4222, %b.shape1
	%4225 = add nsw i64 %4224, %4223
	%4226 = getelementptr inbounds double, double* %b, i64 %4225
	%4227 = load double, double* %4226, align 8, !noalias !3
	%4228 = fmul double %4221, %4227
	%4229 = fadd double %4214, %4228
	%4230 = load i64, i64* %j.addr.7
	%4231 = load i64, i64* %k.addr.7
	%4232 = mul nsw i64 %4230, %b.shape1
	%4233 = add nsw i64 %4232, %4231
	%4234 = getelementptr inbounds double, double* %b, i64 %4233
	%4235 = load double, double* %4234, align 8, !noalias !3
	%4236 = fmul double %4235, %202
	%4237 = load i64, i64* %i.addr.7
	%4238 = load i64, i64* %k.addr.7
	%4239 = mul nsw i64 %4237, %a.shape1
	%4240 = add nsw i64 %4239, %4238
	%4241 = getelementptr inbounds double, double* %a, i64 %4240
	%4242 = load double, double* %4241, align 8, !noalias !2
	%4243 = fmul double %4236, %4242
	%4244 = fadd double %4229, %4243
	%4245 = load i64, i64* %i.addr.7
	%4246 = load i64, i64* %j.addr.7
	%4247 = mul nsw i64 %4245, %c.shape1
	%4248 = add nsw i64 %4247, %4246
	%4249 = getelementptr inbounds double, double* %c, i64 %4248
	store double %4244, double* %4249, align 8, !alias.scope !4
	%4250 = load i64, i64* %i.addr.8
	%4251 = load i64, i64* %j.addr.8
	%4252 = mul nsw i64 %4250, %c.shape1
	%4253 = add nsw i64 %4252, %4251
	%4254 = getelementptr inbounds double, double* %c, i64 %4253
	%4255 = load double, double* %4254, align 8, !alias.scope !4
	%4256 = load i64, i64* %j.addr.8
	%4257 = load i64, i64* %k.addr.8
	%4258 = mul nsw i64 %4256, %a.shape1
	%4259 = add nsw i64 %4258, %4257
	%4260 = getelementptr inbounds double, double* %a, i64 %4259
	%4261 = load double, double* %4260, align 8, !noalias !2
	%4262 = fmul double %4261, %202
	%4263 = load i64, i64* %i.addr.8
	%4264 = load i64, i64* %k.addr.8
	%4265 = mul nsw i64 %4263, %b.shape1
	%4266 = add nsw i64 %4265, %4264
	%4267 = getelementptr inbounds double, double* %b, i64 %4266
	%4268 = load double, double* %4267, align 8, !noalias !3
	%4269 = fmul double %4262, %4268
	%4270 = fadd double %4255, %4269
	%4271 = load i64, i64* %j.addr.8
	%4272 = load i64, i64* %k.addr.8
	%4273 = mul nsw i64 %4271, %b.shape1
	%4274 = add nsw i64 %4273, %4272
	%4275 = getelementptr inbounds double, double* %b, i64 %4274
	%4276 = load double, double* %4275, align 8, !noalias !3
	%4277 = fmul double %4276, %202
	%4278 = load i64, i64* %i.addr.8
	%4279 = load i64, i64* %k.addr.8
	%4280 = mul nsw i64 %4278, %a.shape1
	%4281 = add nsw i64 %4280, %4279
	%4282 = getelementptr inbounds double, double* %a, i64 %4281
	%4283 = load double, double* %4282, align 8, !noalias !2
	%4284 = fmul double %4277, %4283
	%4285 = fadd double %4270, %4284
	%4286 = load i64, i64* %i.addr.8
	%4287 = load i64, i64* %j.addr.8
	%4288 = mul nsw i64 %4286, %c.shape1
	%4289 = add nsw i64 %4288, %4287
	%4290 = getelementptr inbounds double, double* %c, i64 %4289
	store double %4285, double* %4290, align 8, !alias.scope !4
	%4291 = load i64, i64* %i.addr.9
	%4292 = load i64, i64* %j.addr.9
	%4293 = mul nsw i64 %4291, %c.shape1
	%4294 = add nsw i64 %4293, %4292
	%4295 = getelementptr inbounds double, double* %c, i64 %4294
	%4296 = load double, double* %4295, align 8, !alias.scope !4
	%4297 = load i64, i64* %j.addr.9
	%4298 = load i64, i64* %k.addr.9
	%4299 = mul nsw i64 %4297, %a.shape1
	%4300 = add nsw i64 %4299, %4298
	%4301 = getelementptr inbounds double, double* %a, i64 %4300
	%4302 = load double, double* %4301, align 8, !noalias !2
	%4303 = fmul double %4302, %202
	%4304 = load i64, i64* %i.addr.9
	%4305 = load i64, i64* %k.addr.9
	%4306 = mul nsw i64 %4304, %b.shape1
	%4307 = add nsw i64 %4306, %4305
	%4308 = getelementptr inbounds double, double* %b, i64 %4307
	%4309 = load double, double* %4308, align 8, !noalias !3
	%4310 = fmul double %4303, %4309
	%4311 = fadd double %4296, %4310
	%4312 = load i64, i64* %j.addr.9
	%4313 = load i64, i64* %k.addr.9
	%4314 = mul nsw i64 %4312, %b.shape1
	%4315 = add nsw i64 %4314, %4313
	%4316 = getelementptr inbounds double, double* %b, i64 %4315
	%4317 = load double, double* %4316, align 8, !noalias !3
	%4318 = fmul double %4317, %202
	%4319 = load i64, i64* %i.addr.9
	%4320 = load i64, i64* %k.addr.9
	%4321 = mul nsw i64 %4319, %a.shape1
	%4322 = add nsw i64 %4321, %4320
	%4323 = getelementptr inbounds double, double* %a, i64 %4322
	%4324 = load double, double* %4323, align 8, !noalias !2
	%4325 = fmul double %4318, %4324
	%4326 = fadd double %4311, %4325
	%4327 = load i64, i64* %i.addr.9
	%4328 = load i64, i64* %j.addr.9
	%4329 = mul nsw i64 %4327, %c.shape1
	%4330 = add nsw i64 %4329, %4328
	%4331 = getelementptr inbounds double, double* %c, i64 %4330
	store double %4326, double* %4331, align 8, !alias.scope !4
	%4332 = load i64, i64* %i.addr.10
	%4333 = load i64, i64* %j.addr.10
	%4334 = mul nsw i64 %4332, %c.shape1
	%4335 = add nsw i64 %4334, %4333
	%4336 = getelementptr inbounds double, double* %c, i64 %4335
	%4337 = load double, double* %4336, align 8, !alias.scope !4
	%4338 = load i64, i64* %j.addr.10
	%4339 = load i64, i64* %k.addr.10
	%4340 = mul nsw i64 %4338, %a.shape1
	%4341 = add nsw i64 %4340, %4339
	%4342 = getelementptr inbounds double, double* %a, i64 %4341
	%4343 = load double, double* %4342, align 8, !noalias !2
	%4344 = fmul double %4343, %202
	%4345 = load i64, i64* %i.addr.10
	%4346 = load i64, i64* %k.addr.10
	%4347 = mul nsw i64 %4345, %b.shape1
	%4348 = add nsw i64 %4347, %4346
	%4349 = getelementptr inbounds double, double* %b, i64 %4348
	%4350 = load double, double* %4349, align 8, !noalias !3
	%4351 = fmul double %4344, %4350
	%4352 = fadd double %4337, %4351
	%4353 = load i64, i64* %j.addr.10
	%4354 = load i64, i64* %k.addr.10
	%4355 = mul nsw i64 %4353, %b.shape1
	%4356 = add nsw i64 %4355, %4354
	%4357 = getelementptr inbounds double, double* %b, i64 %4356
	%4358 = load double, double* %4357, align 8, !noalias !3
	%4359 = fmul double %4358, %202
	%4360 = load i64, i64* %i.addr.10
	%4361 = load i64, i64* %k.addr.10
	%4362 = mul nsw i64 %4360, %a.shape1
	%4363 = add nsw i64 %4362, %4361
	%4364 = getelementptr inbounds double, double* %a, i64 %4363
	%4365 = load double, double* %4364, align 8, !noalias !2
	%4366 = fmul double %4359, %4365
	%4367 = fadd double %4352, %4366
	%4368 = load i64, i64* %i.addr.10
	%4369 = load i64, i64* %j.addr.10
	%4370 = mul nsw i64 %4368, %c.shape1
	%4371 = add nsw i64 %4370, %4369
	%4372 = getelementptr inbounds double, double* %c, i64 %4371
	store double %4367, double* %4372, align 8, !alias.scope !4
	%4373 = load i64, i64* %i.addr.11
	%4374 = load i64, i64* %j.addr.11
	%4375 = mul nsw i64 %4373, %c.shape1
	%4376 = add nsw i64 %4375, %4374
	%4377 = getelementptr inbounds double, double* %c, i64 %4376
	%4378 = load double, double* %4377, align 8, !alias.scope !4
	%4379 = load i64, i64* %j.addr.11
	%4380 = load i64, i64* %k.addr.11
	%4381 = mul nsw i64 %4379, %a.shape1
	%4382 = add nsw i64 %4381, %4380
	%4383 = getelementptr inbounds double, double* %a, i64 %4382
	%4384 = load double, double* %4383, align 8, !noalias !2
	%4385 = fmul double %4384, %202
	%4386 = load i64, i64* %i.addr.11
	%4387 = load i64, i64* %k.addr.11
	%4388 = mul nsw i64 %4386, %b.shape1
	%4389 = add nsw i64 %4388, %4387
	%4390 = getelementptr inbounds double, double* %b, i64 %4389
	%4391 = load double, double* %4390, align 8, !noalias !3
	%4392 = fmul double %4385, %4391
	%4393 = fadd double %4378, %4392
	%4394 = load i64, i64* %j.addr.11
	%4395 = load i64, i64* %k.addr.11
	%4396 = mul nsw i64 %4394, %b.shape1
	%4397 = add nsw i64 %4396, %4395
	%4398 = getelementptr inbounds double, double* %b, i64 %4397
	%4399 = load double, double* %4398, align 8, !noalias !3
	%4400 = fmul double %4399, %202
	%4401 = load i64, i64* %i.addr.11
	%4402 = load i64, i64* %k.addr.11
	%4403 = mul nsw i64 %4401, %a.shape1
	%4404 = add nsw i64 %4403, %4402
	%4405 = getelementptr inbounds double, double* %a, i64 %4404
	%4406 = load double, double* %4405, align 8, !noalias !2
	%4407 = fmul double %4400, %4406
	%4408 = fadd double %4393, %4407
	%4409 = load i64, i64* %i.addr.11
	%4410 = load i64, i64* %j.addr.11
	%4411 = mul nsw i64 %4409, %c.shape1
	%4412 = add nsw i64 %4411, %4410
	%4413 = getelementptr inbounds double, double* %c, i64 %4412
	store double %4408, double* %4413, align 8, !alias.scope !4
	%4414 = load i64, i64* %i.addr.12
	%4415 = load i64, i64* %j.addr.12
	%4416 = mul nsw i64 %4414, %c.shape1
	%4417 = add nsw i64 %4416, %4415
	%4418 = getelementptr inbounds double, double* %c, i64 %4417
	%4419 = load double, double* %4418, align 8, !alias.scope !4
	%4420 = load i64, i64* %j.addr.12
	%4421 = load i64, i64* %k.addr.12
	%4422 = mul nsw i64 %4420, %a.shape1
	%4423 = add nsw i64 %4422, %4421
	%4424 = getelementptr inbounds double, double* %a, i64 %4423
	%4425 = load double, double* %4424, align 8, !noalias !2
	%4426 = fmul double %4425, %202
	%4427 = load i64, i64* %i.addr.12
	%4428 = load i64, i64* %k.addr.12
	%4429 = mul nsw i64 %4427, %b.shape1
	%4430 = add nsw i64 %4429, %4428
	%4431 = getelementptr inbounds double, double* %b, i64 %4430
	%4432 = load double, double* %4431, align 8, !noalias !3
	%4433 = fmul double %4426, %4432
	%4434 = fadd double %4419, %4433
	%4435 = load i64, i64* %j.addr.12
	%4436 = load i64, i64* %k.addr.12
	%4437 = mul nsw i64 %4435, %b.shape1
	%4438 = add nsw i64 %4437, %4436
	%4439 = getelementptr inbounds double, double* %b, i64 %4438
	%4440 = load double, double* %4439, align 8, !noalias !3
	%4441 = fmul double %4440, %202
	%4442 = load i64, i64* %i.addr.12
	%4443 = load i64, i64* %k.addr.12
	%4444 = mul nsw i64 %4442, %a.shape1
	%4445 = add nsw i64 %4444, %4443
	%4446 = getelementptr inbounds double, double* %a, i64 %4445
	%4447 = load double, double* %4446, align 8, !noalias !2
	%4448 = fmul double %4441, %4447
	%4449 = fadd double %4434, %4448
	%4450 = load i64, i64* %i.addr.12
	%4451 = load i64, i64* %j.addr.12
	%4452 = mul nsw i64 %4450, %c.shape1
	%4453 = add nsw i64 %4452, %4451
	%4454 = getelementptr inbounds double, double* %c, i64 %4453
	store double %4449, double* %4454, align 8, !alias.scope !4
	%4455 = load i64, i64* %i.addr.13
	%4456 = load i64, i64* %j.addr.13
	%4457 = mul nsw i64 %4455, %c.shape1
	%4458 = add nsw i64 %4457, %4456
	%4459 = getelementptr inbounds double, double* %c, i64 %4458
	%4460 = load double, double* %4459, align 8, !alias.scope !4
	%4461 = load i64, i64* %j.addr.13
	%4462 = load i64, i64* %k.addr.13
	%4463 = mul nsw i64 %4461, %a.shape1
	%4464 = add nsw i64 %4463, %4462
	%4465 = getelementptr inbounds double, double* %a, i64 %4464
	%4466 = load double, double* %4465, align 8, !noalias !2
	%4467 = fmul double %4466, %202
	%4468 = load i64, i64* %i.addr.13
	%4469 = load i64, i64* %k.addr.13
	%4470 = mul nsw i64 %4468, %b.shape1
	%4471 = add nsw i64 %4470, %4469
	%4472 = getelementptr inbounds double, double* %b, i64 %4471
	%4473 = load double, double* %4472, align 8, !noalias !3
	%4474 = fmul double %4467, %4473
	%4475 = fadd double %4460, %4474
	%4476 = load i64, i64* %j.addr.13
	%4477 = load i64, i64* %k.addr.13
	%4478 = mul nsw i64 %4476, %b.shape1
	%4479 = add nsw i64 %4478, %4477
	%4480 = getelementptr inbounds double, double* %b, i64 %4479
	%4481 = load double, double* %4480, align 8, !noalias !3
	%4482 = fmul double %4481, %202
	%4483 = load i64, i64* %i.addr.13
	%4484 = load i64, i64* %k.addr.13
	%4485 = mul nsw i64 %4483, %a.shape1
	%4486 = add nsw i64 %4485, %4484
	%4487 = getelementptr inbounds double, double* %a, i64 %4486
	%4488 = load double, double* %4487, align 8, !noalias !2
	%4489 = fmul double %4482, %4488
	%4490 = fadd double %4475, %4489
	%4491 = load i64, i64* %i.addr.13
	%4492 = load i64, i64* %j.addr.13
	%4493 = mul nsw i64 %4491, %c.shape1
	%4494 = add nsw i64 %4493, %4492
	%4495 = getelementptr inbounds double, double* %c, i64 %4494
	store double %4490, double* %4495, align 8, !alias.scope !4
	%4496 = load i64, i64* %i.addr.14
	%4497 = load i64, i64* %j.addr.14
	%4498 = mul nsw i64 %4496, %c.shape1
	%4499 = add nsw i64 %4498, %4497
	%4500 = getelementptr inbounds double, double* %c, i64 %4499
	%4501 = load double, double* %4500, align 8, !alias.scope !4
	%4502 = load i64, i64* %j.addr.14
	%4503 = load i64, i64* %k.addr.14
	%4504 = mul nsw i64 %4502, %a.shape1
	%4505 = add nsw i64 %4504, %4503
	%4506 = getelementptr inbounds double, double* %a, i64 %4505
	%4507 = load double, double* %4506, align 8, !noalias !2
	%4508 = fmul double %4507, %202
	%4509 = load i64, i64* %i.addr.14
	%4510 = load i64, i64* %k.addr.14
	%4511 = mul nsw i64 %4509, %b.shape1
	%4512 = add nsw i64 %4511, %4510
	%4513 = getelementptr inbounds double, double* %b, i64 %4512
	%4514 = load double, double* %4513, align 8, !noalias !3
	%4515 = fmul double %4508, %4514
	%4516 = fadd double %4501, %4515
	%4517 = load i64, i64* %j.addr.14
	%4518 = load i64, i64* %k.addr.14
	%4519 = mul nsw i64 %4517, %b.shape1
	%4520 = add nsw i64 %4519, %4518
	%4521 = getelementptr inbounds double, double* %b, i64 %4520
	%4522 = load double, double* %4521, align 8, !noalias !3
	%4523 = fmul double %4522, %202
	%4524 = load i64, i64* %i.addr.14
	%4525 = load i64, i64* %k.addr.14
	%4526 = mul nsw i64 %4524, %a.shape1
	%4527 = add nsw i64 %4526, %4525
	%4528 = getelementptr inbounds double, double* %a, i64 %4527
	%4529 = load double, double* %4528, align 8, !noalias !2
	%4530 = fmul double %4523, %4529
	%4531 = fadd double %4516, %4530
	%4532 = load i64, i64* %i.addr.14
	%4533 = load i64, i64* %j.addr.14
	%4534 = mul nsw i64 %4532, %c.shape1
	%4535 = add nsw i64 %4534, %4533
	%4536 = getelementptr inbounds double, double* %c, i64 %4535
	store double %4531, double* %4536, align 8, !alias.scope !4
	%4537 = load i64, i64* %i.addr.15
	%4538 = load i64, i64* %j.addr.15
	%4539 = mul nsw i64 %4537, %c.shape1
	%4540 = add nsw i64 %4539, %4538
	%4541 = getelementptr inbounds double, double* %c, i64 %4540
	%4542 = load double, double* %4541, align 8, !alias.scope !4
	%4543 = load i64, i64* %j.addr.15
	%4544 = load i64, i64* %k.addr.15
	%4545 = mul nsw i64 %4543, %a.shape1
	%4546 = add nsw i64 %4545, %4544
	%4547 = getelementptr inbounds double, double* %a, i64 %4546
	%4548 = load double, double* %4547, align 8, !noalias !2
	%4549 = fmul double %4548, %202
	%4550 = load i64, i64* %i.addr.15
	%4551 = load i64, i64* %k.addr.15
	%4552 = mul nsw i64 %4550, %b.shape1
	%4553 = add nsw i64 %4552, %4551
	%4554 = getelementptr inbounds double, double* %b, i64 %4553
	%4555 = load double, double* %4554, align 8, !noalias !3
	%4556 = fmul double %4549, %4555
	%4557 = fadd double %4542, %4556
	%4558 = load i64, i64* %j.addr.15
	%4559 = load i64, i64* %k.addr.15
	%4560 = mul nsw i64 %4558, %b.shape1
	%4561 = add nsw i64 %4560, %4559
	%4562 = getelementptr inbounds double, double* %b, i64 %4561
	%4563 = load double, double* %4562, align 8, !noalias !3
	%4564 = fmul double %4563, %202
	%4565 = load i64, i64* %i.addr.15
	%4566 = load i64, i64* %k.addr.15
	%4567 = mul nsw i64 %4565, %a.shape1
	%4568 = add nsw i64 %4567, %4566
	%4569 = getelementptr inbounds double, double* %a, i64 %4568
	%4570 = load double, double* %4569, align 8, !noalias !2
	%4571 = fmul double %4564, %4570
	%4572 = fadd double %4557, %4571
	%4573 = load i64, i64* %i.addr.15
	%4574 = load i64, i64* %j.addr.15
	%4575 = mul nsw i64 %4573, %c.shape1
	%4576 = add nsw i64 %4575, %4574
	%4577 = getelementptr inbounds double, double* %c, i64 %4576
	store double %4572, double* %4577, align 8, !alias.scope !4
	br label %k.latch.1

k.latch.1:
	%4578 = add nuw i64 %k.it.1, 1
	br label %k.head.1

k.exit.1:
	br label %j.cols.latch.1

j.cols.latch.1:
	%4579 = add nuw i64 %j.cols.it.1, 4
	br label %j.cols.head.1

j.cols.exit.1:
	%4580 = icmp ugt i64 %273, %3715
	%4581 = select i1 %4580, i64 %273, i64 %3715
	br label %j.cols.head.2

j.cols.head.2:
	%j.cols.it.2 = phi i64 [ %3715, %j.cols.exit.1 ], [ %4803, %j.cols.latch.2 ]
	%4582 = icmp ult i64 %j.cols.it.2, %4581
	br i1 %4582, label %j.cols.body.2, label %j.cols.exit.2

j.cols.body.2:
	%4583 = add nuw nsw i64 %j.cols.it.2, 0
	%4584 = add nsw i64 0, %4583
	store i64 %225, i64* %i.addr
	store i64 %4584, i64* %j.addr
	store i64 %236, i64* %i.addr.1
	store i64 %4584, i64* %j.addr.1
	store i64 %247, i64* %i.addr.2
	store i64 %4584, i64* %j.addr.2
	store i64 %258, i64* %i.addr.3
	store i64 %4584, i64* %j.addr.3
	%4585 = load i64, i64* %i.addr
	%4586 = load i64, i64* %j.addr
	%4587 = mul nsw i64 %4585, %c.shape1
	%4588 = add nsw i64 %4587, %4586
	%4589 = getelementptr inbounds double, double* %c, i64 %4588
	%4590 = load double, double* %4589, align 8, !alias.scope !4
	%4591 = fmul double %4590, %197
	%4592 = load i64, i64* %i.addr
	%4593 = load i64, i64* %j.addr
	%4594 = mul nsw i64 %4592, %c.shape1
	%4595 = add nsw i64 %4594, %4593
	%4596 = getelementptr inbounds double, double* %c, i64 %4595
	store double %4591, double* %4596, align 8, !alias.scope !4
	%4597 = load i64, i64* %i.addr.1
	%4598 = load i64, i64* %j.addr.1
	%4599 = mul nsw i64 %4597, %c.shape1
	%4600 = add nsw i64 %4599, %4598
	%4601 = getelementptr inbounds double, double* %c, i64 %4600
	%4602 = load double, double* %4601, align 8, !alias.scope !4
	%4603 = fmul double %4602, %197
	%4604 = load i64, i64* %i.addr.1
	%4605 = load i64, i64* %j.addr.1
	%4606 = mul nsw i64 %4604, %c.shape1
	%4607 = add nsw i64 %4606, %4605
	%4608 = getelementptr inbounds double, double* %c, i64 %4607
	store double %4603, double* %4608, align 8, !alias.scope !4
	%4609 = load i64, i64* %i.addr.2
	%4610 = load i64, i64* %j.addr.2
	%4611 = mul nsw i64 %4609, %c.shape1
	%4612 = add nsw i64 %4611, %4610
	%4613 = getelementptr inbounds double, double* %c, i64 %4612
	%4614 = load double, double* %4613, align 8, !alias.scope !4
	%4615 = fmul double %4614, %197
	%4616 = load i64, i64* %i.addr.2
	%4617 = load i64, i64* %j.addr.2
	%4618 = mul nsw i64 %4616, %c.shape1
	%4619 = add nsw i64 %4618, %4617
	%4620 = getelementptr inbounds double, double* %c, i64 %4619
	store double %4615, double* %4620, align 8, !alias.scope !4
	%4621 = load i64, i64* %i.addr.3
	%4622 = load i64, i64* %j.addr.3
	%4623 = mul nsw i64 %4621, %c.shape1
	%4624 = add nsw i64 %4623, %4622
	%4625 = getelementptr inbounds double, double* %c, i64 %4624
	%4626 = load double, double* %4625, align 8, !alias.scope !4
	%4627 = fmul double %4626, %197
	%4628 = load i64, i64* %i.addr.3
	%4629 = load i64, i64* %j.addr.3
	%4630 = mul nsw i64 %4628, %c.shape1
	%4631 = add nsw i64 %4630, %4629
	%4632 = getelementptr inbounds double, double* %c, i64 %4631
	store double %4627, double* %4632, align 8, !alias.scope !4
	%4633 = icmp slt i64 0, %m
	%4634 = sub i64 %m, 0
	%4635 = select i1 %4633, i64 %4634, i64 0
	br label %k.head.2

k.head.2:
	%k.it.2 = phi i64 [ 0, %j.cols.body.2 ], [ %4802, %k.latch.2 ]
	%4636 = icmp ult i64 %k.it.2, %4635
	br i1 %4636, label %k.body.2, label %k.exit.2

k.body.2:
	%4637 = add nsw i64 0, %k.it.2
	store i64 %4637, i64* %k.addr
	store i64 %4637, i64* %k.addr.1
	store i64 %4637, i64* %k.addr.2
	store i64 %4637, i64* %k.addr.3
	%4638 = load i64, i64* %i.addr
	%4639 = load i64, i64* %j.addr
	%4640 = mul nsw i64 %4638, %c.shape1
	%4641 = add nsw i64 %4640, %4639
	%4642 = getelementptr inbounds double, double* %c, i64 %4641
	%4643 = load double, double* %4642, align 8, !alias.scope !4
	%4644 = load i64, i64* %j.addr
	%4645 = load i64, i64* %k.addr
	%4646 = mul nsw i64 %4644, %a.shape1
	%4647 = add nsw i64 %4646, %4645
	%4648 = getelementptr inbounds double, double* %a, i64 %4647
	%4649 = load double, double* %4648, align 8, !noalias !2
	%4650 = fmul double %4649, %202
	%4651 = load i64, i64* %i.addr
	%4652 = load i64, i64* %k.addr
	%4653 = mul nsw i64 %4651, %b.shape1
	%4654 = add nsw i64 %4653, %4652
	%4655 = getelementptr inbounds double, double* %b, i64 %4654
	%4656 = load double, double* %4655, align 8, !noalias !3
	%4657 = fmul double %4650, %4656
	%4658 = fadd double %4643, %4657
	%4659 = load i64, i64* %j.addr
	%4660 = load i64, i64* %k.addr
	%4661 = mul nsw i64 %4659, %b.shape1
	%4662 = add nsw i64 %4661, %4660
	%4663 = getelementptr inbounds double, double* %b, i64 %4662
	%4664 = load double, double* %4663, align 8, !noalias !3
	%4665 = fmul double %4664, %202
	%4666 = load i64, i64* %i.addr
	%4667 = load i64, i64* %k.addr
	%4668 = mul nsw i64 %4666, %a.shape1
	%4669 = add nsw i64 %4668, %4667
	%4670 = getelementptr inbounds double, double* %a, i64 %4669
	%4671 = load double, double* %4670, align 8, !noalias !2
	%4672 = fmul double %4665, %4671
	%4673 = fadd double %4658, %4672
	%4674 = load i64, i64* %i.addr
	%4675 = load i64, i64* %j.addr
	%4676 = mul nsw i64 %4674, %c.shape1
	%4677 = add nsw i64 %4676, %4675
	%4678 = getelementptr inbounds double, double* %c, i64 %4677
	store double %4673, double* %4678, align 8, !alias.scope !4
	%4679 = load i64, i64* %i.addr.1
	%4680 = load i64, i64* %j.addr.1
	%4681 = mul nsw i64 %4679, %c.shape1
	%4682 = add nsw i64 %4681, %4680
	%4683 = getelementptr inbounds double, double* %c, i64 %4682
	%4684 = load double, double* %4683, align 8, !alias.scope !4
	%4685 = load i64, i64* %j.addr.1
	%4686 = load i64, i64* %k.addr.1
	%4687 = mul nsw i64 %4685, %a.shape1
	%4688 = add nsw i64 %4687, %4686
	%4689 = getelementptr inbounds double, double* %a, i64 %4688
	%4690 = load double, double* %4689, align 8, !noalias !2
	%4691 = fmul double %4690, %202
	%4692 = load i64, i64* %i.addr.1
	%4693 = load i64, i64* %k.addr.1
	%4694 = mul nsw i64 %4692, %b.shape1
	%4695 = add nsw i64 %4694, %4693
	%4696 = getelementptr inbounds double, double* %b, i64 %4695
	%4697 = load double, double* %4696, align 8, !noalias !3
	%4698 = fmul double %4691, %4697
	%4699 = fadd double %4684, %4698
	%4700 = load i64, i64* %j.addr.1
	%4701 = load i64, i64* %k.addr.1
	%4702 = mul nsw i64 %4700, %b.shape1
	%4703 = add nsw i64 %4702, %4701
	%4704 = getelementptr inbounds double, double* %b, i64 %4703
	%4705 = load double, double* %4704, align 8, !noalias !3
	%4706 = fmul double %4705, %202
	%4707 = load i64, i64* %i.addr.1
	%4708 = load i64, i64* %k.addr.1
	%4709 = mul nsw i64 %4707, %a.shape1
	%4710 = add nsw i64 %4709, %4708
	%4711 = getelementptr inbounds double, double* %a, i64 %4710
	%4712 = load double, double* %4711, align 8, !noalias !2
	%4713 = fmul double %4706, %4712
	%4714 = fadd double %4699, %4713
	%4715 = load i64, i64* %i.addr.1
	%4716 = load i64, i64* %j.addr.1
	%4717 = mul nsw i64 %4715, %c.shape1
	%4718 = add nsw i64 %4717, %4716
	%4719 = getelementptr inbounds double, double* %c, i64 %4718
	store double %4714, double* %4719, align 8, !alias.scope !4
	%4720 = load i64, i64* %i.addr.2
	%4721 = load i64, i64* %j.addr.2
	%4722 = mul nsw i64 %4720, %c.shape1
	%4723 = add nsw i64 %4722, %4721
	%4724 = getelementptr inbounds double, double* %c, i64 %4723
	%4725 = load double, double* %4724, align 8, !alias.scope !4
	%4726 = load i64, i64* %j.addr.2
	%4727 = load i64, i64* %k.addr.2
	%4728 = mul nsw i64 %4726, %a.shape1
	%4729 = add nsw i64 %4728, %4727
	%4730 = getelementptr inbounds double, double* %a, i64 %4729
	%4731 = load double, double* %4730, align 8, !noalias !2
	%4732 = fmul double %4731, %202
	%4733 = load i64, i64* %i.addr.2
	%4734 = load i64, i64* %k.addr.2
	%4735 = mul nsw i64 %4733, %b.shape1
	%4736 = add nsw i64 %4735, %4734
	%4737 = getelementptr inbounds double, double* %b, i64 %4736
	%4738 = load double, double* %4737, align 8, !noalias !3
	%4739 = fmul double %4732, %4738
	%4740 = fadd double %4725, %4739
	%4741 = load i64, i64* %j.addr.2
	%4742 = load i64, i64* %k.addr.2
	%4743 = mul nsw i64 %4741, %b.shape1
	%4744 = add nsw i64 %4743, %4742
	%4745 = getelementptr inbounds double, double* %b, i64 %4744
	%4746 = load double, double* %4745, align 8, !noalias !3
	%4747 = fmul double %4746, %202
	%4748 = load i64, i64* %i.addr.2
	%4749 = load i64, i64* %k.addr.2
	%4750 = mul nsw i64 %4748, %a.shape1
	%4751 = add nsw i64 %4750, %4749
	%4752 = getelementptr inbounds double, double* %a, i64 %4751
	%4753 = load double, double* %4752, align 8, !noalias !2
	%4754 = fmul double %4747, %4753
	%4755 = fadd double %4740, %4754
	%4756 = load i64, i64* %i.addr.2
	%4757 = load i64, i64* %j.addr.2
	%4758 = mul nsw i64 %4756, %c.shape1
	%4759 = add nsw i64 %4758, %4757
	%4760 = getelementptr inbounds double, double* %c, i64 %4759
	store double %4755, double* %4760, align 8, !alias.scope !4
	%4761 = load i64, i64* %i.addr.3
	%4762 = load i64, i64* %j.addr.3
	%4763 = mul nsw i64 %4761, %c.shape1
	%4764 = add nsw i64 %4763, %4762
	%4765 = getelementptr inbounds double, double* %c, i64 %4764
	%4766 = load double, double* %4765, align 8, !alias.scope !4
	%4767 = load i64, i64* %j.addr.3
	%4768 = load i64, i64* %k.addr.3
	%4769 = mul nsw i64 %4767, %a.shape1
	%4770 = add nsw i64 %4769, %4768
	%4771 = getelementptr inbounds double, double* %a, i64 %4770
	%4772 = load double, double* %4771, align 8, !noalias !2
	%4773 = fmul double %4772, %202
	%4774 = load i64, i64* %i.addr.3
	%4775 = load i64, i64* %k.addr.3
	%4776 = mul nsw i64 %4774, %b.shape1
	%4777 = add nsw i64 %4776, %4775
	%4778 = getelementptr inbounds double, double* %b, i64 %4777
	%4779 = load double, double* %4778, align 8, !noalias !3
	%4780 = fmul double %4773, %4779
	%4781 = fadd double %4766, %4780
	%4782 = load i64, i64* %j.addr.3
	%4783 = load i64, i64* %k.addr.3
	%4784 = mul nsw i64 %4782, %b.shape1
	%4785 = add nsw i64 %4784, %4783
	%4786 = getelementptr inbounds double, double* %b, i64 %4785
	%4787 = load double, double* %4786, align 8, !noalias !3
	%4788 = fmul double %4787, %202
	%4789 = load i64, i64* %i.addr.3
	%4790 = load i64, i64* %k.addr.3
	%4791 = mul nsw i64 %4789, %a.shape1
	%4792 = add nsw i64 %4791, %4790
	%4793 = getelementptr inbounds double, double* %a, i64 %4792
	%4794 = load double, double* %4793, align 8, !noalias !2
	%4795 = fmul double %4788, %4794
	%4796 = fadd double %4781, %4795
	%4797 = load i64, i64* %i.addr.3
	%4798 = load i64, i64* %j.addr.3
	%4799 = mul nsw i64 %4797, %c.shape1
	%4800 = add nsw i64 %4799, %4798
	%4801 = getelementptr inbounds double, double* %c, i64 %4800
	store double %4796, double* %4801, align 8, !alias.scope !4
	br label %k.latch.2

k.latch.2:
	%4802 = add nuw i64 %k.it.2, 1
	br label %k.head.2

k.exit.2:
	br label %j.cols.latch.2

j.cols.latch.2:
	%4803 = add nuw i64 %j.cols.it.2, 1
	br label %j.cols.head.2

j.cols.exit.2:
	%4804 = icmp ugt i64 %234, %273
	%4805 = sub i64 %234, %273
	%4806 = select i1 %4804, i64 %4805, i64 0
	%4807 = and i64 %4806, -16
	%4808 = add nuw i64 %273, %4807
	br label %j.cols.head.3

j.cols.head.3:
	%j.cols.it.3 = phi i64 [ %273, %j.cols.exit.2 ], [ %5696, %j.cols.latch.3 ]
	%4809 = icmp ult i64 %j.cols.it.3, %4808
	br i1 %4809, label %j.cols.body.3, label %j.cols.exit.3

j.cols.body.3:
	%4810 = add nuw nsw i64 %j.cols.it.3, 0
	%4811 = add nsw i64 0, %4810
	store i64 %225, i64* %i.addr
	store i64 %4811, i64* %j.addr
	%4812 = add nuw nsw i64 %j.cols.it.3, 1
	%4813 = add nsw i64 0, %4812
	store i64 %225, i64* %i.addr.1
	store i64 %4813, i64* %j.addr.1
	%4814 = add nuw nsw i64 %j.cols.it.3, 2
	%4815 = add nsw i64 0, %4814
	store i64 %225, i64* %i.addr.2
	store i64 %4815, i64* %j.addr.2
	%4816 = add nuw nsw i64 %j.cols.it.3, 3
	%4817 = add nsw i64 0, %4816
	store i64 %225, i64* %i.addr.3
	store i64 %4817, i64* %j.addr.3
	%4818 = add nuw nsw i64 %j.cols.it.3, 4
	%4819 = add nsw i64 0, %4818
	store i64 %225, i64* %i.addr.4
	store i64 %4819, i64* %j.addr.4
	%4820 = add nuw nsw i64 %j.cols.it.3, 5
	%4821 = add nsw i64 0, %4820
	store i64 %225, i64* %i.addr.5
	store i64 %4821, i64* %j.addr.5
	%4822 = add nuw nsw i64 %j.cols.it.3, 6
	%4823 = add nsw i64 0, %4822
	store i64 %225, i64* %i.addr.6
	store i64 %4823, i64* %j.addr.6
	%4824 = add nuw nsw i64 %j.cols.it.3, 7
	%4825 = add nsw i64 0, %4824
	store i64 %225, i64* %i.addr.7
	store i64 %4825, i64* %j.addr.7
	%4826 = add nuw nsw i64 %j.cols.it.3, 8
	%4827 = add nsw i64 0, %4826
	store i64 %225, i64* %i.addr.8
	store i64 %4827, i64* %j.addr.8
	%4828 = add nuw nsw i64 %j.cols.it.3, 9
	%4829 = add nsw i64 0, %4828
	store i64 %225, i64* %i.addr.9
	store i64 %4829, i64* %j.addr.9
	%4830 = add nuw nsw i64 %j.cols.it.3, 10
	%4831 = add nsw i64 0, %4830
	store i64 %225, i64* %i.addr.10
	store i64 %4831, i64* %j.addr.10
	%4832 = add nuw nsw i64 %j.cols.it.3, 11
	%4833 = add nsw i64 0, %4832
	store i64 %225, i64* %i.addr.11
	store i64 %4833, i64* %j.addr.11
	%4834 = add nuw nsw i64 %j.cols.it.3, 12
	%4835 = add nsw i64 0, %4834
	store i64 %225, i64* %i.addr.12
	store i64 %4835, i64* %j.addr.12
	%4836 = add nuw nsw i64 %j.cols.it.3, 13
	%4837 = add nsw i64 0, %4836
	store i64 %225, i64* %i.addr.13
	store i64 %4837, i64* %j.addr.13
	%4838 = add nuw nsw i64 %j.cols.it.3, 14
	%4839 = add nsw i64 0, %4838
	store i64 %225, i64* %i.addr.14
	store i64 %4839, i64* %j.addr.14
	%4840 = add nuw nsw i64 %j.cols.it.3, 15
	%4841 = add nsw i64 0, %4840
	store i64 %225, i64* %i.addr.15
	store i64 %4841, i64* %j.addr.15
	%4842 = load i64, i64* %i.addr
	%4843 = load i64, i64* %j.addr
	%4844 = mul nsw i64 %4842, %c.shape1
	%4845 = add nsw i64 %4844, %4843
	%4846 = getelementptr inbounds double, double* %c, i64 %4845
	%4847 = load double, double* %4846, align 8, !alias.scope !4
	%4848 = fmul double %4847, %197
	%4849 = load i64, i64* %i.addr
	%4850 = load i64, i64* %j.addr
	%4851 = mul nsw i64 %4849, %c.shape1
	%4852 = add nsw i64 %4851, %4850
	%4853 = getelementptr inbounds double, double* %c, i64 %4852
	store double %4848, double* %4853, align 8, !alias.scope !4
	%4854 = load i64, i64* %i.addr.1
	%4855 = load i64, i64* %j.addr.1
	%4856 = mul nsw i64 %4854, %c.shape1
	%4857 = add nsw i64 %4856, %4855
	%4858 = getelementptr inbounds double, double* %c, i64 %4857
	%4859 = load double, double* %4858, align 8, !alias.scope !4
	%4860 = fmul double %4859, %197
	%4861 = load i64, i64* %i.addr.1
	%4862 = load i64, i64* %j.addr.1
	%4863 = mul nsw i64 %4861, %c.shape1
	%4864 = add nsw i64 %4863, %4862
	%4865 = getelementptr inbounds double, double* %c, i64 %4864
	store double %4860, double* %4865, align 8, !alias.scope !4
	%4866 = load i64, i64* %i.addr.2
	%4867 = load i64, i64* %j.addr.2
	%4868 = mul nsw i64 %4866, %c.shape1
	%4869 = add nsw i64 %4868, %4867
	%4870 = getelementptr inbounds double, double* %c, i64 %4869
	%4871 = load double, double* %4870, align 8, !alias.scope !4
	%4872 = fmul double %4871, %197
	%4873 = load i64, i64* %i.addr.2
	%4874 = load i64, i64* %j.addr.2
	%4875 = mul nsw i64 %4873, %c.shape1
	%4876 = add nsw i64 %4875, %4874
	%4877 = getelementptr inbounds double, double* %c, i64 %4876
	store double %4872, double* %4877, align 8, !alias.scope !4
	%4878 = load i64, i64* %i.addr.3
	%4879 = load i64, i64* %j.addr.3
	%4880 = mul nsw i64 %4878, %c.shape1
	%4881 = add nsw i64 %4880, %4879
	%4882 = getelementptr inbounds double, double* %c, i64 %4881
	%4883 = load double, double* %4882, align 8, !alias.scope !4
	%4884 = fmul double %4883, %197
	%4885 = load i64, i64* %i.addr.3
	%4886 = load i64, i64* %j.addr.3
	%4887 = mul nsw i64 %4885, %c.shape1
	%4888 = add nsw i64 %4887, %4886
	%4889 = getelementptr inbounds double, double* %c, i64 %4888
	store double %4884, double* %4889, align 8, !alias.scope !4
	%4890 = load i64, i64* %i.addr.4
	%4891 = load i64, i64* %j.addr.4
	%4892 = mul nsw i64 %4890, %c.shape1
	%4893 = add nsw i64 %4892, %4891
	%4894 = getelementptr inbounds double, double* %c, i64 %4893
	%4895 = load double, double* %4894, align 8, !alias.scope !4
	%4896 = fmul double %4895, %197
	%4897 = load i64, i64* %i.addr.4
	%4898 = load i64, i64* %j.addr.4
	%4899 = mul nsw i64 %4897, %c.shape1
	%4900 = add nsw i64 %4899, %4898
	%4901 = getelementptr inbounds double, double* %c, i64 %4900
	store double %4896, double* %4901, align 8, !alias.scope !4
	%4902 = load i64, i64* %i.addr.5
	%4903 = load i64, i64* %j.addr.5
	%4904 = mul nsw i64 %4902, %c.shape1
	%4905 = add nsw i64 %4904, %4903
	%4906 = getelementptr inbounds double, double* %c, i64 %4905
	%4907 = load double, double* %4906, align 8, !alias.scope !4
	%4908 = fmul double %4907, %197
	%4909 = load i64, i64* %i.addr.5
	%4910 = load i64, i64* %j.addr.5
	%4911 = mul nsw i64 %4909, %c.shape1
	%4912 = add nsw i64 %4911, %4910
	%4913 = getelementptr inbounds double, double* %c, i64 %4912
	store double %4908, double* %4913, align 8, !alias.scope !4
	%4914 = load i64, i64* %i.addr.6
	%4915 = load i64, i64* %j.addr.6
	%4916 = mul nsw i64 %4914, %c.shape1
	%4917 = add nsw i64 %4916, %4915
	%4918 = getelementptr inbounds double, double* %c, i64 %4917
	%4919 = load double, double* %4918, align 8, !alias.scope !4
	%4920 = fmul double %4919, %197
	%4921 = load i64, i64* %i.addr.6
	%4922 = load i64, i64* %j.addr.6
	%4923 = mul nsw i64 %4921, %c.shape1
	%4924 = add nsw i64 %4923, %4922
	%4925 = getelementptr inbounds double, double* %c, i64 %4924
	store double %4920, double* %4925, align 8, !alias.scope !4
	%4926 = load i64, i64* %i.addr.7
	%4927 = load i64, i64* %j.addr.7
	%4928 = mul nsw i64 %4926, %c.shape1
	%4929 = add nsw i64 %4928, %4927
	%4930 = getelementptr inbounds double, double* %c, i64 %4929
	%4931 = load double, double* %4930, align 8, !alias.scope !4
	%4932 = fmul double %4931, %197
	%4933 = load i64, i64* %i.addr.7
	%4934 = load i64, i64* %j.addr.7
	%4935 = mul nsw i64 %4933, %c.shape1
	%4936 = add nsw i64 %4935, %4934
	%4937 = getelementptr inbounds double, double* %c, i64 %4936
	store double %4932, double* %4937, align 8, !alias.scope !4
	%4938 = load i64, i64* %i.addr.8
	%4939 = load i64, i64* %j.addr.8
	%4940 = mul nsw i64 %4938, %c.shape1
	%4941 = add nsw i64 %4940, %4939
	%4942 = getelementptr inbounds double, double* %c, i64 %4941
	%4943 = load double, double* %4942, align 8, !alias.scope !4
	%4944 = fmul double %4943, %197
	%4945 = load i64, i64* %i.addr.8
	%4946 = load i64, i64* %j.addr.8
	%4947 = mul nsw i64 %4945, %c.shape1
	%4948 = add nsw i64 %4947, %4946
	%4949 = getelementptr inbounds double, double* %c, i64 %4948
	store double %4944, double* %4949, align 8, !alias.scope !4
	%4950 = load i64, i64* %i.addr.9
	%4951 = load i64, i64* %j.addr.9
	%4952 = mul nsw i64 %4950, %c.shape1
	%4953 = add nsw i64 %4952, %4951
	%4954 = getelementptr inbounds double, double* %c, i64 %4953
	%4955 = load double, double* %4954, align 8, !alias.scope !4
	%4956 = fmul double %4955, %197
	%4957 = load i64, i64* %i.addr.9
	%4958 = load i64, i64* %j.addr.9
	%4959 = mul nsw i64 %4957, %c.shape1
	%4960 = add nsw i64 %4959, %4958
	%4961 = getelementptr inbounds double, double* %c, i64 %4960
	store double %4956, double* %4961, align 8, !alias.scope !4
	%4962 = load i64, i64* %i.addr.10
	%4963 = load i64, i64* %j.addr.10
	%4964 = mul nsw i64 %4962, %c.shape1
	%4965 = add nsw i64 %4964, %4963
	%4966 = getelementptr inbounds double, double* %c, i64 %4965
	%4967 = load double, double* %4966, align 8, !alias.scope !4
	%4968 = fmul double %4967, %197
	%4969 = load i64, i64* %i.addr.10
	%4970 = load i64, i64* %j.addr.10
	%4971 = mul nsw i64 %4969, %c.shape1
	%4972 = add nsw i64 %4971, %4970
	%4973 = getelementptr inbounds double, double* %c, i64 %4972
	store double %4968, double* %4973, align 8, !alias.scope !4
	%4974 = load i64, i64* %i.addr.11
	%4975 = load i64, i64* %j.addr.11
	%4976 = mul nsw i64 %4974, %c.shape1
	%4977 = add nsw i64 %4976, %4975
	%4978 = getelementptr inbounds double, double* %c, i64 %4977
	%4979 = load double, double* %4978, align 8, !alias.scope !4
	%4980 = fmul double %4979, %197
	%4981 = load i64, i64* %i.addr.11
	%4982 = load i64, i64* %j.addr.11
	%4983 = mul nsw i64 %4981, %c.shape1
	%4984 = add nsw i64 %4983, %4982
	%4985 = getelementptr inbounds double, double* %c, i64 %4984
	store double %4980, double* %4985, align 8, !alias.scope !4
	%4986 = load i64, i64* %i.addr.12
	%4987 = load i64, i64* %j.addr.12
	%4988 = mul nsw i64 %4986, %c.shape1
	%4989 = add nsw i64 %4988, %4987
	%4990 = getelementptr inbounds double, double* %c, i64 %4989
	%4991 = load double, double* %4990, align 8, !alias.scope !4
	%4992 = fmul double %4991, %197
	%4993 = load i64, i64* %i.addr.12
	%4994 = load i64, i64* %j.addr.12
	%4995 = mul nsw i64 %4993, %c.shape1
	%4996 = add nsw i64 %4995, %4994
	%4997 = getelementptr inbounds double, double* %c, i64 %4996
	store double %4992, double* %4997, align 8, !alias.scope !4
	%4998 = load i64, i64* %i.addr.13
	%4999 = load i64, i64* %j.addr.13
	%5000 = mul nsw i64 %4998, %c.shape1
	%5001 = add nsw i64 %5000, %4999
	%5002 = getelementptr inbounds double, double* %c, i64 %5001
	%5003 = load double, double* %5002, align 8, !alias.scope !4
	%5004 = fmul double %5003, %197
	%5005 = load i64, i64* %i.addr.13
	%5006 = load i64, i64* %j.addr.13
	%5007 = mul nsw i64 %5005, %c.shape1
	%5008 = add nsw i64 %5007, %5006
	%5009 = getelementptr inbounds double, double* %c, i64 %5008
	store double %5004, double* %5009, align 8, !alias.scope !4
	%5010 = load i64, i64* %i.addr.14
	%5011 = load i64, i64* %j.addr.14
	%5012 = mul nsw i64 %5010, %c.shape1
	%5013 = add nsw i64 %5012, %5011
	%5014 = getelementptr inbounds double, double* %c, i64 %5013
	%5015 = load double, double* %5014, align 8, !alias.scope !4
	%5016 = fmul double %5015, %197
	%5017 = load i64, i64* %i.addr.14
	%5018 = load i64, i64* %j.addr.14
	%5019 = mul nsw i64 %5017, %c.shape1
	%5020 = add nsw i64 %5019, %5018
	%5021 = getelementptr inbounds double, double* %c, i64 %5020
	store double %5016, double* %5021, align 8, !alias.scope !4
	%5022 = load i64, i64* %i.addr.15
	%5023 = load i64, i64* %j.addr.15
	%5024 = mul nsw i64 %5022, %c.shape1
	%5025 = add nsw i64 %5024, %5023
	%5026 = getelementptr inbounds double, double* %c, i64 %5025
	%5027 = load double, double* %5026, align 8, !alias.scope !4
	%5028 = fmul double %5027, %197
	%5029 = load i64, i64* %i.addr.15
	%5030 = load i64, i64* %j.addr.15
	%5031 = mul nsw i64 %5029, %c.shape1
	%5032 = add nsw i64 %5031, %5030
	%5033 = getelementptr inbounds double, double* %c, i64 %5032
	store double %5028, double* %5033, align 8, !alias.scope !4
	%5034 = icmp slt i64 0, %m
	%5035 = sub i64 %m, 0
	%5036 = select i1 %5034, i64 %5035, i64 0
	br label %k.head.3

k.head.3:
	%k.it.3 = phi i64 [ 0, %j.cols.body.3 ], [ %5695, %k.latch.3 ]
	%5037 = icmp ult i64 %k.it.3, %5036
	br i1 %5037, label %k.body.3, label %k.exit.3

k.body.3:
	%5038 = add nsw i64 0, %k.it.3
	store i64 %5038, i64* %k.addr
	store i64 %5038, i64* %k.addr.1
	store i64 %5038, i64* %k.addr.2
	store i64 %5038, i64* %k.addr.3
	store i64 %5038, i64* %k.addr.4
	store i64 %5038, i64* %k.addr.5
	store i64 %5038, i64* %k.addr.6
	store i64 %5038, i64* %k.addr.7
	store i64 %5038, i64* %k.addr.8
	store i64 %5038, i64* %k.addr.9
	store i64 %5038, i64* %k.addr.10
	store i64 %5038, i64* %k.addr.11
	store i64 %5038, i64* %k.addr.12
	store i64 %5038, i64* %k.addr.13
	store i64 %5038, i64* %k.addr.14
	store i64 %5038, i64* %k.addr.15
	%5039 = load i64, i64* %i.addr
	%5040 = load i64, i64* %j.addr
	%5041 = mul nsw i64 %5039, %c.shape1
	%5042 = add nsw i64 %5041, %5040
	%5043 = getelementptr inbounds double, double* %c, i64 %5042
	%5044 = load double, double* %5043, align 8, !alias.scope !4
	%5045 = load i64, i64* %j.addr
	%5046 = load i64, i64* %k.addr
	%5047 = mul nsw i64 %5045, %a.shape1
	%5048 = add nsw i64 %5047, %5046
	%5049 = getelementptr inbounds double, double* %a, i64 %5048
	%5050 = load double, double* %5049, align 8, !noalias !2
	%5051 = fmul double %5050, %202
	%5052 = load i64, i64* %i.addr
	%5053 = load i64, i64* %k.addr
	%5054 = mul nsw i64 %5052, %b.shape1
	%5055 = add nsw i64 %5054, %5053
	%5056 = getelementptr inbounds double, double* %b, i64 %5055
	%5057 = load double, double* %5056, align 8, !noalias !3
	%5058 = fmul double %5051, %5057
	%5059 = fadd double %5044, %5058
	%5060 = load i64, i64* %j.addr
	%5061 = load i64, i64* %k.addr
	%5062 = mul nsw i64 %5060, %b.shape1
	%5063 = add nsw i64 %5062, %5061
	%5064 = getelementptr inbounds double, double* %b, i64 %5063
	%5065 = load double, double* %5064, align 8, !noalias !3
	%5066 = fmul double %5065, %202
	%5067 = load i64, i64* %i.addr
	%5068 = load i64, i64* %k.addr
	%5069 = mul nsw i64 %5067, %a.shape1
	%5070 = add nsw i64 %5069, %5068
	%5071 = getelementptr inbounds double, double* %a, i64 %5070
	%5072 = load double, double* %5071, align 8, !noalias !2
	%5073 = fmul double %5066, %5072
	%5074 = fadd double %5059, %5073
	%5075 = load i64, i64* %i.addr
	%5076 = load i64, i64* %j.addr
	%5077 = mul nsw i64 %5075, %c.shape1
	%5078 = add nsw i64 %5077, %5076
	%5079 = getelementptr inbounds double, double* %c, i64 %5078
	store double %5074, double* %5079, align 8, !alias.scope !4
	%5080 = load i64, i64* %i.addr.1
	%5081 = load i64, i64* %j.addr.1
	%5082 = mul nsw i64 %5080, %c.shape1
	%5083 = add nsw i64 %5082, %5081
	%5084 = getelementptr inbounds double, double* %c, i64 %5083
	%5085 = load double, double* %5084, align 8, !alias.scope !4
	%5086 = load i64, i64* %j.addr.1
	%5087 = load i64, i64* %k.addr.1
	%5088 = mul nsw i64 %5086, %a.shape1
	%5089 = add nsw i64 %5088, %5087
	%5090 = getelementptr inbounds double, double* %a, i64 %5089
	%5091 = load double, double* %5090, align 8, !noalias !2
	%5092 = fmul double %5091, %202
	%5093 = load i64, i64* %i.addr.1
	%5094 = load i64, i64* %k.addr.1
	%5095 = mul nsw i64 %5093, %b.shape1
	%5096 = add nsw i64 %5095, %5094
	%5097 = getelementptr inbounds double, double* %b, i64 %5096
	%5098 = load double, double* %5097, align 8, !noalias !3
	%5099 = fmul double %5092, %5098
	%5100 = fadd double %5085, %5099
	%5101 = load i64, i64* %j.addr.1
	%5102 = load i64, i64* %k.addr.1
	%5103 = mul nsw i64 %5101, %b.shape1
	%5104 = add nsw i64 %5103, %5102
	%5105 = getelementptr inbounds double, double* %b, i64 %5104
	%5106 = load double, double* %5105, align 8, !noalias !3
	%5107 = fmul double %5106, %202
	%5108 = load i64, i64* %i.addr.1
	%5109 = load i64, i64* %k.addr.1
	%5110 = mul nsw i64 %5108, %a.shape1
	%5111 = add nsw i64 %5110, %5109
	%5112 = getelementptr inbounds double, double* %a, i64 %5111
	%5113 = load double, double* %5112, align 8, !noalias !2
	%5114 = fmul double %5107, %5113
	%5115 = fadd double %5100, %5114
	%5116 = load i64, i64* %i.addr.1
	%5117 = load i64, i64* %j.addr.1
	%5118 = mul nsw i64 %5116, %c.shape1
	%5119 = add nsw i64 %5118, %5117
	%5120 = getelementptr inbounds double, double* %c, i64 %5119
	store double %5115, double* %5120, align 8, !alias.scope !4
	%5121 = load i64, i64* %i.addr.2
	%5122 = load i64, i64* %j.addr.2
	%5123 = mul nsw i64 %5121, %c.shape1
	%5124 = add nsw i64 %5123, %5122
	%5125 = getelementptr inbounds double, double* %c, i64 %5124
	%5126 = load double, double* %5125, align 8, !alias.scope !4
	%5127 = load i64, i64* %j.addr.2
	%5128 = load i64, i64* %k.addr.2
	%5129 = mul nsw i64 %5127, %a.shape1
	%5130 = add nsw i64 %5129, %5128
	%5131 = getelementptr inbounds double, double* %a, i64 %5130
	%5132 = load double, double* %5131, align 8, !noalias !2
	%5133 = fmul double %5132, %202
	%5134 = load i64, i64* %i.addr.2
	%5135 = load i64, i64* %k.addr.2
	%5136 = mul nsw i64 %5134, %b.shape1
	%5137 = add nsw i64 %5136, %5135
	%5138 = getelementptr inbounds double, double* %b, i64 %5137
	%5139 = load double, double* %5138, align 8, !noalias !3
	%5140 = fmul double %5133, %5139
	%5141 = fadd double %5126, %5140
	%5142 = load i64, i64* %j.addr.2
	%5143 = load i64, i64* %k.addr.2
	%5144 = mul nsw i64 %5142, %b.shape1
	%5145 = add nsw i64 %5144, %5143
	%5146 = getelementptr inbounds double, double* %b, i64 %5145
	%5147 = load double, double* %5146, align 8, !noalias !3
	%5148 = fmul double %5147, %202
	%5149 = load i64, i64* %i.addr.2
	%5150 = load i64, i64* %k.addr.2
	%5151 = mul nsw i64 %5149, %a.shape1
	%5152 = add nsw i64 %5151, %5150
	%5153 = getelementptr inbounds double, double* %a, i64 %5152
	%5154 = load double, double* %5153, align 8, !noalias !2
	%5155 = fmul double %5148, %5154
	%5156 = fadd double %5141, %5155
	%5157 = load i64, i64* %i.addr.2
	%5158 = load i64, i64* %j.addr.2
	%5159 = mul nsw i64 %5157, %c.shape1
	%5160 = add nsw i64 %5159, %5158
	%5161 = getelementptr inbounds double, double* %c, i64 %5160
	store double %5156, double* %5161, align 8, !alias.scope !4
	%5162 = load i64, i64* %i.addr.3
	%5163 = load i64, i64* %j.addr.3
	%5164 = mul nsw i64 %5162, %c.shape1
	%5165 = add nsw i64 %5164, %5163
	%5166 = getelementptr inbounds double, double* %c, i64 %5165
	%5167 = load double, double* %5166, align 8, !alias.scope !4
	%5168 = load i64, i64* %j.addr.3
	%5169 = load i64, i64* %k.addr.3
	%5170 = mul nsw i64 %5168, %a.shape1
	%5171 = add nsw i64 %5170, %5169
	%5172 = getelementptr inbounds double, double* %a, i64 %5171
	%5173 = load double, double* %5172, align 8, !noalias !2
	%5174 = fmul double %5173, %202
	%5175 = load i64, i64* %i.addr.3
	%5176 = load i64, i64* %k.addr.3
	%5177 = mul nsw i64 %5175, %b.shape1
	%5178 = add nsw i64 %5177, %5176
	%5179 = getelementptr inbounds double, double* %b, i64 %5178
	%5180 = load double, double* %5179, align 8, !noalias !3
	%5181 = fmul double %5174, %5180
	%5182 = fadd double %5167, %5181
	%5183 = load i64, i64* %j.addr.3
	%5184 = load i64, i64* %k.addr.3
	%5185 = mul nsw i64 %5183, %b.shape1
	%5186 = add nsw i64 %5185, %5184
	%5187 = getelementptr inbounds double, double* %b, i64 %5186
	%5188 = load double, double* %5187, align 8, !noalias !3
	%5189 = fmul double %5188, %202
	%5190 = load i64, i64* %i.addr.3
	%5191 = load i64, i64* %k.addr.3
	%5192 = mul nsw i64 %5190, %a.shape1
	%5193 = add nsw i64 %5192, %5191
	%5194 = getelementptr inbounds double, double* %a, i64 %5193
	%5195 = load double, double* %5194, align 8, !noalias !2
	%5196 = fmul double %5189, %5195
	%5197 = fadd double %5182, %5196
	%5198 = load i64, i64* %i.addr.3
	%5199 = load i64, i64* %j.addr.3
	%5200 = mul nsw i64 %5198, %c.shape1
	%5201 = add nsw i64 %5200, %5199
	%5202 = getelementptr inbounds double, double* %c, i64 %5201
	store double %5197, double* %5202, align 8, !alias.scope !4
	%5203 = load i64, i64* %i.addr.4
	%5204 = load i64, i64* %j.addr.4
	%5205 = mul nsw i64 %5203, %c.shape1
	%5206 = add nsw i64 %5205, %5204
	%5207 = getelementptr inbounds double, double* %c, i64 %5206
	%5208 = load double, double* %5207, align 8, !alias.scope !4
	%5209 = load i64, i64* %j.addr.4
	%5210 = load i64, i64* %k.addr.4
	%5211 = mul nsw i64 %5209, %a.shape1
	%5212 = add nsw i64 %5211, %5210
	%5213 = getelementptr inbounds double, double* %a, i64 %5212
	%5214 = load double, double* %5213, align 8, !noalias !2
	%5215 = fmul double %5214, %202
	%5216 = load i64, i64* %i.addr.4
	%5217 = load i64, i64* %k.addr.4
	%5218 = mul nsw i64 %5216, %b.shape1
	%5219 = add nsw i64 %5218, %5217
	%5220 = getelementptr inbounds double, double* %b, i64 %5219
	%5221 = load double, double* %5220, align 8, !noalias !3
	%5222 = fmul double %5215, %5221
	%5223 = fadd double %5208, %5222
	%5224 = load i64, i64* %j.addr.4
	%5225 = load i64, i64* %k.addr.4
	%5226 = mul nsw i64 %5224, %b.shape1
	%5227 = add nsw i64 %5226, %5225
	%5228 = getelementptr inbounds double, double* %b, i64 %5227
	%5229 = load double, double* %5228, align 8, !noalias !3
	%5230 = fmul double %5229, %202
	%5231 = load i64, i64* %i.addr.4
	%5232 = load i64, i64* %k.addr.4
	%5233 = mul nsw i64 %5231, %a.shape1
	%5234 = add nsw i64 %5233, %5232
	%5235 = getelementptr inbounds double, double* %a, i64 %5234
	%5236 = load double, double* %5235, align 8, !noalias !2
	%5237 = fmul double %5230, %5236
	%5238 = fadd double %5223, %5237
	%5239 = load i64, i64* %i.addr.4
	%5240 = load i64, i64* %j.addr.4
	%5241 = mul nsw i64 %5239, %c.shape1
	%5242 = add nsw i64 %5241, %5240
	%5243 = getelementptr inbounds double, double* %c, i64 %5242
	store double %5238, double* %5243, align 8, !alias.scope !4
	%5244 = load i64, i64* %i.addr.5
	%5245 = load i64, i64* %j.addr.5
	%5246 = mul nsw i64 %5244, %c.shape1
	%5247 = add nsw i64 %5246, %5245
	%5248 = getelementptr inbounds double, double* %c, i64 %5247
	%5249 = load double, double* %5248, align 8, !alias.scope !4
	%5250 = load i64, i64* %j.addr.5
	%5251 = load i64, i64* %k.addr.5
	%5252 = mul nsw i64 %5250, %a.shape1
	%5253 = add nsw i64 %5252, %5251
	%5254 = getelementptr inbounds double, double* %a, i64 %5253
	%5255 = load double, double* %5254, align 8, !noalias !2
	%5256 = fmul double %5255, %202
	%5257 = load i64, i64* %i.addr.5
	%5258 = load i64, i64* %k.addr.5
	%5259 = mul nsw i64 %5257, %b.shape1
	%5260 = add nsw i64 %5259, %5258
	%5261 = getelementptr inbounds double, double* %b, i64 %5260
	%5262 = load double, double* %5261, align 8, !noalias !3
	%5263 = fmul double %5256, %5262
	%5264 = fadd double %5249, %5263
	%5265 = load i64, i64* %j.addr.5
	%5266 = load i64, i64* %k.addr.5
	%5267 = mul nsw i64 %5265, %b.shape1
	%5268 = add nsw i64 %5267, %5266
	%5269 = getelementptr inbounds double, double* %b, i64 %5268
	%5270 = load double, double* %5269, align 8, !noalias !3
	%5271 = fmul double %5270, %202
	%5272 = load i64, i64* %i.addr.5
	%5273 = load i64, i64* %k.addr.5
	%5274 = mul nsw i64 %5272, %a.shape1
	%5275 = add nsw i64 %5274, %5273
	%5276 = getelementptr inbounds double, double* %a, i64 %5275
	%5277 = load double, double* %5276, align 8, !noalias !2
	%5278 = fmul double %5271, %5277
	%5279 = fadd double %5264, %5278
	%5280 = load i64, i64* %i.addr.5
	%5281 = load i64, i64* %j.addr.5
	%5282 = mul nsw i64 %5280, %c.shape1
	%5283 = add nsw i64 %5282, %5281
	%5284 = getelementptr inbounds double, double* %c, i64 %5283
	store double %5279, double* %5284, align 8, !alias.scope !4
	%5285 = load i64, i64* %i.addr.6
	%5286 = load i64, i64* %j.addr.6
	%5287 = mul nsw i64 %5285, %c.shape1
	%5288 = add nsw i64 %5287, %5286
	%5289 = getelementptr inbounds double, double* %c, i64 %5288
	%5290 = load double, double* %5289, align 8, !alias.scope !4
	%5291 = load i64, i64* %j.addr.6
	%5292 = load i64, i64* %k.addr.6
	%5293 = mul nsw i64 %5291, %a.shape1
	%5294 = add nsw i64 %5293, %5292
	%5295 = getelementptr inbounds double, double* %a, i64 %5294
	%5296 = load double, double* %5295, align 8, !noalias !2
	%5297 = fmul double %5296, %202
	%5298 = load i64, i64* %i.addr.6
	%5299 = load i64, i64* %k.addr.6
	%5300 = mul nsw i64 %5298, %b.shape1
	%5301 = add nsw i64 %5300, %5299
	%5302 = getelementptr inbounds double, double* %b, i64 %5301
	%5303 = load double, double* %5302, align 8, !noalias !3
	%5304 = fmul double %5297, %5303
	%5305 = fadd double %5290, %5304
	%5306 = load i64, i64* %j.addr.6
	%5307 = load i64, i64* %k.addr.6
	%5308 = mul nsw i64 %5306, %b.shape1
	%5309 = add nsw i64 %5308, %5307
	%5310 = getelementptr inbounds double, double* %b, i64 %5309
	%5311 = load double, double* %5310, align 8, !noalias !3
	%5312 = fmul double %5311, %202
	%5313 = load i64, i64* %i.addr.6
	%5314 = load i64, i64* %k.addr.6
	%5315 = mul nsw i64 %5313, %a.shape1
	%5316 = add nsw i64 %5315, %5314
	%5317 = getelementptr inbounds double, double* %a, i64 %5316
	%5318 = load double, double* %5317, align 8, !noalias !2
	%5319 = fmul double %5312, %5318
	%5320 = fadd double %5305, %5319
	%5321 = load i64, i64* %i.addr.6
	%5322 = load i64, i64* %j.addr.6
	%5323 = mul nsw i64 %5321, %c.shape1
	%5324 = add nsw i64 %5323, %5322
	%5325 = getelementptr inbounds double, double* %c, i64 %5324
	store double %5320, double* %5325, align 8, !alias.scope !4
	%5326 = load i64, i64* %i.addr.7
	%5327 = load i64, i64* %j.addr.7
	%5328 = mul nsw i64 %5326, %c.shape1
	%5329 = add nsw i64 %5328, %5327
	%5330 = getelementptr inbounds double, double* %c, i64 %5329
	%5331 = load double, double* %5330, align 8, !alias.scope !4
	%5332 = load i64, i64* %j.addr.7
	%5333 = load i64, i64* %k.addr.7
	%5334 = mul nsw i64 %5332, %a.shape1
	%5335 = add nsw i64 %5334, %5333
	%5336 = getelementptr inbounds double, double* %a, i64 %5335
	%5337 = load double, double* %5336, align 8, !noalias !2
	%5338 = fmul double %5337, %202
	%5339 = load i64, i64* %i.addr.7
	%5340 = load i64, i64* %k.addr.7
	%5341 = mul nsw i64 %5339, %b.shape1
	%5342 = add nsw i64 %5341, %5340
	%5343 = getelementptr inbounds double, double* %b, i64 %5342
	%5344 = load double, double* %5343, align 8, !noalias !3
	%5345 = fmul double %5338, %5344
	%5346 = fadd double %5331, %5345
	%5347 = load i64, i64* %j.addr.7
	%5348 = load i64, i64* %k.addr.7
	%5349 = mul nsw i64 %5347, %b.shape1
	%5350 = add nsw i64 %5349, %5348
	%5351 = getelementptr inbounds double, double* %b, i64 %5350
	%5352 = load double, double* %5351, align 8, !noalias !3
	%5353 = fmul double %5352, %202
	%5354 = load i64, i64* %i.addr.7
	%5355 = load i64, i64* %k.addr.7
	%5356 = mul nsw i64 %5354, %a.shape1
	%5357 = add nsw i64 %5356, %5355
	%5358 = getelementptr inbounds double, double* %a, i64 %5357
	%5359 = load double, double* %5358, align 8, !noalias !2
	%5360 = fmul double %5353, %5359
	%5361 = fadd double %5346, %5360
	%5362 = load i64, i64* %i.addr.7
	%5363 = load i64, i64* %j.addr.7
	%5364 = mul nsw i64 %5362, %c.shape1
	%5365 = add nsw i64 %5364, %5363
	%5366 = getelementptr inbounds double, double* %c, i64 %5365
	store double %5361, double* %5366, align 8, !alias.scope !4
	%5367 = load i64, i64* %i.addr.8
	%5368 = load i64, i64* %j.addr.8
	%5369 = mul nsw i64 %5367, %c.shape1
	%5370 = add nsw i64 %5369, %5368
	%5371 = getelementptr inbounds double, double* %c, i64 %5370
	%5372 = load double, double* %5371, align 8, !alias.scope !4
	%5373 = load i64, i64* %j.addr.8
	%5374 = load i64, i64* %k.addr.8
	%5375 = mul nsw i64 %5373, %a.shape1
	%5376 = add nsw i64 %5375, %5374
	%5377 = getelementptr inbounds double, double* %a, i64 %5376
	%5378 = load double, double* %5377, align 8, !noalias !2
	%5379 = fmul double %5378, %202
	%5380 = load i64, i64* %i.addr.8
	%5381 = load i64, i64* %k.addr.8
	%5382 = mul nsw i64 %5380, %b.shape1
	%5383 = add nsw i64 %5382, %5381
	%5384 = getelementptr inbounds double, double* %b, i64 %5383
	%5385 = load double, double* %5384, align 8, !noalias !3
	%5386 = fmul double %5379, %5385
	%5387 = fadd double %5372, %5386
	%5388 = load i64, i64* %j.addr.8
	%5389 = load i64, i64* %k.addr.8
	%5390 = mul nsw i64 %5388, %b.shape1
	%5391 = add nsw i64 %5390, %5389
	%5392 = getelementptr inbounds double, double* %b, i64 %5391
	%5393 = load double, double* %5392, align 8, !noalias !3
	%5394 = fmul double %5393, %202
	%5395 = load i64, i64* %i.addr.8
	%5396 = load i64, i64* %k.addr.8
	%5397 = mul nsw i64 %5395, %a.shape1
	%5398 = add nsw i64 %5397, %5396
	%5399 = getelementptr inbounds double, double* %a, i64 %5398
	%5400 = load double, double* %5399, align 8, !noalias !2
	%5401 = fmul double %5394, %5400
	%5402 = fadd double %5387, %5401
	%5403 = load i64, i64* %i.addr.8
	%5404 = load i64, i64* %j.addr.8
	%5405 = mul nsw i64 %5403, %c.shape1
	%5406 = add nsw i64 %5405, %5404
	%5407 = getelementptr inbounds double, double* %c, i64 %5406
	store double %5402, double* %5407, align 8, !alias.scope !4
	%5408 = load i64, i64* %i.addr.9
	%5409 = load i64, i64* %j.addr.9
	%5410 = mul nsw i64 %5408, %c.shape1
	%5411 = add nsw i64 %5410, %5409
	%5412 = getelementptr inbounds double, double* %c, i64 %5411
	%5413 = load double, double* %5412, align 8, !alias.scope !4
	%5414 = load i64, i64* %j.addr.9
	%5415 = load i64, i64* %k.addr.9
	%5416 = mul nsw i64 %5414, %a.shape1
	%5417 = add nsw i64 %5416, %5415
	%5418 = getelementptr inbounds double, double* %a, i64 %5417
	%5419 = load double, double* %5418, align 8, !noalias !2
	%5420 = fmul double %5419, %202
	%5421 = load i64, i64* %i.addr.9
	%5422 = load i64, i64* %k.addr.9
	%5423 = mul nsw i64 %5421, %b.shape1
	%5424 = add nsw i64 %5423, %5422
	%5425 = getelementptr inbounds double, double* %b, i64 %5424
	%5426 = load double, double* %5425, align 8, !noalias !3
	%5427 = fmul double %5420, %5426
	%5428 = fadd double %5413, %5427
	%5429 = load i64, i64* %j.addr.9
	%5430 = load i64, i64* %k.addr.9
	%5431 = mul nsw i64 %5429, %b.shape1
	%5432 = add nsw i64 %5431, %5430
	%5433 = getelementptr inbounds double, double* %b, i64 %5432
	%5434 = load double, double* %5433, align 8, !noalias !3
	%5435 = fmul double %5434, %202
	%5436 = load i64, i64* %i.addr.9
	%5437 = load i64, i64* %k.addr.9
	%5438 = mul nsw i64 %5436, %a.shape1
	%5439 = add nsw i64 %5438, %5437
	%5440 = getelementptr inbounds double, double* %a, i64 %5439
	%5441 = load double, double* %5440, align 8, !noalias !2
	%5442 = fmul double %5435, %5441
	%5443 = fadd double %5428, %5442
	%5444 = load i64, i64* %i.addr.9
	%5445 = load i64, i64* %j.addr.9
	%5446 = mul nsw i64 %5444, %c.shape1
	%5447 = add nsw i64 %5446, %5445
	%5448 = getelementptr inbounds double, double* %c, i64 %5447
	store double %5443, double* %5448, align 8, !alias.scope !4
	%5449 = load i64, i64* %i.addr.10
	%5450 = load i64, i64* %j.addr.10
	%5451 = mul nsw i64 %5449, %c.shape1
	%5452 = add nsw i64 %5451, %5450
	%5453 = getelementptr inbounds double, double* %c, i64 %5452
	%5454 = load double, double* %5453, align 8, !alias.scope !4
	%5455 = load i64, i64* %j.addr.10
	%5456 = load i64, i64* %k.addr.10
	%5457 = mul nsw i64 %5455, %a.shape1
	%5458 = add nsw i64 %5457, %5456
	%5459 = getelementptr inbounds double, double* %a, i64 %5458
	%5460 = load double, double* %5459, align 8, !noalias !2
	%5461 = fmul double %5460, %202
	%5462 = load i64, i64* %i.addr.10
	%5463 = load i64, i64* %k.addr.10
	%5464 = mul nsw i64 %5462, %b.shape1
	%5465 = add nsw i64 %5464, %5463
	%5466 = getelementptr inbounds double, double* %b, i64 %5465
	%5467 = load double, double* %5466, align 8, !noalias !3
	%5468 = fmul double %5461, %5467
	%5469 = fadd double %5454, %5468
	%5470 = load i64, i64* %j.addr.10
	%5471 = load i64, i64* %k.addr.10
	%5472 = mul nsw i64 %5470, %b.shape1
	%5473 = add nsw i64 %5472, %5471
	%5474 = getelementptr inbounds double, double* %b, i64 %5473
	%5475 = load double, double* %5474, align 8, !noalias !3
	%5476 = fmul double %5475, %202
	%5477 = load i64, i64* %i.addr.10
	%5478 = load i64, i64* %k.addr.10
	%5479 = mul nsw i64 %5477, %a.shape1
	%5480 = add nsw i64 %5479, %5478
	%5481 = getelementptr inbounds double, double* %a, i64 %5480
	%5482 = load double, double* %5481, align 8, !noalias !2
	%5483 = fmul double %5476, %5482
	%5484 = fadd double %5469, %5483
	%5485 = load i64, i64* %i.addr.10
	%5486 = load i64, i64* %j.addr.10
	%5487 = mul nsw i64 %5485, %c.shape1
	%5488 = add nsw i64 %5487, %5486
	%5489 = getelementptr inbounds double, double* %c, i64 %5488
	store double %5484, double* %5489, align 8, !alias.scope !4
	%5490 = load i64, i64* %i.addr.11
	%5491 = load i64, i64* %j.addr.11
	%5492 = mul nsw i64 %5490, %c.shape1
	%5493 = add nsw i64 %5492, %5491
	%5494 = getelementptr inbounds double, double* %c, i64 %5493
	%5495 = load double, double* %5494, align 8, !alias.scope !4
	%5496 = load i64, i64* %j.addr.11
	%5497 = load i64, i64* %k.addr.11
	%5498 = mul nsw i64 %5496, %a.shape1
	%5499 = add nsw i64 %5498, %5497
	%5500 = getelementptr inbounds double, double* %a, i64 %5499
	%5501 = load double, double* %5500, align 8, !noalias !2
	%5502 = fmul double %5501, %202
	%5503 = load i64, i64* %i.addr.11
	%5504 = load i64, i64* %k.addr.11
	%5505 = mul nsw i64 %5503, %b.shape1
	%5506 = add nsw i64 %5505, %5504
	%5507 = getelementptr inbounds double, double* %b, i64 %5506
	%5508 = load double, double* %5507, align 8, !noalias !3
	%5509 = fmul double %5502, %5508
	%5510 = fadd double %5495, %5509
	%5511 = load i64, i64* %j.addr.11
	%5512 = load i64, i64* %k.addr.11
	%5513 = mul nsw i64 %5511, %b.shape1
	%5514 = add nsw i64 %5513, %5512
	%5515 = getelementptr inbounds double, double* %b, i64 %5514
	%5516 = load double, double* %5515, align 8, !noalias !3
	%5517 = fmul double %5516, %202
	%5518 = load i64, i64* %i.addr.11
	%5519 = load i64, i64* %k.addr.11
	%5520 = mul nsw i64 %5518, %a.shape1
	%5521 = add nsw i64 %5520, %5519
	%5522 = getelementptr inbounds double, double* %a, i64 %5521
	%5523 = load double, double* %5522, align 8, !noalias !2
	%5524 = fmul double %5517, %5523
	%5525 = fadd double %5510, %5524
	%5526 = load i64, i64* %i.addr.11
	%5527 = load i64, i64* %j.addr.11
	%5528 = mul nsw i64 %5526, %c.shape1
	%5529 = add nsw i64 %5528, %5527
	%5530 = getelementptr inbounds double, double* %c, i64 %5529
	store double %5525, double* %5530, align 8, !alias.scope !4
	%5531 = load i64, i64* %i.addr.12
	%5532 = load i64, i64* %j.addr.12
	%5533 = mul nsw i64 %5531, %c.shape1
	%5534 = add nsw i64 %5533, %5532
	%5535 = getelementptr inbounds double, double* %c, i64 %5534
	%5536 = load double, double* %5535, align 8, !alias.scope !4
	%5537 = load i64, i64* %j.addr.12
	%5538 = load i64, i64* %k.addr.12
	%5539 = mul nsw i64 %5537, %a.shape1
	%5540 = add nsw i64 %5539, %5538
	%5541 = getelementptr inbounds double, double* %a, i64 %5540
	%5542 = load double, double* %5541, align 8, !noalias !2
	%5543 = fmul double %5542, %202
	%5544 = load i64, i64* %i.addr.12
	%5545 = load i64, i64* %k.addr.12
	%5546 = mul nsw i64 %5544, %b.shape1
	%5547 = add nsw i64 %5546, %5545
	%5548 = getelementptr inbounds double, double* %b, i64 %5547
	%5549 = load double, double* %5548, align 8, !noalias !3
	%5550 = fmul double %5543, %5549
	%5551 = fadd double %5536, %5550
	%5552 = load i64, i64* %j.addr.12
	%5553 = load i64, i64* %k.addr.12
	%5554 = mul nsw i64 %5552, %b.shape1
	%5555 = add nsw i64 %5554, %5553
	%5556 = getelementptr inbounds double, double* %b, i64 %5555
	%5557 = load double, double* %5556, align 8, !noalias !3
	%5558 = fmul double %5557, %202
	%5559 = load i64, i64* %i.addr.12
	%5560 = load i64, i64* %k.addr.12
	%5561 = mul nsw i64 %5559, %a.shape1
	%5562 = add nsw i64 %5561, %5560
	%5563 = getelementptr inbounds double, double* %a, i64 %5562
	%5564 = load double, double* %5563, align 8, !noalias !2
	%5565 = fmul double %5558, %5564
	%5566 = fadd double %5551, %5565
	%5567 = load i64, i64* %i.addr.12
	%5568 = load i64, i64* %j.addr.12
	%5569 = mul nsw i64 %5567, %c.shape1
	%5570 = add nsw i64 %5569, %5568
	%5571 = getelementptr inbounds double, double* %c, i64 %5570
	store double %5566, double* %5571, align 8, !alias.scope !4
	%5572 = load i64, i64* %i.addr.13
	%5573 = load i64, i64* %j.addr.13
	%5574 = mul nsw i64 %5572, %c.shape1
	%5575 = add nsw i64 %5574, %5573
	%5576 = getelementptr inbounds double, double* %c, i64 %5575
	%5577 = load double, double* %5576, align 8, !alias.scope !4
	%5578 = load i64, i64* %j.addr.13
	%5579 = load i64, i64* %k.addr.13
	%5580 = mul nsw i64 %5578, %a.shape1
	%5581 = add nsw i64 %5580, %5579
	%5582 = getelementptr inbounds double, double* %a, i64 %5581
	%5583 = load double, double* %5582, align 8, !noalias !2
	%5584 = fmul double %5583, %202
	%5585 = load i64, i64* %i.addr.13
	%5586 = load i64, i64* %k.addr.13
	%5587 = mul nsw i64 %5585, %b.shape1
	%5588 = add nsw i64 %5587, %5586
	%5589 = getelementptr inbounds double, double* %b, i64 %5588
	%5590 = load double, double* %5589, align 8, !noalias !3
	%5591 = fmul double %5584, %5590
	%5592 = fadd double %5577, %5591
	%5593 = load i64, i64* %j.addr.13
	%5594 = load i64, i64* %k.addr.13
	%5595 = mul nsw i64 %5593, %b.shape1
	%5596 = add nsw i64 %5595, %5594
	%5597 = getelementptr inbounds double, double* %b, i64 %5596
	%5598 = load double, double* %5597, align 8, !noalias !3
	%5599 = fmul double %5598, %202
	%5600 = load i64, i64* %i.addr.13
	%5601 = load i64, i64* %k.addr.13
	%5602 = mul nsw i64 %5600, %a.shape1
	%5603 = add nsw i64 %5602, %5601
	%5604 = getelementptr inbounds double, double* %a, i64 %5603
	%5605 = load double, double* %5604, align 8, !noalias !2
	%5606 = fmul double %5599, %5605
	%5607 = fadd double %5592, %5606
	%5608 = load i64, i64* %i.addr.13
	%5609 = load i64, i64* %j.addr.13
	%5610 = mul nsw i64 %5608, %c.shape1
	%5611 = add nsw i64 %5610, %5609
	%5612 = getelementptr inbounds double, double* %c, i64 %5611
	store double %5607, double* %5612, align 8, !alias.scope !4
	%5613 = load i64, i64* %i.addr.14
	%5614 = load i64, i64* %j.addr.14
	%5615 = mul nsw i64 %5613, %c.shape1
	%5616 = add nsw i64 %5615, %5614
	%5617 = getelementptr inbounds double, double* %c, i64 %5616
	%5618 = load double, double* %5617, align 8, !alias.scope !4
	%5619 = load i64, i64* %j.addr.14
	%5620 = load i64, i64* %k.addr.14
	%5621 = mul nsw i64 %5619, %a.shape1
	%5622 = add nsw i64 %5621, %5620
	%5623 = getelementptr inbounds double, double* %a, i64 %5622
	%5624 = load double, double* %5623, align 8, !noalias !2
	%5625 = fmul double %5624, %202
	%5626 = load i64, i64* %i.addr.14
	%5627 = load i64, i64* %k.addr.14
	%5628 = mul nsw i64 %5626, %b.shape1
	%5629 = add nsw i64 %5628, %5627
	%5630 = getelementptr inbounds double, double* %b, i64 %5629
	%5631 = load double, double* %5630, align 8, !noalias !3
	%5632 = fmul double %5625, %5631
	%5633 = fadd double %5618, %5632
	%5634 = load i64, i64* %j.addr.14
	%5635 = load i64, i64* %k.addr.14
	%5636 = mul nsw i64 %5634, %b.shape1
	%5637 = add nsw i64 %5636, %5635
	%5638 = getelementptr inbounds double, double* %b, i64 %5637
	%5639 = load double, double* %5638, align 8, !noalias !3
	%5640 = fmul double %5639, %202
	%5641 = load i64, i64* %i.addr.14
	%5642 = load i64, i64* %k.addr.14
	%5643 = mul nsw i64 %5641, %a.shape1
	%5644 = add nsw i64 %5643, %5642
	%5645 = getelementptr inbounds double, double* %a, i64 %5644
	%5646 = load double, double* %5645, align 8, !noalias !2
	%5647 = fmul double %5640, %5646
	%5648 = fadd double %5633, %5647
	%5649 = load i64, i64* %i.addr.14
	%5650 = load i64, i64* %j.addr.14
	%5651 = mul nsw i64 %5649, %c.shape1
	%5652 = add nsw i64 %5651, %5650
	%5653 = getelementptr inbounds double, double* %c, i64 %5652
	store double %5648, double* %5653, align 8, !alias.scope !4
	%5654 = load i64, i64* %i.addr.15
	%5655 = load i64, i64* %j.addr.15
	%5656 = mul nsw i64 %5654, %c.shape1
	%5657 = add nsw i64 %5656, %5655
	%5658 = getelementptr inbounds double, double* %c, i64 %5657
	%5659 = load double, double* %5658, align 8, !alias.scope !4
	%5660 = load i64, i64* %j.addr.15
	%5661 = load i64, i64* %k.addr.15
	%5662 = mul nsw i64 %5660, %a.shape1
	%5663 = add nsw i64 %5662, %5661
	%5664 = getelementptr inbounds double, double* %a, i64 %5663
	%5665 = load double, double* %5664, align 8, !noalias !2
	%5666 = fmul double %5665, %202
	%5667 = load i64, i64* %i.addr.15
	%5668 = load i64, i64* %k.addr.15
	%5669 = mul nsw i64 %5667, %b.shape1
	%5670 = add nsw i64 %5669, %5668
	%5671 = getelementptr inbounds double, double* %b, i64 %5670
	%5672 = load double, double* %5671, align 8, !noalias !3
	%5673 = fmul double %5666, %5672
	%5674 = fadd double %5659, %5673
	%5675 = load i64, i64* %j.addr.15
	%5676 = load i64, i64* %k.addr.15
	%5677 = mul nsw i64 %5675, %b.shape1
	%5678 = add nsw i64 %5677, %5676
	%5679 = getelementptr inbounds double, double* %b, i64 %5678
	%5680 = load double, double* %5679, align 8, !noalias !3
	%5681 = fmul double %5680, %202
	%5682 = load i64, i64* %i.addr.15
	%5683 = load i64, i64* %k.addr.15
	%5684 = mul nsw i64 %5682, %a.shape1
	%5685 = add nsw i64 %5684, %5683
	%5686 = getelementptr inbounds double, double* %a, i64 %5685
	%5687 = load double, double* %5686, align 8, !noalias !2
	%5688 = fmul double %5681, %5687
	%5689 = fadd double %5674, %5688
	%5690 = load i64, i64* %i.addr.15
	%5691 = load i64, i64* %j.addr.15
	%5692 = mul nsw i64 %5690, %c.shape1
	%5693 = add nsw i64 %5692, %5691
	%5694 = getelementptr inbounds double, double* %c, i64 %5693
	store double %5689, double* %5694, align 8, !alias.scope !4
	br label %k.latch.3

k.latch.3:
	%5695 = add nuw i64 %k.it.3, 1
	br label %k.head.3

k.exit.3:
	br label %j.cols.latch.3

j.cols.latch.3:
	%5696 = add nuw i64 %j.cols.it.3, 16
	br label %j.cols.head.3

j.cols.exit.3:
	%5697 = icmp ugt i64 %234, %4808
	%5698 = sub i64 %234, %4808
	%5699 = select i1 %5697, i64 %5698, i64 0
	%5700 = and i64 %5699, -4
	%5701 = add nuw i64 %4808, %5700
	br label %j.cols.head.4

j.cols.head.4:
	%j.cols.it.4 = phi i64 [ %4808, %j.cols.exit.3 ], [ %5929, %j.cols.latch.4 ]
	%5702 = icmp ult i64 %j.cols.it.4, %5701
	br i1 %5702, label %j.cols.body.4, label %j.cols.exit.4

j.cols.body.4:
	%5703 = add nuw nsw i64 %j.cols.it.4, 0
	%5704 = add nsw i64 0, %5703
	store i64 %225, i64* %i.addr
	store i64 %5704, i64* %j.addr
	%5705 = add nuw nsw i64 %j.cols.it.4, 1
	%5706 = add nsw i64 0, %5705
	store i64 %225, i64* %i.addr.1
	store i64 %5706, i64* %j.addr.1
	%5707 = add nuw nsw i64 %j.cols.it.4, 2
	%5708 = add nsw i64 0, %5707
	store i64 %225, i64* %i.addr.2
	store i64 %5708, i64* %j.addr.2
	%5709 = add nuw nsw i64 %j.cols.it.4, 3
	%5710 = add nsw i64 0, %5709
	store i64 %225, i64* %i.addr.3
	store i64 %5710, i64* %j.addr.3
	%5711 = load i64, i64* %i.addr
	%5712 = load i64, i64* %j.addr
	%5713 = mul nsw i64 %5711, %c.shape1
	%5714 = add nsw i64 %5713, %5712
	%5715 = getelementptr inbounds double, double* %c, i64 %5714
	%5716 = load double, double* %5715, align 8, !alias.scope !4
	%5717 = fmul double %5716, %197
	%5718 = load i64, i64* %i.addr
	%5719 = load i64, i64* %j.addr
	%5720 = mul nsw i64 %5718, %c.shape1
	%5721 = add nsw i64 %5720, %5719
	%5722 = getelementptr inbounds double, double* %c, i64 %5721
	store double %5717, double* %5722, align 8, !alias.scope !4
	%5723 = load i64, i64* %i.addr.1
	%5724 = load i64, i64* %j.addr.1
	%5725 = mul nsw i64 %5723, %c.shape1
	%5726 = add nsw i64 %5725, %5724
	%5727 = getelementptr inbounds double, double* %c, i64 %5726
	%5728 = load double, double* %5727, align 8, !alias.scope !4
	%5729 = fmul double %5728, %197
	%5730 = load i64, i64* %i.addr.1
	%5731 = load i64, i64* %j.addr.1
	%5732 = mul nsw i64 %5730, %c.shape1
	%5733 = add nsw i64 %5732, %5731
	%5734 = getelementptr inbounds double, double* %c, i64 %5733
	store double %5729, double* %5734, align 8, !alias.scope !4
	%5735 = load i64, i64* %i.addr.2
	%5736 = load i64, i64* %j.addr.2
	%5737 = mul nsw i64 %5735, %c.shape1
	%5738 = add nsw i64 %5737, %5736
	%5739 = getelementptr inbounds double, double* %c, i64 %5738
	%5740 = load double, double* %5739, align 8, !alias.scope !4
	%5741 = fmul double %5740, %197
	%5742 = load i64, i64* %i.addr.2
	%5743 = load i64, i64* %j.addr.2
	%5744 = mul nsw i64 %5742, %c.shape1
	%5745 = add nsw i64 %5744, %5743
	%5746 = getelementptr inbounds double, double* %c, i64 %5745
	store double %5741, double* %5746, align 8, !alias.scope !4
	%5747 = load i64, i64* %i.addr.3
	%5748 = load i64, i64* %j.addr.3
	%5749 = mul nsw i64 %5747, %c.shape1
	%5750 = add nsw i64 %5749, %5748
	%5751 = getelementptr inbounds double, double* %c, i64 %5750
	%5752 = load double, double* %5751, align 8, !alias.scope !4
	%5753 = fmul double %5752, %197
	%5754 = load i64, i64* %i.addr.3
	%5755 = load i64, i64* %j.addr.3
	%5756 = mul nsw i64 %5754, %c.shape1
	%5757 = add nsw i64 %5756, %5755
	%5758 = getelementptr inbounds double, double* %c, i64 %5757
	store double %5753, double* %5758, align 8, !alias.scope !4
	%5759 = icmp slt i64 0, %m
	%5760 = sub i64 %m, 0
	%5761 = select i1 %5759, i64 %5760, i64 0
	br label %k.head.4

k.head.4:
	%k.it.4 = phi i64 [ 0, %j.cols.body.4 ], [ %5928, %k.latch.4 ]
	%5762 = icmp ult i64 %k.it.4, %5761
	br i1 %5762, label %k.body.4, label %k.exit.4

k.body.4:
	%5763 = add nsw i64 0, %k.it.4
	store i64 %5763, i64* %k.addr
	store i64 %5763, i64* %k.addr.1
	store i64 %5763, i64* %k.addr.2
	store i64 %5763, i64* %k.addr.3
	%5764 = load i64, i64* %i.addr
	%5765 = load i64, i64* %j.addr
	%5766 = mul nsw i64 %5764, %c.shape1
	%5767 = add nsw i64 %5766, %5765
	%5768 = getelementptr inbounds double, double* %c, i64 %5767
	%5769 = load double, double* %5768, align 8, !alias.scope !4
	%5770 = load i64, i64* %j.addr
	%5771 = load i64, i64* %k.addr
	%5772 = mul nsw i64 %5770, %a.shape1
	%5773 = add nsw i64 %5772, %5771
	%5774 = getelementptr inbounds double, double* %a, i64 %5773
	%5775 = load double, double* %5774, align 8, !noalias !2
	%5776 = fmul double %5775, %202
	%5777 = load i64, i64* %i.addr
	%5778 = load i64, i64* %k.addr
	%5779 = mul nsw i64 %5777, %b.shape1
	%5780 = add nsw i64 %5779, %5778
	%5781 = getelementptr inbounds double, double* %b, i64 %5780
	%5782 = load double, double* %5781, align 8, !noalias !3
	%5783 = fmul double %5776, %5782
	%5784 = fadd double %5769, %5783
	%5785 = load i64, i64* %j.addr
	%5786 = load i64, i64* %k.addr
	%5787 = mul nsw i64 %5785, %b.shape1
	%5788 = add nsw i64 %5787, %5786
	%5789 = getelementptr inbounds double, double* %b, i64 %5788
	%5790 = load double, double* %5789, align 8, !noalias !3
	%5791 = fmul double %5790, %202
	%5792 = load i64, i64* %i.addr
	%5793 = load i64, i64* %k.addr
	%5794 = mul nsw i64 %5792, %a.shape1
	%5795 = add nsw i64 %5794, %5793
	%5796 = getelementptr inbounds double, double* %a, i64 %5795
	%5797 = load double, double* %5796, align 8, !noalias !2
	%5798 = fmul double %5791, %5797
	%5799 = fadd double %5784, %5798
	%5800 = load i64, i64* %i.addr
	%5801 = load i64, i64* %j.addr
	%5802 = mul nsw i64 %5800, %c.shape1
	%5803 = add nsw i64 %5802, %5801
	%5804 = getelementptr inbounds double, double* %c, i64 %5803
	store double %5799, double* %5804, align 8, !alias.scope !4
	%5805 = load i64, i64* %i.addr.1
	%5806 = load i64, i64* %j.addr.1
	%5807 = mul nsw i64 %5805, %c.shape1
	%5808 = add nsw i64 %5807, %5806
	%5809 = getelementptr inbounds double, double* %c, i64 %5808
	%5810 = load double, double* %5809, align 8, !alias.scope !4
	%5811 = load i64, i64* %j.addr.1
	%5812 = load i64, i64* %k.addr.1
	%5813 = mul nsw i64 %5811, %a.shape1
	%5814 = add nsw i64 %5813, %5812
	%5815 = getelementptr inbounds double, double* %a, i64 %5814
	%5816 = load double, double* %5815, align 8, !noalias !2
	%5817 = fmul double %5816, %202
	%5818 = load i64, i64* %i.addr.1
	%5819 = load i64, i64* %k.addr.1
	%5820 = mul nsw i64 %5818, %b.shape1
	%5821 = add nsw i64 %5820, %5819
	%5822 = getelementptr inbounds double, double* %b, i64 %5821
	%5823 = load double, double* %5822, align 8, !noalias !3
	%5824 = fmul double %5817, %5823
	%5825 = fadd double %5810, %5824
	%5826 = load i64, i64* %j.addr.1
	%5827 = load i64, i64* %k.addr.1
	%5828 = mul nsw i64 %5826, %b.shape1
	%5829 = add nsw i64 %5828, %5827
	%5830 = getelementptr inbounds double, double* %b, i64 %5829
	%5831 = load double, double* %5830, align 8, !noalias !3
	%5832 = fmul double %5831, %202
	%5833 = load i64, i64* %i.addr.1
	%5834 = load i64, i64* %k.addr.1
	%5835 = mul nsw i64 %5833, %a.shape1
	%5836 = add nsw i64 %5835, %5834
	%5837 = getelementptr inbounds double, double* %a, i64 %5836
	%5838 = load double, double* %5837, align 8, !noalias !2
	%5839 = fmul double %5832, %5838
	%5840 = fadd double %5825, %5839
	%5841 = load i64, i64* %i.addr.1
	%5842 = load i64, i64* %j.addr.1
	%5843 = mul nsw i64 %5841, %c.shape1
	%5844 = add nsw i64 %5843, %5842
	%5845 = getelementptr inbounds double, double* %c, i64 %5844
	store double %5840, double* %5845, align 8, !alias.scope !4
	%5846 = load i64, i64* %i.addr.2
	%5847 = load i64, i64* %j.addr.2
	%5848 = mul nsw i64 %5846, %c.shape1
	%5849 = add nsw i64 %5848, %5847
	%5850 = getelementptr inbounds double, double* %c, i64 %5849
	%5851 = load double, double* %5850, align 8, !alias.scope !4
	%5852 = load i64, i64* %j.addr.2
	%5853 = load i64, i64* %k.addr.2
	%5854 = mul nsw i64 %5852, %a.shape1
	%5855 = add nsw i64 %5854, %5853
	%5856 = getelementptr inbounds double, double* %a, i64 %5855
	%5857 = load double, double* %5856, align 8, !noalias !2
	%5858 = fmul double %5857, %202
	%5859 = load i64, i64* %i.addr.2
	%5860 = load i64, i64* %k.addr.2
	%5861 = mul nsw i64 %5859, %b.shape1
	%5862 = add nsw i64 %5861, %5860
	%5863 = getelementptr inbounds double, double* %b, i64 %5862
	%5864 = load double, double* %5863, align 8, !noalias !3
	%5865 = fmul double %5858, %5864
	%5866 = fadd double %5851, %5865
	%5867 = load i64, i64* %j.addr.2
	%5868 = load i64, i64* %k.addr.2
	%5869 = mul nsw i64 %5867, %b.shape1
	%5870 = add nsw i64 %5869, %5868
	%5871 = getelementptr inbounds double, double* %b, i64 %5870
	%5872 = load double, double* %5871, align 8, !noalias !3
	%5873 = fmul double %5872, %202
	%5874 = load i64, i64* %i.addr.2
	%5875 = load i64, i64* %k.addr.2
	%5876 = mul nsw i64 %5874, %a.shape1
	%5877 = add nsw i64 %5876, %5875
	%5878 = getelementptr inbounds double, double* %a, i64 %5877
	%5879 = load double, double* %5878, align 8, !noalias !2
	%5880 = fmul double %5873, %5879
	%5881 = fadd double %5866, %5880
	%5882 = load i64, i64* %i.addr.2
	%5883 = load i64, i64* %j.addr.2
	%5884 = mul nsw i64 %5882, %c.shape1
	%5885 = add nsw i64 %5884, %5883
	%5886 = getelementptr inbounds double, double* %c, i64 %5885
	store double %5881, double* %5886, align 8, !alias.scope !4
	%5887 = load i64, i64* %i.addr.3
	%5888 = load i64, i64* %j.addr.3
	%5889 = mul nsw i64 %5887, %c.shape1
	%5890 = add nsw i64 %5889, %5888
	%5891 = getelementptr inbounds double, double* %c, i64 %5890
	%5892 = load double, double* %5891, align 8, !alias.scope !4
	%5893 = load i64, i64* %j.addr.3
	%5894 = load i64, i64* %k.addr.3
	%5895 = mul nsw i64 %5893, %a.shape1
	%5896 = add nsw i64 %5895, %5894
	%5897 = getelementptr inbounds double, double* %a, i64 %5896
	%5898 = load double, double* %5897, align 8, !noalias !2
	%5899 = fmul double %5898, %202
	%5900 = load i64, i64* %i.addr.3
	%5901 = load i64, i64* %k.addr.3
	%5902 = mul nsw i64 %5900, %b.shape1
	%5903 = add nsw i64 %5902, %5901
	%5904 = getelementptr inbounds double, double* %b, i64 %5903
	%5905 = load double, double* %5904, align 8, !noalias !3
	%5906 = fmul double %5899, %5905
	%5907 = fadd double %5892, %5906
	%5908 = load i64, i64* %j.addr.3
	%5909 = load i64, i64* %k.addr.3
	%5910 = mul nsw i64 %5908, %b.shape1
	%5911 = add nsw i64 %5910, %5909
	%5912 = getelementptr inbounds double, double* %b, i64 %5911
	%5913 = load double, double* %5912, align 8, !noalias !3
	%5914 = fmul double %5913, %202
	%5915 = load i64, i64* %i.addr.3
	%5916 = load i64, i64* %k.addr.3
	%5917 = mul nsw i64 %5915, %a.shape1
	%5918 = add nsw i64 %5917, %5916
	%5919 = getelementptr inbounds double, double* %a, i64 %5918
	%5920 = load double, double* %5919, align 8, !noalias !2
	%5921 = fmul double %5914, %5920
	%5922 = fadd double %5907, %5921
	%5923 = load i64, i64* %i.addr.3
	%5924 = load i64, i64* %j.addr.3
	%5925 = mul nsw i64 %5923, %c.shape1
	%5926 = add nsw i64 %5925, %5924
	%5927 = getelementptr inbounds double, double* %c, i64 %5926
	store double %5922, double* %5927, align 8, !alias.scope !4
	br label %k.latch.4

k.latch.4:
	%5928 = add nuw i64 %k.it.4, 1
	br label %k.head.4

k.exit.4:
	br label %j.cols.latch.4

j.cols.latch.4:
	%5929 = add nuw i64 %j.cols.it.4, 4
	br label %j.cols.head.4

j.cols.exit.4:
	%5930 = icmp ugt i64 %234, %5701
	%5931 = select i1 %5930, i64 %234, i64 %5701
	br label %j.cols.head.5

j.cols.head.5:
	%j.cols.it.5 = phi i64 [ %5701, %j.cols.exit.4 ], [ %5994, %j.cols.latch.5 ]
	%5932 = icmp ult i64 %j.cols.it.5, %5931
	br i1 %5932, label %j.cols.body.5, label %j.cols.exit.5

j.cols.body.5:
	%5933 = add nuw nsw i64 %j.cols.it.5, 0
	%5934 = add nsw i64 0, %5933
	store i64 %225, i64* %i.addr
	store i64 %5934, i64* %j.addr
	%5935 = load i64, i64* %i.addr
	%5936 = load i64, i64* %j.addr
	%5937 = mul nsw i64 %5935, %c.shape1
	%5938 = add nsw i64 %5937, %5936
	%5939 = getelementptr inbounds double, double* %c, i64 %5938
	%5940 = load double, double* %5939, align 8, !alias.scope !4
	%5941 = fmul double %5940, %197
	%5942 = load i64, i64* %i.addr
	%5943 = load i64, i64* %j.addr
	%5944 = mul nsw i64 %5942, %c.shape1
	%5945 = add nsw i64 %5944, %5943
	%5946 = getelementptr inbounds double, double* %c, i64 %5945
	store double %5941, double* %5946, align 8, !alias.scope !4
	%5947 = icmp slt i64 0, %m
	%5948 = sub i64 %m, 0
	%5949 = select i1 %5947, i64 %5948, i64 0
	br label %k.head.5

k.head.5:
	%k.it.5 = phi i64 [ 0, %j.cols.body.5 ], [ %5993, %k.latch.5 ]
	%5950 = icmp ult i64 %k.it.5, %5949
	br i1 %5950, label %k.body.5, label %k.exit.5

k.body.5:
	%5951 = add nsw i64 0, %k.it.5
	store i64 %5951, i64* %k.addr
	%5952 = load i64, i64* %i.addr
	%5953 = load i64, i64* %j.addr
	%5954 = mul nsw i64 %5952, %c.shape1
	%5955 = add nsw i64 %5954, %5953
	%5956 = getelementptr inbounds double, double* %c, i64 %5955
	%5957 = load double, double* %5956, align 8, !alias.scope !4
	%5958 = load i64, i64* %j.addr
	%5959 = load i64, i64* %k.addr
	%5960 = mul nsw i64 %5958, %a.shape1
	%5961 = add nsw i64 %5960, %5959
	%5962 = getelementptr inbounds double, double* %a, i64 %5961
	%5963 = load double, double* %5962, align 8, !noalias !2
	%5964 = fmul double %5963, %202
	%5965 = load i64, i64* %i.addr
	%5966 = load i64, i64* %k.addr
	%5967 = mul nsw i64 %5965, %b.shape1
	%5968 = add nsw i64 %5967, %5966
	%5969 = getelementptr inbounds double, double* %b, i64 %5968
	%5970 = load double, double* %5969, align 8, !noalias !3
	%5971 = fmul double %5964, %5970
	%5972 = fadd double %5957, %5971
	%5973 = load i64, i64* %j.addr
	%5974 = load i64, i64* %k.addr
	%5975 = mul nsw i64 %5973, %b.shape1
	%5976 = add nsw i64 %5975, %5974
	%5977 = getelementptr inbounds double, double* %b, i64 %5976
	%5978 = load double, double* %5977, align 8, !noalias !3
	%5979 = fmul double %5978, %202
	%5980 = load i64, i64* %i.addr
	%5981 = load i64, i64* %k.addr
	%5982 = mul nsw i64 %5980, %a.shape1
	%5983 = add nsw i64 %5982, %5981
	%5984 = getelementptr inbounds double, double* %a, i64 %5983
	%5985 = load double, double* %5984, align 8, !noalias !2
	%5986 = fmul double %5979, %5985
	%5987 = fadd double %5972, %5986
	%5988 = load i64, i64* %i.addr
	%5989 = load i64, i64* %j.addr
	%5990 = mul nsw i64 %5988, %c.shape1
	%5991 = add nsw i64 %5990, %5989
	%5992 = getelementptr inbounds double, double* %c, i64 %5991
	store double %5987, double* %5992, align 8, !alias.scope !4
	br label %k.latch.5

k.latch.5:
	%5993 = add nuw i64 %k.it.5, 1
	br label %k.head.5

k.exit.5:
	br label %j.cols.latch.5

j.cols.latch.5:
	%5994 = add nuw i64 %j.cols.it.5, 1
	br label %j.cols.head.5

j.cols.exit.5:
	%5995 = icmp ugt i64 %245, %273
	%5996 = sub i64 %245, %273
	%5997 = select i1 %5995, i64 %5996, i64 0
	%5998 = and i64 %5997, -16
	%5999 = add nuw i64 %273, %5998
	br label %j.cols.head.6

j.cols.head.6:
	%j.cols.it.6 = phi i64 [ %273, %j.cols.exit.5 ], [ %6887, %j.cols.latch.6 ]
	%6000 = icmp ult i64 %j.cols.it.6, %5999
	br i1 %6000, label %j.cols.body.6, label %j.cols.exit.6

j.cols.body.6:
	%6001 = add nuw nsw i64 %j.cols.it.6, 0
	%6002 = add nsw i64 0, %6001
	store i64 %236, i64* %i.addr
	store i64 %6002, i64* %j.addr
	%6003 = add nuw nsw i64 %j.cols.it.6, 1
	%6004 = add nsw i64 0, %6003
	store i64 %236, i64* %i.addr.1
	store i64 %6004, i64* %j.addr.1
	%6005 = add nuw nsw i64 %j.cols.it.6, 2
	%6006 = add nsw i64 0, %6005
	store i64 %236, i64* %i.addr.2
	store i64 %6006, i64* %j.addr.2
	%6007 = add nuw nsw i64 %j.cols.it.6, 3
	%6008 = add nsw i64 0, %6007
	store i64 %236, i64* %i.addr.3
	store i64 %6008, i64* %j.addr.3
	%6009 = add nuw nsw i64 %j.cols.it.6, 4
	%6010 = add nsw i64 0, %6009
	store i64 %236, i64* %i.addr.4
	store i64 %6010, i64* %j.addr.4
	%6011 = add nuw nsw i64 %j.cols.it.6, 5
	%6012 = add nsw i64 0, %6011
	store i64 %236, i64* %i.addr.5
	store i64 %6012, i64* %j.addr.5
	%6013 = add nuw nsw i64 %j.cols.it.6, 6
	%6014 = add nsw i64 0, %6013
	store i64 %236, i64* %i.addr.6
	store i64 %6014, i64* %j.addr.6
	%6015 = add nuw nsw i64 %j.cols.it.6, 7
	%6016 = add nsw i64 0, %6015
	store i64 %236, i64* %i.addr.7
	store i64 %6016, i64* %j.addr.7
	%6017 = add nuw nsw i64 %j.cols.it.6, 8
	%6018 = add nsw i64 0, %6017
	store i64 %236, i64* %i.addr.8
	store i64 %6018, i64* %j.addr.8
	%6019 = add nuw nsw i64 %j.cols.it.6, 9
	%6020 = add nsw i64 0, %6019
	store i64 %236, i64* %i.addr.9
	store i64 %6020, i64* %j.addr.9
	%6021 = add nuw nsw i64 %j.cols.it.6, 10
	%6022 = add nsw i64 0, %6021
	store i64 %236, i64* %i.addr.10
	store i64 %6022, i64* %j.addr.10
	%6023 = add nuw nsw i64 %j.cols.it.6, 11
	%6024 = add nsw i64 0, %6023
	store i64 %236, i64* %i.addr.11
	store i64 %6024, i64* %j.addr.11
	%6025 = add nuw nsw i64 %j.cols.it.6, 12
	%6026 = add nsw i64 0, %6025
	store i64 %236, i64* %i.addr.12
	store i64 %6026, i64* %j.addr.12
	%6027 = add nuw nsw i64 %j.cols.it.6, 13
	%6028 = add nsw i64 0, %6027
	store i64 %236, i64* %i.addr.13
	store i64 %6028, i64* %j.addr.13
	%6029 = add nuw nsw i64 %j.cols.it.6, 14
	%6030 = add nsw i64 0, %6029
	store i64 %236, i64* %i.addr.14
	store i64 %6030, i64* %j.addr.14
	%6031 = add nuw nsw i64 %j.cols.it.6, 15
	%6032 = add nsw i64 0, %6031
	store i64 %236, i64* %i.addr.15
	store i64 %6032, i64* %j.addr.15
	%6033 = load i64, i64* %i.addr
	%6034 = load i64, i64* %j.addr
	%6035 = mul nsw i64 %6033, %c.shape1
	%6036 = add nsw i64 %6035, %6034
	%6037 = getelementptr inbounds double, double* %c, i64 %6036
	%6038 = load double, double* %6037, align 8, !alias.scope !4
	%6039 = fmul double %6038, %197
	%6040 = load i64, i64* %i.addr
	%6041 = load i64, i64* %j.addr
	%6042 = mul nsw i64 %6040, %c.shape1
	%6043 = add nsw i64 %6042, %6041
	%6044 = getelementptr inbounds double, double* %c, i64 %6043
	store double %6039, double* %6044, align 8, !alias.scope !4
	%6045 = load i64, i64* %i.addr.1
	%6046 = load i64, i64* %j.addr.1
	%6047 = mul nsw i64 %6045, %c.shape1
	%6048 = add nsw i64 %6047, %6046
	%6049 = getelementptr inbounds double, double* %c, i64 %6048
	%6050 = load double, double* %6049, align 8, !alias.scope !4
	%6051 = fmul double %6050, %197
	%6052 = load i64, i64* %i.addr.1
	%6053 = load i64, i64* %j.addr.1
	%6054 = mul nsw i64 %6052, %c.shape1
	%6055 = add nsw i64 %6054, %6053
	%6056 = getelementptr inbounds double, double* %c, i64 %6055
	store double %6051, double* %6056, align 8, !alias.scope !4
	%6057 = load i64, i64* %i.addr.2
	%6058 = load i64, i64* %j.addr.2
	%6059 = mul nsw i64 %6057, %c.shape1
	%6060 = add nsw i64 %6059, %6058
	%6061 = getelementptr inbounds double, double* %c, i64 %6060
	%6062 = load double, double* %6061, align 8, !alias.scope !4
	%6063 = fmul double %6062, %197
	%6064 = load i64, i64* %i.addr.2
	%6065 = load i64, i64* %j.addr.2
	%6066 = mul nsw i64 %6064, %c.shape1
	%6067 = add nsw i64 %6066, %6065
	%6068 = getelementptr inbounds double, double* %c, i64 %6067
	store double %6063, double* %6068, align 8, !alias.scope !4
	%6069 = load i64, i64* %i.addr.3
	%6070 = load i64, i64* %j.addr.3
	%6071 = mul nsw i64 %6069, %c.shape1
	%6072 = add nsw i64 %6071, %6070
	%6073 = getelementptr inbounds double, double* %c, i64 %6072
	%6074 = load double, double* %6073, align 8, !alias.scope !4
	%6075 = fmul double %6074, %197
	%6076 = load i64, i64* %i.addr.3
	%6077 = load i64, i64* %j.addr.3
	%6078 = mul nsw i64 %6076, %c.shape1
	%6079 = add nsw i64 %6078, %6077
	%6080 = getelementptr inbounds double, double* %c, i64 %6079
	store double %6075, double* %6080, align 8, !alias.scope !4
	%6081 = load i64, i64* %i.addr.4
	%6082 = load i64, i64* %j.addr.4
	%6083 = mul nsw i64 %6081, %c.shape1
	%6084 = add nsw i64 %6083, %6082
	%6085 = getelementptr inbounds double, double* %c, i64 %6084
	%6086 = load double, double* %6085, align 8, !alias.scope !4
	%6087 = fmul double %6086, %197
	%6088 = load i64, i64* %i.addr.4
	%6089 = load i64, i64* %j.addr.4
	%6090 = mul nsw i64 %6088, %c.shape1
	%6091 = add nsw i64 %6090, %6089
	%6092 = getelementptr inbounds double, double* %c, i64 %6091
	store double %6087, double* %6092, align 8, !alias.scope !4
	%6093 = load i64, i64* %i.addr.5
	%6094 = load i64, i64* %j.addr.5
	%6095 = mul nsw i64 %6093, %c.shape1
	%6096 = add nsw i64 %6095, %6094
	%6097 = getelementptr inbounds double, double* %c, i64 %6096
	%6098 = load double, double* %6097, align 8, !alias.scope !4
	%6099 = fmul double %6098, %197
	%6100 = load i64, i64* %i.addr.5
	%6101 = load i64, i64* %j.addr.5
	%6102 = mul nsw i64 %6100, %c.shape1
	%6103 = add nsw i64 %6102, %6101
	%6104 = getelementptr inbounds double, double* %c, i64 %6103
	store double %6099, double* %6104, align 8, !alias.scope !4
	%6105 = load i64, i64* %i.addr.6
	%6106 = load i64, i64* %j.addr.6
	%6107 = mul nsw i64 %6105, %c.shape1
	%6108 = add nsw i64 %6107, %6106
	%6109 = getelementptr inbounds double, double* %c, i64 %6108
	%6110 = load double, double* %6109, align 8, !alias.scope !4
	%6111 = fmul double %6110, %197
	%6112 = load i64, i64* %i.addr.6
	%6113 = load i64, i64* %j.addr.6
	%6114 = mul nsw i64 %6112, %c.shape1
	%6115 = add nsw i64 %6114, %6113
	%6116 = getelementptr inbounds double, double* %c, i64 %6115
	store double %6111, double* %6116, align 8, !alias.scope !4
	%6117 = load i64, i64* %i.addr.7
	%6118 = load i64, i64* %j.addr.7
	%6119 = mul nsw i64 %6117, %c.shape1
	%6120 = add nsw i64 %6119, %6118
	%6121 = getelementptr inbounds double, double* %c, i64 %6120
	%6122 = load double, double* %6121, align 8, !alias.scope !4
	%6123 = fmul double %6122, %197
	%6124 = load i64, i64* %i.addr.7
	%6125 = load i64, i64* %j.addr.7
	%6126 = mul nsw i64 %6124, %c.shape1
	%6127 = add nsw i64 %6126, %6125
	%6128 = getelementptr inbounds double, double* %c, i64 %6127
	store double %6123, double* %6128, align 8, !alias.scope !4
	%6129 = load i64, i64* %i.addr.8
	%6130 = load i64, i64* %j.addr.8
	%6131 = mul nsw i64 %6129, %c.shape1
	%6132 = add nsw i64 %6131, %6130
	%6133 = getelementptr inbounds double, double* %c, i64 %6132
	%6134 = load double, double* %6133, align 8, !alias.scope !4
	%6135 = fmul double %6134, %197
	%6136 = load i64, i64* %i.addr.8
	%6137 = load i64, i64* %j.addr.8
	%6138 = mul nsw i64 %6136, %c.shape1
	%6139 = add nsw i64 %6138, %6137
	%6140 = getelementptr inbounds double, double* %c, i64 %6139
	store double %6135, double* %6140, align 8, !alias.scope !4
	%6141 = load i64, i64* %i.addr.9
	%6142 = load i64, i64* %j.addr.9
	%6143 = mul nsw i64 %6141, %c.shape1
	%6144 = add nsw i64 %6143, %6142
	%6145 = getelementptr inbounds double, double* %c, i64 %6144
	%6146 = load double, double* %6145, align 8, !alias.scope !4
	%6147 = fmul double %6146, %197
	%6148 = load i64, i64* %i.addr.9
	%6149 = load i64, i64* %j.addr.9
	%6150 = mul nsw i64 %6148, %c.shape1
	%6151 = add nsw i64 %6150, %6149
	%6152 = getelementptr inbounds double, double* %c, i64 %6151
	store double %6147, double* %6152, align 8, !alias.scope !4
	%6153 = load i64, i64* %i.addr.10
	%6154 = load i64, i64* %j.addr.10
	%6155 = mul nsw i64 %6153, %c.shape1
	%6156 = add nsw i64 %6155, %6154
	%6157 = getelementptr inbounds double, double* %c, i64 %6156
	%6158 = load double, double* %6157, align 8, !alias.scope !4
	%6159 = fmul double %6158, %197
	%6160 = load i64, i64* %i.addr.10
	%6161 = load i64, i64* %j.addr.10
	%6162 = mul nsw i64 %6160, %c.shape1
	%6163 = add nsw i64 %6162, %6161
	%6164 = getelementptr inbounds double, double* %c, i64 %6163
	store double %6159, double* %6164, align 8, !alias.scope !4
	%6165 = load i64, i64* %i.addr.11
	%6166 = load i64, i64* %j.addr.11
	%6167 = mul nsw i64 %6165, %c.shape1
	%6168 = add nsw i64 %6167, %6166
	%6169 = getelementptr inbounds double, double* %c, i64 %6168
	%6170 = load double, double* %6169, align 8, !alias.scope !4
	%6171 = fmul double %6170, %197
	%6172 = load i64, i64* %i.addr.11
	%6173 = load i64, i64* %j.addr.11
	%6174 = mul nsw i64 %6172, %c.shape1
	%6175 = add nsw i64 %6174, %6173
	%6176 = getelementptr inbounds double, double* %c, i64 %6175
	store double %6171, double* %6176, align 8, !alias.scope !4
	%6177 = load i64, i64* %i.addr.12
	%6178 = load i64, i64* %j.addr.12
	%6179 = mul nsw i64 %6177, %c.shape1
	%6180 = add nsw i64 %6179, %6178
	%6181 = getelementptr inbounds double, double* %c, i64 %6180
	%6182 = load double, double* %6181, align 8, !alias.scope !4
	%6183 = fmul double %6182, %197
	%6184 = load i64, i64* %i.addr.12
	%6185 = load i64, i64* %j.addr.12
	%6186 = mul nsw i64 %6184, %c.shape1
	%6187 = add nsw i64 %6186, %6185
	%6188 = getelementptr inbounds double, double* %c, i64 %6187
	store double %6183, double* %6188, align 8, !alias.scope !4
	%6189 = load i64, i64* %i.addr.13
	%6190 = load i64, i64* %j.addr.13
	%6191 = mul nsw i64 %6189, %c.shape1
	%6192 = add nsw i64 %6191, %6190
	%6193 = getelementptr inbounds double, double* %c, i64 %6192
	%6194 = load double, double* %6193, align 8, !alias.scope !4
	%6195 = fmul double %6194, %197
	%6196 = load i64, i64* %i.addr.13
	%6197 = load i64, i64* %j.addr.13
	%6198 = mul nsw i64 %6196, %c.shape1
	%6199 = add nsw i64 %6198, %6197
	%6200 = getelementptr inbounds double, double* %c, i64 %6199
	store double %6195, double* %6200, align 8, !alias.scope !4
	%6201 = load i64, i64* %i.addr.14
	%6202 = load i64, i64* %j.addr.14
	%6203 = mul nsw i64 %6201, %c.shape1
	%6204 = add nsw i64 %6203, %6202
	%6205 = getelementptr inbounds double, double* %c, i64 %6204
	%6206 = load double, double* %6205, align 8, !alias.scope !4
	%6207 = fmul double %6206, %197
	%6208 = load i64, i64* %i.addr.14
	%6209 = load i64, i64* %j.addr.14
	%6210 = mul nsw i64 %6208, %c.shape1
	%6211 = add nsw i64 %6210, %6209
	%6212 = getelementptr inbounds double, double* %c, i64 %6211
	store double %6207, double* %6212, align 8, !alias.scope !4
	%6213 = load i64, i64* %i.addr.15
	%6214 = load i64, i64* %j.addr.15
	%6215 = mul nsw i64 %6213, %c.shape1
	%6216 = add nsw i64 %6215, %6214
	%6217 = getelementptr inbounds double, double* %c, i64 %6216
	%6218 = load double, double* %6217, align 8, !alias.scope !4
	%6219 = fmul double %6218, %197
	%6220 = load i64, i64* %i.addr.15
	%6221 = load i64, i64* %j.addr.15
	%6222 = mul nsw i64 %6220, %c.shape1
	%6223 = add nsw i64 %6222, %6221
	%6224 = getelementptr inbounds double, double* %c, i64 %6223
	store double %6219, double* %6224, align 8, !alias.scope !4
	%6225 = icmp slt i64 0, %m
	%6226 = sub i64 %m, 0
	%6227 = select i1 %6225, i64 %6226, i64 0
	br label %k.head.6

k.head.6:
	%k.it.6 = phi i64 [ 0, %j.cols.body.6 ], [ %6886, %k.latch.6 ]
	%6228 = icmp ult i64 %k.it.6, %6227
	br i1 %6228, label %k.body.6, label %k.exit.6

k.body.6:
	%6229 = add nsw i64 0, %k.it.6
	store i64 %6229, i64* %k.addr
	store i64 %6229, i64* %k.addr.1
	store i64 %6229, i64* %k.addr.2
	store i64 %6229, i64* %k.addr.3
	store i64 %6229, i64* %k.addr.4
	store i64 %6229, i64* %k.addr.5
	store i64 %6229, i64* %k.addr.6
	store i64 %6229, i64* %k.addr.7
	store i64 %6229, i64* %k.addr.8
	store i64 %6229, i64* %k.addr.9
	store i64 %6229, i64* %k.addr.10
	store i64 %6229, i64* %k.addr.11
	store i64 %6229, i64* %k.addr.12
	store i64 %6229, i64* %k.addr.13
	store i64 %6229, i64* %k.addr.14
	store i64 %6229, i64* %k.addr.15
	%6230 = load i64, i64* %i.addr
	%6231 = load i64, i64* %j.addr
	%6232 = mul nsw i64 %6230, %c.shape1
	%6233 = add nsw i64 %6232, %6231
	%6234 = getelementptr inbounds double, double* %c, i64 %6233
	%6235 = load double, double* %6234, align 8, !alias.scope !4
	%6236 = load i64, i64* %j.addr
	%6237 = load i64, i64* %k.addr
	%6238 = mul nsw i64 %6236, %a.shape1
	%6239 = add nsw i64 %6238, %6237
	%6240 = getelementptr inbounds double, double* %a, i64 %6239
	%6241 = load double, double* %6240, align 8, !noalias !2
	%6242 = fmul double %6241, %202
	%6243 = load i64, i64* %i.addr
	%6244 = load i64, i64* %k.addr
	%6245 = mul nsw i64 %6243, %b.shape1
	%6246 = add nsw i64 %6245, %6244
	%6247 = getelementptr inbounds double, double* %b, i64 %6246
	%6248 = load double, double* %6247, align 8, !noalias !3
	%6249 = fmul double %6242, %6248
	%6250 = fadd double %6235, %6249
	%6251 = load i64, i64* %j.addr
	%6252 = load i64, i64* %k.addr
	%6253 = mul nsw i64 %6251, %b.shape1
	%6254 = add nsw i64 %6253, %6252
	%6255 = getelementptr inbounds double, double* %b, i64 %6254
	%6256 = load double, double* %6255, align 8, !noalias !3
	%6257 = fmul double %6256, %202
	%6258 = load i64, i64* %i.addr
	%6259 = load i64, i64* %k.addr
	%6260 = mul nsw i64 %6258, %a.shape1
	%6261 = add nsw i64 %6260, %6259
	%6262 = getelementptr inbounds double, double* %a, i64 %6261
	%6263 = load double, double* %6262, align 8, !noalias !2
	%6264 = fmul double %6257, %6263
	%6265 = fadd double %6250, %6264
	%6266 = load i64, i64* %i.addr
	%6267 = load i64, i64* %j.addr
	%6268 = mul nsw i64 %6266, %c.shape1
	%6269 = add nsw i64 %6268, %6267
	%6270 = getelementptr inbounds double, double* %c, i64 %6269
	store double %6265, double* %6270, align 8, !alias.scope !4
	%6271 = load i64, i64* %i.addr.1
	%6272 = load i64, i64* %j.addr.1
	%6273 = mul nsw i64 %6271, %c.shape1
	%6274 = add nsw i64 %6273, %6272
	%6275 = getelementptr inbounds double, double* %c, i64 %6274
	%6276 = load double, double* %6275, align 8, !alias.scope !4
	%6277 = load i64, i64* %j.addr.1
	%6278 = load i64, i64* %k.addr.1
	%6279 = mul nsw i64 %6277, %a.shape1
	%6280 = add nsw i64 %6279, %6278
	%6281 = getelementptr inbounds double, double* %a, i64 %6280
	%6282 = load double, double* %6281, align 8, !noalias !2
	%6283 = fmul double %6282, %202
	%6284 = load i64, i64* %i.addr.1
	%6285 = load i64, i64* %k.addr.1
	%6286 = mul nsw i64 %6284, %b.shape1
	%6287 = add nsw i64 %6286, %6285
	%6288 = getelementptr inbounds double, double* %b, i64 %6287
	%6289 = load double, double* %6288, align 8, !noalias !3
	%6290 = fmul double %6283, %6289
	%6291 = fadd double %6276, %6290
	%6292 = load i64, i64* %j.addr.1
	%6293 = load i64, i64* %k.addr.1
	%6294 = mul nsw i64 %6292, %b.shape1
	%6295 = add nsw i64 %6294, %6293
	%6296 = getelementptr inbounds double, double* %b, i64 %6295
	%6297 = load double, double* %6296, align 8, !noalias !3
	%6298 = fmul double %6297, %202
	%6299 = load i64, i64* %i.addr.1
	%6300 = load i64, i64* %k.addr.1
	%6301 = mul nsw i64 %6299, %a.shape1
	%6302 = add nsw i64 %6301, %6300
	%6303 = getelementptr inbounds double, double* %a, i64 %6302
	%6304 = load double, double* %6303, align 8, !noalias !2
	%6305 = fmul double %6298, %6304
	%6306 = fadd double %6291, %6305
	%6307 = load i64, i64* %i.addr.1
	%6308 = load i64, i64* %j.addr.1
	%6309 = mul nsw i64 %6307, %c.shape1
	%6310 = add nsw i64 %6309, %6308
	%6311 = getelementptr inbounds double, double* %c, i64 %6310
	store double %6306, double* %6311, align 8, !alias.scope !4
	%6312 = load i64, i64* %i.addr.2
	%6313 = load i64, i64* %j.addr.2
	%6314 = mul nsw i64 %6312, %c.shape1
	%6315 = add nsw i64 %6314, %6313
	%6316 = getelementptr inbounds double, double* %c, i64 %6315
	%6317 = load double, double* %6316, align 8, !alias.scope !4
	%6318 = load i64, i64* %j.addr.2
	%6319 = load i64, i64* %k.addr.2
	%6320 = mul nsw i64 %6318, %a.shape1
	%6321 = add nsw i64 %6320, %6319
	%6322 = getelementptr inbounds double, double* %a, i64 %6321
	%6323 = load double, double* %6322, align 8, !noalias !2
	%6324 = fmul double %6323, %202
	%6325 = load i64, i64* %i.addr.2
	%6326 = load i64, i64* %k.addr.2
	%6327 = mul nsw i64 %6325, %b.shape1
	%6328 = add nsw i64 %6327, %6326
	%6329 = getelementptr inbounds double, double* %b, i64 %6328
	%6330 = load double, double* %6329, align 8, !noalias !3
	%6331 = fmul double %6324, %6330
	%6332 = fadd double %6317, %6331
	%6333 = load i64, i64* %j.addr.2
	%6334 = load i64, i64* %k.addr.2
	%6335 = mul nsw i64 %6333, %b.shape1
	%6336 = add nsw i64 %6335, %6334
	%6337 = getelementptr inbounds double, double* %b, i64 %6336
	%6338 = load double, double* %6337, align 8, !noalias !3
	%6339 = fmul double %6338, %202
	%6340 = load i64, i64* %i.addr.2
	%6341 = load i64, i64* %k.addr.2
	%6342 = mul nsw i64 %6340, %a.shape1
	%6343 = add nsw i64 %6342, %6341
	%6344 = getelementptr inbounds double, double* %a, i64 %6343
	%6345 = load double, double* %6344, align 8, !noalias !2
	%6346 = fmul double %6339, %6345
	%6347 = fadd double %6332, %6346
	%6348 = load i64, i64* %i.addr.2
	%6349 = load i64, i64* %j.addr.2
	%6350 = mul nsw i64 %6348, %c.shape1
	%6351 = add nsw i64 %6350, %6349
	%6352 = getelementptr inbounds double, double* %c, i64 %6351
	store double %6347, double* %6352, align 8, !alias.scope !4
	%6353 = load i64, i64* %i.addr.3
	%6354 = load i64, i64* %j.addr.3
	%6355 = mul nsw i64 %6353, %c.shape1
	%6356 = add nsw i64 %6355, %6354
	%6357 = getelementptr inbounds double, double* %c, i64 %6356
	%6358 = load double, double* %6357, align 8, !alias.scope !4
	%6359 = load i64, i64* %j.addr.3
	%6360 = load i64, i64* %k.addr.3
	%6361 = mul nsw i64 %6359, %a.shape1
	%6362 = add nsw i64 %6361, %6360
	%6363 = getelementptr inbounds double, double* %a, i64 %6362
	%6364 = load double, double* %6363, align 8, !noalias !2
	%6365 = fmul double %6364, %202
	%6366 = load i64, i64* %i.addr.3
	%6367 = load i64, i64* %k.addr.3
	%6368 = mul nsw i64 %6366, %b.shape1
	%6369 = add nsw i64 %6368, %6367
	%6370 = getelementptr inbounds double, double* %b, i64 %6369
	%6371 = load double, double* %6370, align 8, !noalias !3
	%6372 = fmul double %6365, %6371
	%6373 = fadd double %6358, %6372
	%6374 = load i64, i64* %j.addr.3
	%6375 = load i64, i64* %k.addr.3
	%6376 = mul nsw i64 %6374, %b.shape1
	%6377 = add nsw i64 %6376, %6375
	%6378 = getelementptr inbounds double, double* %b, i64 %6377
	%6379 = load double, double* %6378, align 8, !noalias !3
	%6380 = fmul double %6379, %202
	%6381 = load i64, i64* %i.addr.3
	%6382 = load i64, i64* %k.addr.3
	%6383 = mul nsw i64 %6381, %a.shape1
	%6384 = add nsw i64 %6383, %6382
	%6385 = getelementptr inbounds double, double* %a, i64 %6384
	%6386 = load double, double* %6385, align 8, !noalias !2
	%6387 = fmul double %6380, %6386
	%6388 = fadd double %6373, %6387
	%6389 = load i64, i64* %i.addr.3
	%6390 = load i64, i64* %j.addr.3
	%6391 = mul nsw i64 %6389, %c.shape1
	%6392 = add nsw i64 %6391, %6390
	%6393 = getelementptr inbounds double, double* %c, i64 %6392
	store double %6388, double* %6393, align 8, !alias.scope !4
	%6394 = load i64, i64* %i.addr.4
	%6395 = load i64, i64* %j.addr.4
	%6396 = mul nsw i64 %6394, %c.shape1
	%6397 = add nsw i64 %6396, %6395
	%6398 = getelementptr inbounds double, double* %c, i64 %6397
	%6399 = load double, double* %6398, align 8, !alias.scope !4
	%6400 = load i64, i64* %j.addr.4
	%6401 = load i64, i64* %k.addr.4
	%6402 = mul nsw i64 %6400, %a.shape1
	%6403 = add nsw i64 %6402, %6401
	%6404 = getelementptr inbounds double, double* %a, i64 %6403
	%6405 = load double, double* %6404, align 8, !noalias !2
	%6406 = fmul double %6405, %202
	%6407 = load i64, i64* %i.addr.4
	%6408 = load i64, i64* %k.addr.4
	%6409 = mul nsw i64 %6407, %b.shape1
	%6410 = add nsw i64 %6409, %6408
	%6411 = getelementptr inbounds double, double* %b, i64 %6410
	%6412 = load double, double* %6411, align 8, !noalias !3
	%6413 = fmul double %6406, %6412
	%6414 = fadd double %6399, %6413
	%6415 = load i64, i64* %j.addr.4
	%6416 = load i64, i64* %k.addr.4
	%6417 = mul nsw i64 %6415, %b.shape1
	%6418 = add nsw i64 %6417, %6416
	%6419 = getelementptr inbounds double, double* %b, i64 %6418
	%6420 = load double, double* %6419, align 8, !noalias !3
	%6421 = fmul double %6420, %202
	%6422 = load i64, i64* %i.addr.4
	%6423 = load i64, i64* %k.addr.4
	%6424 = mul nsw i64 %6422, %a.shape1
	%6425 = add nsw i64 %6424, %6423
	%6426 = getelementptr inbounds double, double* %a, i64 %6425
	%6427 = load double, double* %6426, align 8, !noalias !2
	%6428 = fmul double %6421, %6427
	%6429 = fadd double %6414, %6428
	%6430 = load i64, i64* %i.addr.4
	%6431 = load i64, i64* %j.addr.4
	%6432 = mul nsw i64 %6430, %c.shape1
	%6433 = add nsw i64 %6432, %6431
	%6434 = getelementptr inbounds double, double* %c, i64 %6433
	store double %6429, double* %6434, align 8, !alias.scope !4
	%6435 = load i64, i64* %i.addr.5
	%6436 = load i64, i64* %j.addr.5
	%6437 = mul nsw i64 %6435, %c.shape1
	%6438 = add nsw i64 %6437, %6436
	%6439 = getelementptr inbounds double, double* %c, i64 %6438
	%6440 = load double, double* %6439, align 8, !alias.scope !4
	%6441 = load i64, i64* %j.addr.5
	%6442 = load i64, i64* %k.addr.5
	%6443 = mul nsw i64 %6441, %a.shape1
	%6444 = add nsw i64 %6443, %6442
	%6445 = getelementptr inbounds double, double* %a, i64 %6444
	%6446 = load double, double* %6445, align 8, !noalias !2
	%6447 = fmul double %6446, %202
	%6448 = load i64, i64* %i.addr.5
	%6449 = load i64, i64* %k.addr.5
	%6450 = mul nsw i64 %6448, %b.shape1
	%6451 = add nsw i64 %6450, %6449
	%6452 = getelementptr inbounds double, double* %b, i64 %6451
	%6453 = load double, double* %6452, align 8, !noalias !3
	%6454 = fmul double %6447, %6453
	%6455 = fadd double %6440, %6454
	%6456 = load i64, i64* %j.addr.5
	%6457 = load i64, i64* %k.addr.5
	%6458 = mul nsw i64 %6456, %b.shape1
	%6459 = add nsw i64 %6458, %6457
	%6460 = getelementptr inbounds double, double* %b, i64 %6459
	%6461 = load double, double* %6460, align 8, !noalias !3
	%6462 = fmul double %6461, %202
	%6463 = load i64, i64* %i.addr.5
	%6464 = load i64, i64* %k.addr.5
	%6465 = mul nsw i64 %6463, %a.shape1
	%6466 = add nsw i64 %6465, %6464
	%6467 = getelementptr inbounds double, double* %a, i64 %6466
	%6468 = load double, double* %6467, align 8, !noalias !2
	%6469 = fmul double %6462, %6468
	%6470 = fadd double %6455, %6469
	%6471 = load i64, i64* %i.addr.5
	%6472 = load i64, i64* %j.addr.5
	%6473 = mul nsw i64 %6471, %c.shape1
	%6474 = add nsw i64 %6473, %6472
	%6475 = getelementptr inbounds double, double* %c, i64 %6474
	store double %6470, double* %6475, align 8, !alias.scope !4
	%6476 = load i64, i64* %i.addr.6
	%6477 = load i64, i64* %j.addr.6
	%6478 = mul nsw i64 %6476, %c.shape1
	%6479 = add nsw i64 %6478, %6477
	%6480 = getelementptr inbounds double, double* %c, i64 %6479
	%6481 = load double, double* %6480, align 8, !alias.scope !4
	%6482 = load i64, i64* %j.addr.6
	%6483 = load i64, i64* %k.addr.6
	%6484 = mul nsw i64 %6482, %a.shape1
	%6485 = add nsw i64 %6484, %6483
	%6486 = getelementptr inbounds double, double* %a, i64 %6485
	%6487 = load double, double* %6486, align 8, !noalias !2
	%6488 = fmul double %6487, %202
	%6489 = load i64, i64* %i.addr.6
	%6490 = load i64, i64* %k.addr.6
	%6491 = mul nsw i64 %6489, %b.shape1
	%6492 = add nsw i64 %6491, %6490
	%6493 = getelementptr inbounds double, double* %b, i64 %6492
	%6494 = load double, double* %6493, align 8, !noalias !3
	%6495 = fmul double %6488, %6494
	%6496 = fadd double %6481, %6495
	%6497 = load i64, i64* %j.addr.6
	%6498 = load i64, i64* %k.addr.6
	%6499 = mul nsw i64 %6497, %b.shape1
	%6500 = add nsw i64 %6499, %6498
	%6501 = getelementptr inbounds double, double* %b, i64 %6500
	%6502 = load double, double* %6501, align 8, !noalias !3
	%6503 = fmul double %6502, %202
	%6504 = load i64, i64* %i.addr.6
	%6505 = load i64, i64* %k.addr.6
	%6506 = mul nsw i64 %6504, %a.shape1
	%6507 = add nsw i64 %6506, %6505
	%6508 = getelementptr inbounds double, double* %a, i64 %6507
	%6509 = load double, double* %6508, align 8, !noalias !2
	%6510 = fmul double %6503, %6509
	%6511 = fadd double %6496, %6510
	%6512 = load i64, i64* %i.addr.6
	%6513 = load i64, i64* %j.addr.6
	%6514 = mul nsw i64 %6512, %c.shape1
	%6515 = add nsw i64 %6514, %6513
	%6516 = getelementptr inbounds double, double* %c, i64 %6515
	store double %6511, double* %6516, align 8, !alias.scope !4
	%6517 = load i64, i64* %i.addr.7
	%6518 = load i64, i64* %j.addr.7
	%6519 = mul nsw i64 %6517, %c.shape1
	%6520 = add nsw i64 %6519, %6518
	%6521 = getelementptr inbounds double, double* %c, i64 %6520
	%6522 = load double, double* %6521, align 8, !alias.scope !4
	%6523 = load i64, i64* %j.addr.7
	%6524 = load i64, i64* %k.addr.7
	%6525 = mul nsw i64 %6523, %a.shape1
	%6526 = add nsw i64 %6525, %6524
	%6527 = getelementptr inbounds double, double* %a, i64 %6526
	%6528 = load double, double* %6527, align 8, !noalias !2
	%6529 = fmul double %6528, %202
	%6530 = load i64, i64* %i.addr.7
	%6531 = load i64, i64* %k.addr.7
	%6532 = mul nsw i64 %6530, %b.shape1
	%6533 = add nsw i64 %6532, %6531
	%6534 = getelementptr inbounds double, double* %b, i64 %6533
	%6535 = load double, double* %6534, align 8, !noalias !3
	%6536 = fmul double %6529, %6535
	%6537 = fadd double %6522, %6536
	%6538 = load i64, i64* %j.addr.7
	%6539 = load i64, i64* %k.addr.7
	%6540 = mul nsw i64 %6538, %b.shape1
	%6541 = add nsw i64 %6540, %6539
	%6542 = getelementptr inbounds double, double* %b, i64 %6541
	%6543 = load double, double* %6542, align 8, !noalias !3
	%6544 = fmul double %6543, %202
	%6545 = load i64, i64* %i.addr.7
	%6546 = load i64, i64* %k.addr.7
	%6547 = mul nsw i64 %6545, %a.shape1
	%6548 = add nsw i64 %6547, %6546
	%6549 = getelementptr inbounds double, double* %a, i64 %6548
	%6550 = load double, double* %6549, align 8, !noalias !2
	%6551 = fmul double %6544, %6550
	%6552 = fadd double %6537, %6551
	%6553 = load i64, i64* %i.addr.7
	%6554 = load i64, i64* %j.addr.7
	%6555 = mul nsw i64 %6553, %c.shape1
	%6556 = add nsw i64 %6555, %6554
	%6557 = getelementptr inbounds double, double* %c, i64 %6556
	store double %6552, double* %6557, align 8, !alias.scope !4
	%6558 = load i64, i64* %i.addr.8
	%6559 = load i64, i64* %j.addr.8
	%6560 = mul nsw i64 %6558, %c.shape1
	%6561 = add nsw i64 %6560, %6559
	%6562 = getelementptr inbounds double, double* %c, i64 %6561
	%6563 = load double, double* %6562, align 8, !alias.scope !4
	%6564 = load i64, i64* %j.addr.8
	%6565 = load i64, i64* %k.addr.8
	%6566 = mul nsw i64 %6564, %a.shape1
	%6567 = add nsw i64 %6566, %6565
	%6568 = getelementptr inbounds double, double* %a, i64 %6567
	%6569 = load double, double* %6568, align 8, !noalias !2
	%6570 = fmul double %6569, %202
	%6571 = load i64, i64* %i.addr.8
	%6572 = load i64, i64* %k.addr.8
	%6573 = mul nsw i64 %6571, %b.shape1
	%6574 = add nsw i64 %6573, %6572
	%6575 = getelementptr inbounds double, double* %b, i64 %6574
	%6576 = load double, double* %6575, align 8, !noalias !3
	%6577 = fmul double %6570, %6576
	%6578 = fadd double %6563, %6577
	%6579 = load i64, i64* %j.addr.8
	%6580 = load i64, i64* %k.addr.8
	%6581 = mul nsw i64 %6579, %b.shape1
	%6582 = add nsw i64 %6581, %6580
	%6583 = getelementptr inbounds double, double* %b, i64 %6582
	%6584 = load double, double* %6583, align 8, !noalias !3
	%6585 = fmul double %6584, %202
	%6586 = load i64, i64* %i.addr.8
	%6587 = load i64, i64* %k.addr.8
	%6588 = mul nsw i64 %6586, %a.shape1
	%6589 = add nsw i64 %6588, %6587
	%6590 = getelementptr inbounds double, double* %a, i64 %6589
	%6591 = load double, double* %6590, align 8, !noalias !2
	%6592 = fmul double %6585, %6591
	%6593 = fadd double %6578, %6592
	%6594 = load i64, i64* %i.addr.8
	%6595 = load i64, i64* %j.addr.8
	%6596 = mul nsw i64 %6594, %c.shape1
	%6597 = add nsw i64 %6596, %6595
	%6598 = getelementptr inbounds double, double* %c, i64 %6597
	store double %6593, double* %6598, align 8, !alias.scope !4
	%6599 = load i64, i64* %i.addr.9
	%6600 = load i64, i64* %j.addr.9
	%6601 = mul nsw i64 %6599, %c.shape1
	%6602 = add nsw i64 %6601, %6600
	%6603 = getelementptr inbounds double, double* %c, i64 %6602
	%6604 = load double, double* %6603, align 8, !alias.scope !4
	%6605 = load i64, i64* %j.addr.9
	%6606 = load i64, i64* %k.addr.9
	%6607 = mul nsw i64 %6605, %a.shape1
	%6608 = add nsw i64 %6607, %6606
	%6609 = getelementptr inbounds double, double* %a, i64 %6608
	%6610 = load double, double* %6609, align 8, !noalias !2
	%6611 = fmul double %6610, %202
	%6612 = load i64, i64* %i.addr.9
	%6613 = load i64, i64* %k.addr.9
	%6614 = mul nsw i64 %6612, %b.shape1
	%6615 = add nsw i64 %6614, %6613
	%6616 = getelementptr inbounds double, double* %b, i64 %6615
	%6617 = load double, double* %6616, align 8, !noalias !3
	%6618 = fmul double %6611, %6617
	%6619 = fadd double %6604, %6618
	%6620 = load i64, i64* %j.addr.9
	%6621 = load i64, i64* %k.addr.9
	%6622 = mul nsw i64 %6620, %b.shape1
	%6623 = add nsw i64 %6622, %6621
	%6624 = getelementptr inbounds double, double* %b, i64 %6623
	%6625 = load double, double* %6624, align 8, !noalias !3
	%6626 = fmul double %6625, %202
	%6627 = load i64, i64* %i.addr.9
	%6628 = load i64, i64* %k.addr.9
	%6629 = mul nsw i64 %6627, %a.shape1
	%6630 = add nsw i64 %6629, %6628
	%6631 = getelementptr inbounds double, double* %a, i64 %6630
	%6632 = load double, double* %6631, align 8, !noalias !2
	%6633 = fmul double %6626, %6632
	%6634 = fadd double %6619, %6633
	%6635 = load i64, i64* %i.addr.9
	%6636 = load i64, i64* %j.addr.9
	%6637 = mul nsw i64 %6635, %c.shape1
	%6638 = add nsw i64 %6637, %6636
	%6639 = getelementptr inbounds double, double* %c, i64 %6638
	store double %6634, double* %6639, align 8, !alias.scope !4
	%6640 = load i64, i64* %i.addr.10
	%6641 = load i64, i64* %j.addr.10
	%6642 = mul nsw i64 %6640, %c.shape1
	%6643 = add nsw i64 %6642, %6641
	%6644 = getelementptr inbounds double, double* %c, i64 %6643
	%6645 = load double, double* %6644, align 8, !alias.scope !4
	%6646 = load i64, i64* %j.addr.10
	%6647 = load i64, i64* %k.addr.10
	%6648 = mul nsw i64 %6646, %a.shape1
	%6649 = add nsw i64 %6648, %6647
	%6650 = getelementptr inbounds double, double* %a, i64 %6649
	%6651 = load double, double* %6650, align 8, !noalias !2
	%6652 = fmul double %6651, %202
	%6653 = load i64, i64* %i.addr.10
	%6654 = load i64, i64* %k.addr.10
	%6655 = mul nsw i64 %6653, %b.shape1
	%6656 = add nsw i64 %6655, %6654
	%6657 = getelementptr inbounds double, double* %b, i64 %6656
	%6658 = load double, double* %6657, align 8, !noalias !3
	%6659 = fmul double %6652, %6658
	%6660 = fadd double %6645, %6659
	%6661 = load i64, i64* %j.addr.10
	%6662 = load i64, i64* %k.addr.10
	%6663 = mul nsw i64 %6661, %b.shape1
	%6664 = add nsw i64 %6663, %6662
	%6665 = getelementptr inbounds double, double* %b, i64 %6664
	%6666 = load double, double* %6665, align 8, !noalias !3
	%6667 = fmul double %6666, %202
	%6668 = load i64, i64* %i.addr.10
	%6669 = load i64, i64* %k.addr.10
	%6670 = mul nsw i64 %6668, %a.shape1
	%6671 = add nsw i64 %6670, %6669
	%6672 = getelementptr inbounds double, double* %a, i64 %6671
	%6673 = load double, double* %6672, align 8, !noalias !2
	%6674 = fmul double %6667, %6673
	%6675 = fadd double %6660, %6674
	%6676 = load i64, i64* %i.addr.10
	%6677 = load i64, i64* %j.addr.10
	%6678 = mul nsw i64 %6676, %c.shape1
	%6679 = add nsw i64 %6678, %6677
	%6680 = getelementptr inbounds double, double* %c, i64 %6679
	store double %6675, double* %6680, align 8, !alias.scope !4
	%6681 = load i64, i64* %i.addr.11
	%6682 = load i64, i64* %j.addr.11
	%6683 = mul nsw i64 %6681, %c.shape1
	%6684 = add nsw i64 %6683, %6682
	%6685 = getelementptr inbounds double, double* %c, i64 %6684
	%6686 = load double, double* %6685, align 8, !alias.scope !4
	%6687 = load i64, i64* %j.addr.11
	%6688 = load i64, i64* %k.addr.11
	%6689 = mul nsw i64 %6687, %a.shape1
	%6690 = add nsw i64 %6689, %6688
	%6691 = getelementptr inbounds double, double* %a, i64 %6690
	%6692 = load double, double* %6691, align 8, !noalias !2
	%6693 = fmul double %6692, %202
	%6694 = load i64, i64* %i.addr.11
	%6695 = load i64, i64* %k.addr.11
	%6696 = mul nsw i64 %6694, %b.shape1
	%6697 = add nsw i64 %6696, %6695
	%6698 = getelementptr inbounds double, double* %b, i64 %6697
	%6699 = load double, double* %6698, align 8, !noalias !3
	%6700 = fmul double %6693, %6699
	%6701 = fadd double %6686, %6700
	%6702 = load i64, i64* %j.addr.11
	%6703 = load i64, i64* %k.addr.11
	%6704 = mul nsw i64 %6702, %b.shape1
	%6705 = add nsw i64 %6704, %6703
	%6706 = getelementptr inbounds double, double* %b, i64 %6705
	%6707 = load double, double* %6706, align 8, !noalias !3
	%6708 = fmul double %6707, %202
	%6709 = load i64, i64* %i.addr.11
	%6710 = load i64, i64* %k.addr.11
	%6711 = mul nsw i64 %6709, %a.shape1
	%6712 = add nsw i64 %6711, %6710
	%6713 = getelementptr inbounds double, double* %a, i64 %6712
	%6714 = load double, double* %6713, align 8, !noalias !2
	%6715 = fmul double %6708, %6714
	%6716 = fadd double %6701, %6715
	%6717 = load i64, i64* %i.addr.11
	%6718 = load i64, i64* %j.addr.11
	%6719 = mul nsw i64 %6717, %c.shape1
	%6720 = add nsw i64 %6719, %6718
	%6721 = getelementptr inbounds double, double* %c, i64 %6720
	store double %6716, double* %6721, align 8, !alias.scope !4
	%6722 = load i64, i64* %i.addr.12
	%6723 = load i64, i64* %j.addr.12
	%6724 = mul nsw i64 %6722, %c.shape1
	%6725 = add nsw i64 %6724, %6723
	%6726 = getelementptr inbounds double, double* %c, i64 %6725
	%6727 = load double, double* %6726, align 8, !alias.scope !4
	%6728 = load i64, i64* %j.addr.12
	%6729 = load i64, i64* %k.addr.12
	%6730 = mul nsw i64 %6728, %a.shape1
	%6731 = add nsw i64 %6730, %6729
	%6732 = getelementptr inbounds double, double* %a, i64 %6731
	%6733 = load double, double* %6732, align 8, !noalias !2
	%6734 = fmul double %6733, %202
	%6735 = load i64, i64* %i.addr.12
	%6736 = load i64, i64* %k.addr.12
	%6737 = mul nsw i64 %6735, %b.shape1
	%6738 = add nsw i64 %6737, %6736
	%6739 = getelementptr inbounds double, double* %b, i64 %6738
	%6740 = load double, double* %6739, align 8, !noalias !3
	%6741 = fmul double %6734, %6740
	%6742 = fadd double %6727, %6741
	%6743 = load i64, i64* %j.addr.12
	%6744 = load i64, i64* %k.addr.12
	%6745 = mul nsw i64 %6743, %b.shape1
	%6746 = add nsw i64 %6745, %6744
	%6747 = getelementptr inbounds double, double* %b, i64 %6746
	%6748 = load double, double* %6747, align 8, !noalias !3
	%6749 = fmul double %6748, %202
	%6750 = load i64, i64* %i.addr.12
	%6751 = load i64, i64* %k.addr.12
	%6752 = mul nsw i64 %6750, %a.shape1
	%6753 = add nsw i64 %6752, %6751
	%6754 = getelementptr inbounds double, double* %a, i64 %6753
	%6755 = load double, double* %6754, align 8, !noalias !2
	%6756 = fmul double %6749, %6755
	%6757 = fadd double %6742, %6756
	%6758 = load i64, i64* %i.addr.12
	%6759 = load i64, i64* %j.addr.12
	%6760 = mul nsw i64 %6758, %c.shape1
	%6761 = add nsw i64 %6760, %6759
	%6762 = getelementptr inbounds double, double* %c, i64 %6761
	store double %6757, double* %6762, align 8, !alias.scope !4
	%6763 = load i64, i64* %i.addr.13
	%6764 = load i64, i64* %j.addr.13
	%6765 = mul nsw i64 %6763, %c.shape1
	%6766 = add nsw i64 %6765, %6764
	%6767 = getelementptr inbounds double, double* %c, i64 %6766
	%6768 = load double, double* %6767, align 8, !alias.scope !4
	%6769 = load i64, i64* %j.addr.13
	%6770 = load i64, i64* %k.addr.13
	%6771 = mul nsw i64 %6769, %a.shape1
	%6772 = add nsw i64 %6771, %6770
	%6773 = getelementptr inbounds double, double* %a, i64 %6772
	%6774 = load double, double* %6773, align 8, !noalias !2
	%6775 = fmul double %6774, %202
	%6776 = load i64, i64* %i.addr.13
	%6777 = load i64, i64* %k.addr.13
	%6778 = mul nsw i64 %6776, %b.shape1
	%6779 = add nsw i64 %6778, %6777
	%6780 = getelementptr inbounds double, double* %b, i64 %6779
	%6781 = load double, double* %6780, align 8, !noalias !3
	%6782 = fmul double %6775, %6781
	%6783 = fadd double %6768, %6782
	%6784 = load i64, i64* %j.addr.13
	%6785 = load i64, i64* %k.addr.13
	%6786 = mul nsw i64 %6784, %b.shape1
	%6787 = add nsw i64 %6786, %6785
	%6788 = getelementptr inbounds double, double* %b, i64 %6787
	%6789 = load double, double* %6788, align 8, !noalias !3
	%6790 = fmul double %6789, %202
	%6791 = load i64, i64* %i.addr.13
	%6792 = load i64, i64* %k.addr.13
	%6793 = mul nsw i64 %6791, %a.shape1
	%6794 = add nsw i64 %6793, %6792
	%6795 = getelementptr inbounds double, double* %a, i64 %6794
	%6796 = load double, double* %6795, align 8, !noalias !2
	%6797 = fmul double %6790, %6796
	%6798 = fadd double %6783, %6797
	%6799 = load i64, i64* %i.addr.13
	%6800 = load i64, i64* %j.addr.13
	%6801 = mul nsw i64 %6799, %c.shape1
	%6802 = add nsw i64 %6801, %6800
	%6803 = getelementptr inbounds double, double* %c, i64 %6802
	store double %6798, double* %6803, align 8, !alias.scope !4
	%6804 = load i64, i64* %i.addr.14
	%6805 = load i64, i64* %j.addr.14
	%6806 = mul nsw i64 %6804, %c.shape1
	%6807 = add nsw i64 %6806, %6805
	%6808 = getelementptr inbounds double, double* %c, i64 %6807
	%6809 = load double, double* %6808, align 8, !alias.scope !4
	%6810 = load i64, i64* %j.addr.14
	%6811 = load i64, i64* %k.addr.14
	%6812 = mul nsw i64 %6810, %a.shape1
	%6813 = add nsw i64 %6812, %6811
	%6814 = getelementptr inbounds double, double* %a, i64 %6813
	%6815 = load double, double* %6814, align 8, !noalias !2
	%6816 = fmul double %6815, %202
	%6817 = load i64, i64* %i.addr.14
	%6818 = load i64, i64* %k.addr.14
	%6819 = mul nsw i64 %6817, %b.shape1
	%6820 = add nsw i64 %6819, %6818
	%6821 = getelementptr inbounds double, double* %b, i64 %6820
	%6822 = load double, double* %6821, align 8, !noalias !3
	%6823 = fmul double %6816, %6822
	%6824 = fadd double %6809, %6823
	%6825 = load i64, i64* %j.addr.14
	%6826 = load i64, i64* %k.addr.14
	%6827 = mul nsw i64 %6825, %b.shape1
	%6828 = add nsw i64 %6827, %6826
	%6829 = getelementptr inbounds double, double* %b, i64 %6828
	%6830 = load double, double* %6829, align 8, !noalias !3
	%6831 = fmul double %6830, %202
	%6832 = load i64, i64* %i.addr.14
	%6833 = load i64, i64* %k.addr.14
	%6834 = mul nsw i64 %6832, %a.shape1
	%6835 = add nsw i64 %6834, %6833
	%6836 = getelementptr inbounds double, double* %a, i64 %6835
	%6837 = load double, double* %6836, align 8, !noalias !2
	%6838 = fmul double %6831, %6837
	%6839 = fadd double %6824, %6838
	%6840 = load i64, i64* %i.addr.14
	%6841 = load i64, i64* %j.addr.14
	%6842 = mul nsw i64 %6840, %c.shape1
	%6843 = add nsw i64 %6842, %6841
	%6844 = getelementptr inbounds double, double* %c, i64 %6843
	store double %6839, double* %6844, align 8, !alias.scope !4
	%6845 = load i64, i64* %i.addr.15
	%6846 = load i64, i64* %j.addr.15
	%6847 = mul nsw i64 %6845, %c.shape1
	%6848 = add nsw i64 %6847, %6846
	%6849 = getelementptr inbounds double, double* %c, i64 %6848
	%6850 = load double, double* %6849, align 8, !alias.scope !4
	%6851 = load i64, i64* %j.addr.15
	%6852 = load i64, i64* %k.addr.15
	%6853 = mul nsw i64 %6851, %a.shape1
	%6854 = add nsw i64 %6853, %6852
	%6855 = getelementptr inbounds double, double* %a, i64 %6854
	%6856 = load double, double* %6855, align 8, !noalias !2
	%6857 = fmul double %6856, %202
	%6858 = load i64, i64* %i.addr.15
	%6859 = load i64, i64* %k.addr.15
	%6860 = mul nsw i64 %6858, %b.shape1
	%6861 = add nsw i64 %6860, %6859
	%6862 = getelementptr inbounds double, double* %b, i64 %6861
	%6863 = load double, double* %6862, align 8, !noalias !3
	%6864 = fmul double %6857, %6863
	%6865 = fadd double %6850, %6864
	%6866 = load i64, i64* %j.addr.15
	%6867 = load i64, i64* %k.addr.15
	%6868 = mul nsw i64 %6866, %b.shape1
	%6869 = add nsw i64 %6868, %6867
	%6870 = getelementptr inbounds double, double* %b, i64 %6869
	%6871 = load double, double* %6870, align 8, !noalias !3
	%6872 = fmul double %6871, %202
	%6873 = load i64, i64* %i.addr.15
	%6874 = load i64, i64* %k.addr.15
	%6875 = mul nsw i64 %6873, %a.shape1
	%6876 = add nsw i64 %6875, %6874
	%6877 = getelementptr inbounds double, double* %a, i64 %6876
	%6878 = load double, double* %6877, align 8, !noalias !2
	%6879 = fmul double %6872, %6878
	%6880 = fadd double %6865, %6879
	%6881 = load i64, i64* %i.addr.15
	%6882 = load i64, i64* %j.addr.15
	%6883 = mul nsw i64 %6881, %c.shape1
	%6884 = add nsw i64 %6883, %6882
	%6885 = getelementptr inbounds double, double* %c, i64 %6884
	store double %6880, double* %6885, align 8, !alias.scope !4
	br label %k.latch.6

k.latch.6:
	%6886 = add nuw i64 %k.it.6, 1
	br label %k.head.6

k.exit.6:
	br label %j.cols.latch.6

j.cols.latch.6:
	%6887 = add nuw i64 %j.cols.it.6, 16
	br label %j.cols.head.6

j.cols.exit.6:
	%6888 = icmp ugt i64 %245, %5999
	%6889 = sub i64 %245, %5999
	%6890 = select i1 %6888, i64 %6889, i64 0
	%6891 = and i64 %6890, -4
	%6892 = add nuw i64 %5999, %6891
	br label %j.cols.head.7

j.cols.head.7:
	%j.cols.it.7 = phi i64 [ %5999, %j.cols.exit.6 ], [ %7120, %j.cols.latch.7 ]
	%6893 = icmp ult i64 %j.cols.it.7, %6892
	br i1 %6893, label %j.cols.body.7, label %j.cols.exit.7

j.cols.body.7:
	%6894 = add nuw nsw i64 %j.cols.it.7, 0
	%6895 = add nsw i64 0, %6894
	store i64 %236, i64* %i.addr
	store i64 %6895, i64* %j.addr
	%6896 = add nuw nsw i64 %j.cols.it.7, 1
	%6897 = add nsw i64 0, %6896
	store i64 %236, i64* %i.addr.1
	store i64 %6897, i64* %j.addr.1
	%6898 = add nuw nsw i64 %j.cols.it.7, 2
	%6899 = add nsw i64 0, %6898
	store i64 %236, i64* %i.addr.2
	store i64 %6899, i64* %j.addr.2
	%6900 = add nuw nsw i64 %j.cols.it.7, 3
	%6901 = add nsw i64 0, %6900
	store i64 %236, i64* %i.addr.3
	store i64 %6901, i64* %j.addr.3
	%6902 = load i64, i64* %i.addr
	%6903 = load i64, i64* %j.addr
	%6904 = mul nsw i64 %6902, %c.shape1
	%6905 = add nsw i64 %6904, %6903
	%6906 = getelementptr inbounds double, double* %c, i64 %6905
	%6907 = load double, double* %6906, align 8, !alias.scope !4
	%6908 = fmul double %6907, %197
	%6909 = load i64, i64* %i.addr
	%6910 = load i64, i64* %j.addr
	%6911 = mul nsw i64 %6909, %c.shape1
	%6912 = add nsw i64 %6911, %6910
	%6913 = getelementptr inbounds double, double* %c, i64 %6912
	store double %6908, double* %6913, align 8, !alias.scope !4
	%6914 = load i64, i64* %i.addr.1
	%6915 = load i64, i64* %j.addr.1
	%6916 = mul nsw i64 %6914, %c.shape1
	%6917 = add nsw i64 %6916, %6915
	%6918 = getelementptr inbounds double, double* %c, i64 %6917
	%6919 = load double, double* %6918, align 8, !alias.scope !4
	%6920 = fmul double %6919, %197
	%6921 = load i64, i64* %i.addr.1
	%6922 = load i64, i64* %j.addr.1
	%6923 = mul nsw i64 %6921, %c.shape1
	%6924 = add nsw i64 %6923, %6922
	%6925 = getelementptr inbounds double, double* %c, i64 %6924
	store double %6920, double* %6925, align 8, !alias.scope !4
	%6926 = load i64, i64* %i.addr.2
	%6927 = load i64, i64* %j.addr.2
	%6928 = mul nsw i64 %6926, %c.shape1
	%6929 = add nsw i64 %6928, %6927
	%6930 = getelementptr inbounds double, double* %c, i64 %6929
	%6931 = load double, double* %6930, align 8, !alias.scope !4
	%6932 = fmul double %6931, %197
	%6933 = load i64, i64* %i.addr.2
	%6934 = load i64, i64* %j.addr.2
	%6935 = mul nsw i64 %6933, %c.shape1
	%6936 = add nsw i64 %6935, %6934
	%6937 = getelementptr inbounds double, double* %c, i64 %6936
	store double %6932, double* %6937, align 8, !alias.scope !4
	%6938 = load i64, i64* %i.addr.3
	%6939 = load i64, i64* %j.addr.3
	%6940 = mul nsw i64 %6938, %c.shape1
	%6941 = add nsw i64 %6940, %6939
	%6942 = getelementptr inbounds double, double* %c, i64 %6941
	%6943 = load double, double* %6942, align 8, !alias.scope !4
	%6944 = fmul double %6943, %197
	%6945 = load i64, i64* %i.addr.3
	%6946 = load i64, i64* %j.addr.3
	%6947 = mul nsw i64 %6945, %c.shape1
	%6948 = add nsw i64 %6947, %6946
	%6949 = getelementptr inbounds double, double* %c, i64 %6948
	store double %6944, double* %6949, align 8, !alias.scope !4
	%6950 = icmp slt i64 0, %m
	%6951 = sub i64 %m, 0
	%6952 = select i1 %6950, i64 %6951, i64 0
	br label %k.head.7

k.head.7:
	%k.it.7 = phi i64 [ 0, %j.cols.body.7 ], [ %7119, %k.latch.7 ]
	%6953 = icmp ult i64 %k.it.7, %6952
	br i1 %6953, label %k.body.7, label %k.exit.7

k.body.7:
	%6954 = add nsw i64 0, %k.it.7
	store i64 %6954, i64* %k.addr
	store i64 %6954, i64* %k.addr.1
	store i64 %6954, i64* %k.addr.2
	store i64 %6954, i64* %k.addr.3
	%6955 = load i64, i64* %i.addr
	%6956 = load i64, i64* %j.addr
	%6957 = mul nsw i64 %6955, %c.shape1
	%6958 = add nsw i64 %6957, %6956
	%6959 = getelementptr inbounds double, double* %c, i64 %6958
	%6960 = load double, double* %6959, align 8, !alias.scope !4
	%6961 = load i64, i64* %j.addr
	%6962 = load i64, i64* %k.addr
	%6963 = mul nsw i64 %6961, %a.shape1
	%6964 = add nsw i64 %6963, %6962
	%6965 = getelementptr inbounds double, double* %a, i64 %6964
	%6966 = load double, double* %6965, align 8, !noalias !2
	%6967 = fmul double %6966, %202
	%6968 = load i64, i64* %i.addr
	%6969 = load i64, i64* %k.addr
	%6970 = mul nsw i64 %6968, %b.shape1
	%6971 = add nsw i64 %6970, %6969
	%6972 = getelementptr inbounds double, double* %b, i64 %6971
	%6973 = load double, double* %6972, align 8, !noalias !3
	%6974 = fmul double %6967, %6973
	%6975 = fadd double %6960, %6974
	%6976 = load i64, i64* %j.addr
	%6977 = load i64, i64* %k.addr
	%6978 = mul nsw i64 %6976, %b.shape1
	%6979 = add nsw i64 %6978, %6977
	%6980 = getelementptr inbounds double, double* %b, i64 %6979
	%6981 = load double, double* %6980, align 8, !noalias !3
	%6982 = fmul double %6981, %202
	%6983 = load i64, i64* %i.addr
	%6984 = load i64, i64* %k.addr
	%6985 = mul nsw i64 %6983, %a.shape1
	%6986 = add nsw i64 %6985, %6984
	%6987 = getelementptr inbounds double, double* %a, i64 %6986
	%6988 = load double, double* %6987, align 8, !noalias !2
	%6989 = fmul double %6982, %6988
	%6990 = fadd double %6975, %6989
	%6991 = load i64, i64* %i.addr
	%6992 = load i64, i64* %j.addr
	%6993 = mul nsw i64 %6991, %c.shape1
	%6994 = add nsw i64 %6993, %6992
	%6995 = getelementptr inbounds double, double* %c, i64 %6994
	store double %6990, double* %6995, align 8, !alias.scope !4
	%6996 = load i64, i64* %i.addr.1
	%6997 = load i64, i64* %j.addr.1
	%6998 = mul nsw i64 %6996, %c.shape1
	%6999 = add nsw i64 %6998, %6997
	%7000 = getelementptr inbounds double, double* %c, i64 %6999
	%7001 = load double, double* %7000, align 8, !alias.scope !4
	%7002 = load i64, i64* %j.addr.1
	%7003 = load i64, i64* %k.addr.1
	%7004 = mul nsw i64 %7002, %a.shape1
	%7005 = add nsw i64 %7004, %7003
	%7006 = getelementptr inbounds double, double* %a, i64 %7005
	%7007 = load double, double* %7006, align 8, !noalias !2
	%7008 = fmul double %7007, %202
	%7009 = load i64, i64* %i.addr.1
	%7010 = load i64, i64* %k.addr.1
	%7011 = mul nsw i64 %7009, %b.shape1
	%7012 = add nsw i64 %7011, %7010
	%7013 = getelementptr inbounds double, double* %b, i64 %7012
	%7014 = load double, double* %7013, align 8, !noalias !3
	%7015 = fmul double %7008, %7014
	%7016 = fadd double %7001, %7015
	%7017 = load i64, i64* %j.addr.1
	%7018 = load i64, i64* %k.addr.1
	%7019 = mul nsw i64 %7017, %b.shape1
	%7020 = add nsw i64 %7019, %7018
	%7021 = getelementptr inbounds double, double* %b, i64 %7020
	%7022 = load double, double* %7021, align 8, !noalias !3
	%7023 = fmul double %7022, %202
	%7024 = load i64, i64* %i.addr.1
	%7025 = load i64, i64* %k.addr.1
	%7026 = mul nsw i64 %7024, %a.shape1
	%7027 = add nsw i64 %7026, %7025
	%7028 = getelementptr inbounds double, double* %a, i64 %7027
	%7029 = load double, double* %7028, align 8, !noalias !2
	%7030 = fmul double %7023, %7029
	%7031 = fadd double %7016, %7030
	%7032 = load i64, i64* %i.addr.1
	%7033 = load i64, i64* %j.addr.1
	%7034 = mul nsw i64 %7032, %c.shape1
	%7035 = add nsw i64 %7034, %7033
	%7036 = getelementptr inbounds double, double* %c, i64 %7035
	store double %7031, double* %7036, align 8, !alias.scope !4
	%7037 = load i64, i64* %i.addr.2
	%7038 = load i64, i64* %j.addr.2
	%7039 = mul nsw i64 %7037, %c.shape1
	%7040 = add nsw i64 %7039, %7038
	%7041 = getelementptr inbounds double, double* %c, i64 %7040
	%7042 = load double, double* %7041, align 8, !alias.scope !4
	%7043 = load i64, i64* %j.addr.2
	%7044 = load i64, i64* %k.addr.2
	%7045 = mul nsw i64 %7043, %a.shape1
	%7046 = add nsw i64 %7045, %7044
	%7047 = getelementptr inbounds double, double* %a, i64 %7046
	%7048 = load double, double* %7047, align 8, !noalias !2
	%7049 = fmul double %7048, %202
	%7050 = load i64, i64* %i.addr.2
	%7051 = load i64, i64* %k.addr.2
	%7052 = mul nsw i64 %7050, %b.shape1
	%7053 = add nsw i64 %7052, %7051
	%7054 = getelementptr inbounds double, double* %b, i64 %7053
	%7055 = load double, double* %7054, align 8, !noalias !3
	%7056 = fmul double %7049, %7055
	%7057 = fadd double %7042, %7056
	%7058 = load i64, i64* %j.addr.2
	%7059 = load i64, i64* %k.addr.2
	%7060 = mul nsw i64 %7058, %b.shape1
	%7061 = add nsw i64 %7060, %7059
	%7062 = getelementptr inbounds double, double* %b, i64 %7061
	%7063 = load double, double* %7062, align 8, !noalias !3
	%7064 = fmul double %7063, %202
	%7065 = load i64, i64* %i.addr.2
	%7066 = load i64, i64* %k.addr.2
	%7067 = mul nsw i64 %7065, %a.shape1
	%7068 = add nsw i64 %7067, %7066
	%7069 = getelementptr inbounds double, double* %a, i64 %7068
	%7070 = load double, double* %7069, align 8, !noalias !2
	%7071 = fmul double %7064, %7070
	%7072 = fadd double %7057, %7071
	%7073 = load i64, i64* %i.addr.2
	%7074 = load i64, i64* %j.addr.2
	%7075 = mul nsw i64 %7073, %c.shape1
	%7076 = add nsw i64 %7075, %7074
	%7077 = getelementptr inbounds double, double* %c, i64 %7076
	store double %7072, double* %7077, align 8, !alias.scope !4
	%7078 = load i64, i64* %i.addr.3
	%7079 = load i64, i64* %j.addr.3
	%7080 = mul nsw i64 %7078, %c.shape1
	%7081 = add nsw i64 %7080, %7079
	%7082 = getelementptr inbounds double, double* %c, i64 %7081
	%7083 = load double, double* %7082, align 8, !alias.scope !4
	%7084 = load i64, i64* %j.addr.3
	%7085 = load i64, i64* %k.addr.3
	%7086 = mul nsw i64 %7084, %a.shape1
	%7087 = add nsw i64 %7086, %7085
	%7088 = getelementptr inbounds double, double* %a, i64 %7087
	%7089 = load double, double* %7088, align 8, !noalias !2
	%7090 = fmul double %7089, %202
	%7091 = load i64, i64* %i.addr.3
	%7092 = load i64, i64* %k.addr.3
	%7093 = mul nsw i64 %7091, %b.shape1
	%7094 = add nsw i64 %7093, %7092
	%7095 = getelementptr inbounds double, double* %b, i64 %7094
	%7096 = load double, double* %7095, align 8, !noalias !3
	%7097 = fmul double %7090, %7096
	%7098 = fadd double %7083, %7097
	%7099 = load i64, i64* %j.addr.3
	%7100 = load i64, i64* %k.addr.3
	%7101 = mul nsw i64 %7099, %b.shape1
	%7102 = add nsw i64 %7101, %7100
	%7103 = getelementptr inbounds double, double* %b, i64 %7102
	%7104 = load double, double* %7103, align 8, !noalias !3
	%7105 = fmul double %7104, %202
	%7106 = load i64, i64* %i.addr.3
	%7107 = load i64, i64* %k.addr.3
	%7108 = mul nsw i64 %7106, %a.shape1
	%7109 = add nsw i64 %7108, %7107
	%7110 = getelementptr inbounds double, double* %a, i64 %7109
	%7111 = load double, double* %7110, align 8, !noalias !2
	%7112 = fmul double %7105, %7111
	%7113 = fadd double %7098, %7112
	%7114 = load i64, i64* %i.addr.3
	%7115 = load i64, i64* %j.addr.3
	%7116 = mul nsw i64 %7114, %c.shape1
	%7117 = add nsw i64 %7116, %7115
	%7118 = getelementptr inbounds double, double* %c, i64 %7117
	store double %7113, double* %7118, align 8, !alias.scope !4
	br label %k.latch.7

k.latch.7:
	%7119 = add nuw i64 %k.it.7, 1
	br label %k.head.7

k.exit.7:
	br label %j.cols.latch.7

j.cols.latch.7:
	%7120 = add nuw i64 %j.cols.it.7, 4
	br label %j.cols.head.7

j.cols.exit.7:
	%7121 = icmp ugt i64 %245, %6892
	%7122 = select i1 %7121, i64 %245, i64 %6892
	br label %j.cols.head.8

j.cols.head.8:
	%j.cols.it.8 = phi i64 [ %6892, %j.cols.exit.7 ], [ %7185, %j.cols.latch.8 ]
	%7123 = icmp ult i64 %j.cols.it.8, %7122
	br i1 %7123, label %j.cols.body.8, label %j.cols.exit.8

j.cols.body.8:
	%7124 = add nuw nsw i64 %j.cols.it.8, 0
	%7125 = add nsw i64 0, %7124
	store i64 %236, i64* %i.addr
	store i64 %7125, i64* %j.addr
	%7126 = load i64, i64* %i.addr
	%7127 = load i64, i64* %j.addr
	%7128 = mul nsw i64 %7126, %c.shape1
	%7129 = add nsw i64 %7128, %7127
	%7130 = getelementptr inbounds double, double* %c, i64 %7129
	%7131 = load double, double* %7130, align 8, !alias.scope !4
	%7132 = fmul double %7131, %197
	%7133 = load i64, i64* %i.addr
	%7134 = load i64, i64* %j.addr
	%7135 = mul nsw i64 %7133, %c.shape1
	%7136 = add nsw i64 %7135, %7134
	%7137 = getelementptr inbounds double, double* %c, i64 %7136
	store double %7132, double* %7137, align 8, !alias.scope !4
	%7138 = icmp slt i64 0, %m
	%7139 = sub i64 %m, 0
	%7140 = select i1 %7138, i64 %7139, i64 0
	br label %k.head.8

k.head.8:
	%k.it.8 = phi i64 [ 0, %j.cols.body.8 ], [ %7184, %k.latch.8 ]
	%7141 = icmp ult i64 %k.it.8, %7140
	br i1 %7141, label %k.body.8, label %k.exit.8

k.body.8:
	%7142 = add nsw i64 0, %k.it.8
	store i64 %7142, i64* %k.addr
	%7143 = load i64, i64* %i.addr
	%7144 = load i64, i64* %j.addr
	%7145 = mul nsw i64 %7143, %c.shape1
	%7146 = add nsw i64 %7145, %7144
	%7147 = getelementptr inbounds double, double* %c, i64 %7146
	%7148 = load double, double* %7147, align 8, !alias.scope !4
	%7149 = load i64, i64* %j.addr
	%7150 = load i64, i64* %k.addr
	%7151 = mul nsw i64 %7149, %a.shape1
	%7152 = add nsw i64 %7151, %7150
	%7153 = getelementptr inbounds double, double* %a, i64 %7152
	%7154 = load double, double* %7153, align 8, !noalias !2
	%7155 = fmul double %7154, %202
	%7156 = load i64, i64* %i.addr
	%7157 = load i64, i64* %k.addr
	%7158 = mul nsw i64 %7156, %b.shape1
	%7159 = add nsw i64 %7158, %7157
	%7160 = getelementptr inbounds double, double* %b, i64 %7159
	%7161 = load double, double* %7160, align 8, !noalias !3
	%7162 = fmul double %7155, %7161
	%7163 = fadd double %7148, %7162
	%7164 = load i64, i64* %j.addr
	%7165 = load i64, i64* %k.addr
	%7166 = mul nsw i64 %7164, %b.shape1
	%7167 = add nsw i64 %7166, %7165
	%7168 = getelementptr inbounds double, double* %b, i64 %7167
	%7169 = load double, double* %7168, align 8, !noalias !3
	%7170 = fmul double %7169, %202
	%7171 = load i64, i64* %i.addr
	%7172 = load i64, i64* %k.addr
	%7173 = mul nsw i64 %7171, %a.shape1
	%7174 = add nsw i64 %7173, %7172
	%7175 = getelementptr inbounds double, double* %a, i64 %7174
	%7176 = load double, double* %7175, align 8, !noalias !2
	%7177 = fmul double %7170, %7176
	%7178 = fadd double %7163, %7177
	%7179 = load i64, i64* %i.addr
	%7180 = load i64, i64* %j.addr
	%7181 = mul nsw i64 %7179, %c.shape1
	%7182 = add nsw i64 %7181, %7180
	%7183 = getelementptr inbounds double, double* %c, i64 %7182
	store double %7178, double* %7183, align 8, !alias.scope !4
	br label %k.latch.8

k.latch.8:
	%7184 = add nuw i64 %k.it.8, 1
	br label %k.head.8

k.exit.8:
	br label %j.cols.latch.8

j.cols.latch.8:
	%7185 = add nuw i64 %j.cols.it.8, 1
	br label %j.cols.head.8

j.cols.exit.8:
	%7186 = icmp ugt i64 %256, %273
	%7187 = sub i64 %256, %273
	%7188 = select i1 %7186, i64 %7187, i64 0
	%7189 = and i64 %7188, -16
	%7190 = add nuw i64 %273, %7189
	br label %j.cols.head.9

j.cols.head.9:
	%j.cols.it.9 = phi i64 [ %273, %j.cols.exit.8 ], [ %8078, %j.cols.latch.9 ]
	%7191 = icmp ult i64 %j.cols.it.9, %7190
	br i1 %7191, label %j.cols.body.9, label %j.cols.exit.9

j.cols.body.9:
	%7192 = add nuw nsw i64 %j.cols.it.9, 0
	%7193 = add nsw i64 0, %7192
	store i64 %247, i64* %i.addr
	store i64 %7193, i64* %j.addr
	%7194 = add nuw nsw i64 %j.cols.it.9, 1
	%7195 = add nsw i64 0, %7194
	store i64 %247, i64* %i.addr.1
	store i64 %7195, i64* %j.addr.1
	%7196 = add nuw nsw i64 %j.cols.it.9, 2
	%7197 = add nsw i64 0, %7196
	store i64 %247, i64* %i.addr.2
	store i64 %7197, i64* %j.addr.2
	%7198 = add nuw nsw i64 %j.cols.it.9, 3
	%7199 = add nsw i64 0, %7198
	store i64 %247, i64* %i.addr.3
	store i64 %7199, i64* %j.addr.3
	%7200 = add nuw nsw i64 %j.cols.it.9, 4
	%7201 = add nsw i64 0, %7200
	store i64 %247, i64* %i.addr.4
	store i64 %7201, i64* %j.addr.4
	%7202 = add nuw nsw i64 %j.cols.it.9, 5
	%7203 = add nsw i64 0, %7202
	store i64 %247, i64* %i.addr.5
	store i64 %7203, i64* %j.addr.5
	%7204 = add nuw nsw i64 %j.cols.it.9, 6
	%7205 = add nsw i64 0, %7204
	store i64 %247, i64* %i.addr.6
	store i64 %7205, i64* %j.addr.6
	%7206 = add nuw nsw i64 %j.cols.it.9, 7
	%7207 = add nsw i64 0, %7206
	store i64 %247, i64* %i.addr.7
	store i64 %7207, i64* %j.addr.7
	%7208 = add nuw nsw i64 %j.cols.it.9, 8
	%7209 = add nsw i64 0, %7208
	store i64 %247, i64* %i.addr.8
	store i64 %7209, i64* %j.addr.8
	%7210 = add nuw nsw i64 %j.cols.it.9, 9
	%7211 = add nsw i64 0, %7210
	store i64 %247, i64* %i.addr.9
	store i64 %7211, i64* %j.addr.9
	%7212 = add nuw nsw i64 %j.cols.it.9, 10
	%7213 = add nsw i64 0, %7212
	store i64 %247, i64* %i.addr.10
	store i64 %7213, i64* %j.addr.10
	%7214 = add nuw nsw i64 %j.cols.it.9, 11
	%7215 = add nsw i64 0, %7214
	store i64 %247, i64* %i.addr.11
	store i64 %7215, i64* %j.addr.11
	%7216 = add nuw nsw i64 %j.cols.it.9, 12
	%7217 = add nsw i64 0, %7216
	store i64 %247, i64* %i.addr.12
	store i64 %7217, i64* %j.addr.12
	%7218 = add nuw nsw i64 %j.cols.it.9, 13
	%7219 = add nsw i64 0, %7218
	store i64 %247, i64* %i.addr.13
	store i64 %7219, i64* %j.addr.13
	%7220 = add nuw nsw i64 %j.cols.it.9, 14
	%7221 = add nsw i64 0, %7220
	store i64 %247, i64* %i.addr.14
	store i64 %7221, i64* %j.addr.14
	%7222 = add nuw nsw i64 %j.cols.it.9, 15
	%7223 = add nsw i64 0, %7222
	store i64 %247, i64* %i.addr.15
	store i64 %7223, i64* %j.addr.15
	%7224 = load i64, i64* %i.addr
	%7225 = load i64, i64* %j.addr
	%7226 = mul nsw i64 %7224, %c.shape1
	%7227 = add nsw i64 %7226, %7225
	%7228 = getelementptr inbounds double, double* %c, i64 %7227
	%7229 = load double, double* %7228, align 8, !alias.scope !4
	%7230 = fmul double %7229, %197
	%7231 = load i64, i64* %i.addr
	%7232 = load i64, i64* %j.addr
	%7233 = mul nsw i64 %7231, %c.shape1
	%7234 = add nsw i64 %7233, %7232
	%7235 = getelementptr inbounds double, double* %c, i64 %7234
	store double %7230, double* %7235, align 8, !alias.scope !4
	%7236 = load i64, i64* %i.addr.1
	%7237 = load i64, i64* %j.addr.1
	%7238 = mul nsw i64 %7236, %c.shape1
	%7239 = add nsw i64 %7238, %7237
	%7240 = getelementptr inbounds double, double* %c, i64 %7239
	%7241 = load double, double* %7240, align 8, !alias.scope !4
	%7242 = fmul double %7241, %197
	%7243 = load i64, i64* %i.addr.1
	%7244 = load i64, i64* %j.addr.1
	%7245 = mul nsw i64 %7243, %c.shape1
	%7246 = add nsw i64 %7245, %7244
	%7247 = getelementptr inbounds double, double* %c, i64 %7246
	store double %7242, double* %7247, align 8, !alias.scope !4
	%7248 = load i64, i64* %i.addr.2
	%7249 = load i64, i64* %j.addr.2
	%7250 = mul nsw i64 %7248, %c.shape1
	%7251 = add nsw i64 %7250, %7249
	%7252 = getelementptr inbounds double, double* %c, i64 %7251
	%7253 = load double, double* %7252, align 8, !alias.scope !4
	%7254 = fmul double %7253, %197
	%7255 = load i64, i64* %i.addr.2
	%7256 = load i64, i64* %j.addr.2
	%7257 = mul nsw i64 %7255, %c.shape1
	%7258 = add nsw i64 %7257, %7256
	%7259 = getelementptr inbounds double, double* %c, i64 %7258
	store double %7254, double* %7259, align 8, !alias.scope !4
	%7260 = load i64, i64* %i.addr.3
	%7261 = load i64, i64* %j.addr.3
	%7262 = mul nsw i64 %7260, %c.shape1
	%7263 = add nsw i64 %7262, %7261
	%7264 = getelementptr inbounds double, double* %c, i64 %7263
	%7265 = load double, double* %7264, align 8, !alias.scope !4
	%7266 = fmul double %7265, %197
	%7267 = load i64, i64* %i.addr.3
	%7268 = load i64, i64* %j.addr.3
	%7269 = mul nsw i64 %7267, %c.shape1
	%7270 = add nsw i64 %7269, %7268
	%7271 = getelementptr inbounds double, double* %c, i64 %7270
	store double %7266, double* %7271, align 8, !alias.scope !4
	%7272 = load i64, i64* %i.addr.4
	%7273 = load i64, i64* %j.addr.4
	%7274 = mul nsw i64 %7272, %c.shape1
	%7275 = add nsw i64 %7274, %7273
	%7276 = getelementptr inbounds double, double* %c, i64 %7275
	%7277 = load double, double* %7276, align 8, !alias.scope !4
	%7278 = fmul double %7277, %197
	%7279 = load i64, i64* %i.addr.4
	%7280 = load i64, i64* %j.addr.4
	%7281 = mul nsw i64 %7279, %c.shape1
	%7282 = add nsw i64 %7281, %7280
	%7283 = getelementptr inbounds double, double* %c, i64 %7282
	store double %7278, double* %7283, align 8, !alias.scope !4
	%7284 = load i64, i64* %i.addr.5
	%7285 = load i64, i64* %j.addr.5
	%7286 = mul nsw i64 %7284, %c.shape1
	%7287 = add nsw i64 %7286, %7285
	%7288 = getelementptr inbounds double, double* %c, i64 %7287
	%7289 = load double, double* %7288, align 8, !alias.scope !4
	%7290 = fmul double %7289, %197
	%7291 = load i64, i64* %i.addr.5
	%7292 = load i64, i64* %j.addr.5
	%7293 = mul nsw i64 %7291, %c.shape1
	%7294 = add nsw i64 %7293, %7292
	%7295 = getelementptr inbounds double, double* %c, i64 %7294
	store double %7290, double* %7295, align 8, !alias.scope !4
	%7296 = load i64, i64* %i.addr.6
	%7297 = load i64, i64* %j.addr.6
	%7298 = mul nsw i64 %7296, %c.shape1
	%7299 = add nsw i64 %7298, %7297
	%7300 = getelementptr inbounds double, double* %c, i64 %7299
	%7301 = load double, double* %7300, align 8, !alias.scope !4
	%7302 = fmul double %7301, %197
	%7303 = load i64, i64* %i.addr.6
	%7304 = load i64, i64* %j.addr.6
	%7305 = mul nsw i64 %7303, %c.shape1
	%7306 = add nsw i64 %7305, %7304
	%7307 = getelementptr inbounds double, double* %c, i64 %7306
	store double %7302, double* %7307, align 8, !alias.scope !4
	%7308 = load i64, i64* %i.addr.7
	%7309 = load i64, i64* %j.addr.7
	%7310 = mul nsw i64 %7308, %c.shape1
	%7311 = add nsw i64 %7310, %7309
	%7312 = getelementptr inbounds double, double* %c, i64 %7311
	%7313 = load double, double* %7312, align 8, !alias.scope !4
	%7314 = fmul double %7313, %197
	%7315 = load i64, i64* %i.addr.7
	%7316 = load i64, i64* %j.addr.7
	%7317 = mul nsw i64 %7315, %c.shape1
	%7318 = add nsw i64 %7317, %7316
	%7319 = getelementptr inbounds double, double* %c, i64 %7318
	store double %7314, double* %7319, align 8, !alias.scope !4
	%7320 = load i64, i64* %i.addr.8
	%7321 = load i64, i64* %j.addr.8
	%7322 = mul nsw i64 %7320, %c.shape1
	%7323 = add nsw i64 %7322, %7321
	%7324 = getelementptr inbounds double, double* %c, i64 %7323
	%7325 = load double, double* %7324, align 8, !alias.scope !4
	%7326 = fmul double %7325, %197
	%7327 = load i64, i64* %i.addr.8
	%7328 = load i64, i64* %j.addr.8
	%7329 = mul nsw i64 %7327, %c.shape1
	%7330 = add nsw i64 %7329, %7328
	%7331 = getelementptr inbounds double, double* %c, i64 %7330
	store double %7326, double* %7331, align 8, !alias.scope !4
	%7332 = load i64, i64* %i.addr.9
	%7333 = load i64, i64* %j.addr.9
	%7334 = mul nsw i64 %7332, %c.shape1
	%7335 = add nsw i64 %7334, %7333
	%7336 = getelementptr inbounds double, double* %c, i64 %7335
	%7337 = load double, double* %7336, align 8, !alias.scope !4
	%7338 = fmul double %7337, %197
	%7339 = load i64, i64* %i.addr.9
	%7340 = load i64, i64* %j.addr.9
	%7341 = mul nsw i64 %7339, %c.shape1
	%7342 = add nsw i64 %7341, %7340
	%7343 = getelementptr inbounds double, double* %c, i64 %7342
	store double %7338, double* %7343, align 8, !alias.scope !4
	%7344 = load i64, i64* %i.addr.10
	%7345 = load i64, i64* %j.addr.10
	%7346 = mul nsw i64 %7344, %c.shape1
	%7347 = add nsw i64 %7346, %7345
	%7348 = getelementptr inbounds double, double* %c, i64 %7347
	%7349 = load double, double* %7348, align 8, !alias.scope !4
	%7350 = fmul double %7349, %197
	%7351 = load i64, i64* %i.addr.10
	%7352 = load i64, i64* %j.addr.10
	%7353 = mul nsw i64 %7351, %c.shape1
	%7354 = add nsw i64 %7353, %7352
	%7355 = getelementptr inbounds double, double* %c, i64 %7354
	store double %7350, double* %7355, align 8, !alias.scope !4
	%7356 = load i64, i64* %i.addr.11
	%7357 = load i64, i64* %j.addr.11
	%7358 = mul nsw i64 %7356, %c.shape1
	%7359 = add nsw i64 %7358, %7357
	%7360 = getelementptr inbounds double, double* %c, i64 %7359
	%7361 = load double, double* %7360, align 8, !alias.scope !4
	%7362 = fmul double %7361, %197
	%7363 = load i64, i64* %i.addr.11
	%7364 = load i64, i64* %j.addr.11
	%7365 = mul nsw i64 %7363, %c.shape1
	%7366 = add nsw i64 %7365, %7364
	%7367 = getelementptr inbounds double, double* %c, i64 %7366
	store double %7362, double* %7367, align 8, !alias.scope !4
	%7368 = load i64, i64* %i.addr.12
	%7369 = load i64, i64* %j.addr.12
	%7370 = mul nsw i64 %7368, %c.shape1
	%7371 = add nsw i64 %7370, %7369
	%7372 = getelementptr inbounds double, double* %c, i64 %7371
	%7373 = load double, double* %7372, align 8, !alias.scope !4
	%7374 = fmul double %7373, %197
	%7375 = load i64, i64* %i.addr.12
	%7376 = load i64, i64* %j.addr.12
	%7377 = mul nsw i64 %7375, %c.shape1
	%7378 = add nsw i64 %7377, %7376
	%7379 = getelementptr inbounds double, double* %c, i64 %7378
	store double %7374, double* %7379, align 8, !alias.scope !4
	%7380 = load i64, i64* %i.addr.13
	%7381 = load i64, i64* %j.addr.13
	%7382 = mul nsw i64 %7380, %c.shape1
	%7383 = add nsw i64 %7382, %7381
	%7384 = getelementptr inbounds double, double* %c, i64 %7383
	%7385 = load double, double* %7384, align 8, !alias.scope !4
	%7386 = fmul double %7385, %197
	%7387 = load i64, i64* %i.addr.13
	%7388 = load i64, i64* %j.addr.13
	%7389 = mul nsw i64 %7387, %c.shape1
	%7390 = add nsw i64 %7389, %7388
	%7391 = getelementptr inbounds double, double* %c, i64 %7390
	store double %7386, double* %7391, align 8, !alias.scope !4
	%7392 = load i64, i64* %i.addr.14
	%7393 = load i64, i64* %j.addr.14
	%7394 = mul nsw i64 %7392, %c.shape1
	%7395 = add nsw i64 %7394, %7393
	%7396 = getelementptr inbounds double, double* %c, i64 %7395
	%7397 = load double, double* %7396, align 8, !alias.scope !4
	%7398 = fmul double %7397, %197
	%7399 = load i64, i64* %i.addr.14
	%7400 = load i64, i64* %j.addr.14
	%7401 = mul nsw i64 %7399, %c.shape1
	%7402 = add nsw i64 %7401, %7400
	%7403 = getelementptr inbounds double, double* %c, i64 %7402
	store double %7398, double* %7403, align 8, !alias.scope !4
	%7404 = load i64, i64* %i.addr.15
	%7405 = load i64, i64* %j.addr.15
	%7406 = mul nsw i64 %7404, %c.shape1
	%7407 = add nsw i64 %7406, %7405
	%7408 = getelementptr inbounds double, double* %c, i64 %7407
	%7409 = load double, double* %7408, align 8, !alias.scope !4
	%7410 = fmul double %7409, %197
	%7411 = load i64, i64* %i.addr.15
	%7412 = load i64, i64* %j.addr.15
	%7413 = mul nsw i64 %7411, %c.shape1
	%7414 = add nsw i64 %7413, %7412
	%7415 = getelementptr inbounds double, double* %c, i64 %7414
	store double %7410, double* %7415, align 8, !alias.scope !4
	%7416 = icmp slt i64 0, %m
	%7417 = sub i64 %m, 0
	%7418 = select i1 %7416, i64 %7417, i64 0
	br label %k.head.9

k.head.9:
	%k.it.9 = phi i64 [ 0, %j.cols.body.9 ], [ %8077, %k.latch.9 ]
	%7419 = icmp ult i64 %k.it.9, %7418
	br i1 %7419, label %k.body.9, label %k.exit.9

k.body.9:
	%7420 = add nsw i64 0, %k.it.9
	store i64 %7420, i64* %k.addr
	store i64 %7420, i64* %k.addr.1
	store i64 %7420, i64* %k.addr.2
	store i64 %7420, i64* %k.addr.3
	store i64 %7420, i64* %k.addr.4
	store i64 %7420, i64* %k.addr.5
	store i64 %7420, i64* %k.addr.6
	store i64 %7420, i64* %k.addr.7
	store i64 %7420, i64* %k.addr.8
	store i64 %7420, i64* %k.addr.9
	store i64 %7420, i64* %k.addr.10
	store i64 %7420, i64* %k.addr.11
	store i64 %7420, i64* %k.addr.12
	store i64 %7420, i64* %k.addr.13
	store i64 %7420, i64* %k.addr.14
	store i64 %7420, i64* %k.addr.15
	%7421 = load i64, i64* %i.addr
	%7422 = load i64, i64* %j.addr
	%7423 = mul nsw i64 %7421, %c.shape1
	%7424 = add nsw i64 %7423, %7422
	%7425 = getelementptr inbounds double, double* %c, i64 %7424
	%7426 = load double, double* %7425, align 8, !alias.scope !4
	%7427 = load i64, i64* %j.addr
	%7428 = load i64, i64* %k.addr
	%7429 = mul nsw i64 %7427, %a.shape1
	%7430 = add nsw i64 %7429, %7428
	%7431 = getelementptr inbounds double, double* %a, i64 %7430
	%7432 = load double, double* %7431, align 8, !noalias !2
	%7433 = fmul double %7432, %202
	%7434 = load i64, i64* %i.addr
	%7435 = load i64, i64* %k.addr
	%7436 = mul nsw i64 %7434, %b.shape1
	%7437 = add nsw i64 %7436, %7435
	%7438 = getelementptr inbounds double, double* %b, i64 %7437
	%7439 = load double, double* %7438, align 8, !noalias !3
	%7440 = fmul double %7433, %7439
	%7441 = fadd double %7426, %7440
	%7442 = load i64, i64* %j.addr
	%7443 = load i64, i64* %k.addr
	%7444 = mul nsw i64 %7442, %b.shape1
	%7445 = add nsw i64 %7444, %7443
	%7446 = getelementptr inbounds double, double* %b, i64 %7445
	%7447 = load double, double* %7446, align 8, !noalias !3
	%7448 = fmul double %7447, %202
	%7449 = load i64, i64* %i.addr
	%7450 = load i64, i64* %k.addr
	%7451 = mul nsw i64 %7449, %a.shape1
	%7452 = add nsw i64 %7451, %7450
	%7453 = getelementptr inbounds double, double* %a, i64 %7452
	%7454 = load double, double* %7453, align 8, !noalias !2
	%7455 = fmul double %7448, %7454
	%7456 = fadd double %7441, %7455
	%7457 = load i64, i64* %i.addr
	%7458 = load i64, i64* %j.addr
	%7459 = mul nsw i64 %7457, %c.shape1
	%7460 = add nsw i64 %7459, %7458
	%7461 = getelementptr inbounds double, double* %c, i64 %7460
	store double %7456, double* %7461, align 8, !alias.scope !4
	%7462 = load i64, i64* %i.addr.1
	%7463 = load i64, i64* %j.addr.1
	%7464 = mul nsw i64 %7462, %c.shape1
	%7465 = add nsw i64 %7464, %7463
	%7466 = getelementptr inbounds double, double* %c, i64 %7465
	%7467 = load double, double* %7466, align 8, !alias.scope !4
	%7468 = load i64, i64* %j.addr.1
	%7469 = load i64, i64* %k.addr.1
	%7470 = mul nsw i64 %7468, %a.shape1
	%7471 = add nsw i64 %7470, %7469
	%7472 = getelementptr inbounds double, double* %a, i64 %7471
	%7473 = load double, double* %7472, align 8, !noalias !2
	%7474 = fmul double %7473, %202
	%7475 = load i64, i64* %i.addr.1
	%7476 = load i64, i64* %k.addr.1
	%7477 = mul nsw i64 %7475, %b.shape1
	%7478 = add nsw i64 %7477, %7476
	%7479 = getelementptr inbounds double, double* %b, i64 %7478
	%7480 = load double, double* %7479, align 8, !noalias !3
	%7481 = fmul double %7474, %7480
	%7482 = fadd double %7467, %7481
	%7483 = load i64, i64* %j.addr.1
	%7484 = load i64, i64* %k.addr.1
	%7485 = mul nsw i64 %7483, %b.shape1
	%7486 = add nsw i64 %7485, %7484
	%7487 = getelementptr inbounds double, double* %b, i64 %7486
	%7488 = load double, double* %7487, align 8, !noalias !3
	%7489 = fmul double %7488, %202
	%7490 = load i64, i64* %i.addr.1
	%7491 = load i64, i64* %k.addr.1
	%7492 = mul nsw i64 %7490, %a.shape1
	%7493 = add nsw i64 %7492, %7491
	%7494 = getelementptr inbounds double, double* %a, i64 %7493
	%7495 = load double, double* %7494, align 8, !noalias !2
	%7496 = fmul double %7489, %7495
	%7497 = fadd double %7482, %7496
	%7498 = load i64, i64* %i.addr.1
	%7499 = load i64, i64* %j.addr.1
	%7500 = mul nsw i64 %7498, %c.shape1
	%7501 = add nsw i64 %7500, %7499
	%7502 = getelementptr inbounds double, double* %c, i64 %7501
	store double %7497, double* %7502, align 8, !alias.scope !4
	%7503 = load i64, i64* %i.addr.2
	%7504 = load i64, i64* %j.addr.2
	%7505 = mul nsw i64 %7503, %c.shape1
	%7506 = add nsw i64 %7505, %7504
	%7507 = getelementptr inbounds double, double* %c, i64 %7506
	%7508 = load double, double* %7507, align 8, !alias.scope !4
	%7509 = load i64, i64* %j.addr.2
	%7510 = load i64, i64* %k.addr.2
	%7511 = mul nsw i64 %7509, %a.shape1
	%7512 = add nsw i64 %7511, %7510
	%7513 = getelementptr inbounds double, double* %a, i64 %7512
	%7514 = load double, double* %7513, align 8, !noalias !2
	%7515 = fmul double %7514, %202
	%7516 = load i64, i64* %i.addr.2
	%7517 = load i64, i64* %k.addr.2
	%7518 = mul nsw i64 %7516, %b.shape1
	%7519 = add nsw i64 %7518, %7517
	%7520 = getelementptr inbounds double, double* %b, i64 %7519
	%7521 = load double, double* %7520, align 8, !noalias !3
	%7522 = fmul double %7515, %7521
	%7523 = fadd double %7508, %7522
	%7524 = load i64, i64* %j.addr.2
	%7525 = load i64, i64* %k.addr.2
	%7526 = mul nsw i64 %7524, %b.shape1
	%7527 = add nsw i64 %7526, %7525
	%7528 = getelementptr inbounds double, double* %b, i64 %7527
	%7529 = load double, double* %7528, align 8, !noalias !3
	%7530 = fmul double %7529, %202
	%7531 = load i64, i64* %i.addr.2
	%7532 = load i64, i64* %k.addr.2
	%7533 = mul nsw i64 %7531, %a.shape1
	%7534 = add nsw i64 %7533, %7532
	%7535 = getelementptr inbounds double, double* %a, i64 %7534
	%7536 = load double, double* %7535, align 8, !noalias !2
	%7537 = fmul double %7530, %7536
	%7538 = fadd double %7523, %7537
	%7539 = load i64, i64* %i.addr.2
	%7540 = load i64, i64* %j.addr.2
	%7541 = mul nsw i64 %7539, %c.shape1
	%7542 = add nsw i64 %7541, %7540
	%7543 = getelementptr inbounds double, double* %c, i64 %7542
	store double %7538, double* %7543, align 8, !alias.scope !4
	%7544 = load i64, i64* %i.addr.3
	%7545 = load i64, i64* %j.addr.3
	%7546 = mul nsw i64 %7544, %c.shape1
	%7547 = add nsw i64 %7546, %7545
	%7548 = getelementptr inbounds double, double* %c, i64 %7547
	%7549 = load double, double* %7548, align 8, !alias.scope !4
	%7550 = load i64, i64* %j.addr.3
	%7551 = load i64, i64* %k.addr.3
	%7552 = mul nsw i64 %7550, %a.shape1
	%7553 = add nsw i64 %7552, %7551
	%7554 = getelementptr inbounds double, double* %a, i64 %7553
	%7555 = load double, double* %7554, align 8, !noalias !2
	%7556 = fmul double %7555, %202
	%7557 = load i64, i64* %i.addr.3
	%7558 = load i64, i64* %k.addr.3
	%7559 = mul nsw i64 %7557, %b.shape1
	%7560 = add nsw i64 %7559, %7558
	%7561 = getelementptr inbounds double, double* %b, i64 %7560
	%7562 = load double, double* %7561, align 8, !noalias !3
	%7563 = fmul double %7556, %7562
	%7564 = fadd double %7549, %7563
	%7565 = load i64, i64* %j.addr.3
	%7566 = load i64, i64* %k.addr.3
	%7567 = mul nsw i64 %7565, %b.shape1
	%7568 = add nsw i64 %7567, %7566
	%7569 = getelementptr inbounds double, double* %b, i64 %7568
	%7570 = load double, double* %7569, align 8, !noalias !3
	%7571 = fmul double %7570, %202
	%7572 = load i64, i64* %i.addr.3
	%7573 = load i64, i64* %k.addr.3
	%7574 = mul nsw i64 %7572, %a.shape1
	%7575 = add nsw i64 %7574, %7573
	%7576 = getelementptr inbounds double, double* %a, i64 %7575
	%7577 = load double, double* %7576, align 8, !noalias !2
	%7578 = fmul double %7571, %7577
	%7579 = fadd double %7564, %7578
	%7580 = load i64, i64* %i.addr.3
	%7581 = load i64, i64* %j.addr.3
	%7582 = mul nsw i64 %7580, %c.shape1
	%7583 = add nsw i64 %7582, %7581
	%7584 = getelementptr inbounds double, double* %c, i64 %7583
	store double %7579, double* %7584, align 8, !alias.scope !4
	%7585 = load i64, i64* %i.addr.4
	%7586 = load i64, i64* %j.addr.4
	%7587 = mul nsw i64 %7585, %c.shape1
	%7588 = add nsw i64 %7587, %7586
	%7589 = getelementptr inbounds double, double* %c, i64 %7588
	%7590 = load double, double* %7589, align 8, !alias.scope !4
	%7591 = load i64, i64* %j.addr.4
	%7592 = load i64, i64* %k.addr.4
	%7593 = mul nsw i64 %7591, %a.shape1
	%7594 = add nsw i64 %7593, %7592
	%7595 = getelementptr inbounds double, double* %a, i64 %7594
	%7596 = load double, double* %7595, align 8, !noalias !2
	%7597 = fmul double %7596, %202
	%7598 = load i64, i64* %i.addr.4
	%7599 = load i64, i64* %k.addr.4
	%7600 = mul nsw i64 %7598, %b.shape1
	%7601 = add nsw i64 %7600, %7599
	%7602 = getelementptr inbounds double, double* %b, i64 %7601
	%7603 = load double, double* %7602, align 8, !noalias !3
	%7604 = fmul double %7597, %7603
	%7605 = fadd double %7590, %7604
	%7606 = load i64, i64* %j.addr.4
	%7607 = load i64, i64* %k.addr.4
	%7608 = mul nsw i64 %7606, %b.shape1
	%7609 = add nsw i64 %7608, %7607
	%7610 = getelementptr inbounds double, double* %b, i64 %7609
	%7611 = load double, double* %7610, align 8, !noalias !3
	%7612 = fmul double %7611, %202
	%7613 = load i64, i64* %i.addr.4
	%7614 = load i64, i64* %k.addr.4
	%7615 = mul nsw i64 %7613, %a.shape1
	%7616 = add nsw i64 %7615, %7614
	%7617 = getelementptr inbounds double, double* %a, i64 %7616
	%7618 = load double, double* %7617, align 8, !noalias !2
	%7619 = fmul double %7612, %7618
	%7620 = fadd double %7605, %7619
	%7621 = load i64, i64* %i.addr.4
	%7622 = load i64, i64* %j.addr.4
	%7623 = mul nsw i64 %7621, %c.shape1
	%7624 = add nsw i64 %7623, %7622
	%7625 = getelementptr inbounds double, double* %c, i64 %7624
	store double %7620, double* %7625, align 8, !alias.scope !4
	%7626 = load i64, i64* %i.addr.5
	%7627 = load i64, i64* %j.addr.5
	%7628 = mul nsw i64 %7626, %c.shape1
	%7629 = add nsw i64 %7628, %7627
	%7630 = getelementptr inbounds double, double* %c, i64 %7629
	%7631 = load double, double* %7630, align 8, !alias.scope !4
	%7632 = load i64, i64* %j.addr.5
	%7633 = load i64, i64* %k.addr.5
	%7634 = mul nsw i64 %7632, %a.shape1
	%7635 = add nsw i64 %7634, %7633
	%7636 = getelementptr inbounds double, double* %a, i64 %7635
	%7637 = load double, double* %7636, align 8, !noalias !2
	%7638 = fmul double %7637, %202
	%7639 = load i64, i64* %i.addr.5
	%7640 = load i64, i64* %k.addr.5
	%7641 = mul nsw i64 %7639, %b.shape1
	%7642 = add nsw i64 %7641, %7640
	%7643 = getelementptr inbounds double, double* %b, i64 %7642
	%7644 = load double, double* %7643, align 8, !noalias !3
	%7645 = fmul double %7638, %7644
	%7646 = fadd double %7631, %7645
	%7647 = load i64, i64* %j.addr.5
	%7648 = load i64, i64* %k.addr.5
	%7649 = mul nsw i64 %7647, %b.shape1
	%7650 = add nsw i64 %7649, %7648
	%7651 = getelementptr inbounds double, double* %b, i64 %7650
	%7652 = load double, double* %7651, align 8, !noalias !3
	%7653 = fmul double %7652, %202
	%7654 = load i64, i64* %i.addr.5
	%7655 = load i64, i64* %k.addr.5
	%7656 = mul nsw i64 %7654, %a.shape1
	%7657 = add nsw i64 %7656, %7655
	%7658 = getelementptr inbounds double, double* %a, i64 %7657
	%7659 = load double, double* %7658, align 8, !noalias !2
	%7660 = fmul double %7653, %7659
	%7661 = fadd double %7646, %7660
	%7662 = load i64, i64* %i.addr.5
	%7663 = load i64, i64* %j.addr.5
	%7664 = mul nsw i64 %7662, %c.shape1
	%7665 = add nsw i64 %7664, %7663
	%7666 = getelementptr inbounds double, double* %c, i64 %7665
	store double %7661, double* %7666, align 8, !alias.scope !4
	%7667 = load i64, i64* %i.addr.6
	%7668 = load i64, i64* %j.addr.6
	%7669 = mul nsw i64 %7667, %c.shape1
	%7670 = add nsw i64 %7669, %7668
	%7671 = getelementptr inbounds double, double* %c, i64 %7670
	%7672 = load double, double* %7671, align 8, !alias.scope !4
	%7673 = load i64, i64* %j.addr.6
	%7674 = load i64, i64* %k.addr.6
	%7675 = mul nsw i64 %7673, %a.shape1
	%7676 = add nsw i64 %7675, %7674
	%7677 = getelementptr inbounds double, double* %a, i64 %7676
	%7678 = load double, double* %7677, align 8, !noalias !2
	%7679 = fmul double %7678, %202
	%7680 = load i64, i64* %i.addr.6
	%7681 = load i64, i64* %k.addr.6
	%7682 = mul nsw i64 %7680, %b.shape1
	%7683 = add nsw i64 %7682, %7681
	%7684 = getelementptr inbounds double, double* %b, i64 %7683
	%7685 = load double, double* %7684, align 8, !noalias !3
	%7686 = fmul double %7679, %7685
	%7687 = fadd double %7672, %7686
	%7688 = load i64, i64* %j.addr.6
	%7689 = load i64, i64* %k.addr.6
	%7690 = mul nsw i64 %7688, %b.shape1
	%7691 = add nsw i64 %7690, %7689
	%7692 = getelementptr inbounds double, double* %b, i64 %7691
	%7693 = load double, double* %7692, align 8, !noalias !3
	%7694 = fmul double %7693, %202
	%7695 = load i64, i64* %i.addr.6
	%7696 = load i64, i64* %k.addr.6
	%7697 = mul nsw i64 %7695, %a.shape1
	%7698 = add nsw i64 %7697, %7696
	%7699 = getelementptr inbounds double, double* %a, i64 %7698
	%7700 = load double, double* %7699, align 8, !noalias !2
	%7701 = fmul double %7694, %7700
	%7702 = fadd double %7687, %7701
	%7703 = load i64, i64* %i.addr.6
	%7704 = load i64, i64* %j.addr.6
	%7705 = mul nsw i64 %7703, %c.shape1
	%7706 = add nsw i64 %7705, %7704
	%7707 = getelementptr inbounds double, double* %c, i64 %7706
	store double %7702, double* %7707, align 8, !alias.scope !4
	%7708 = load i64, i64* %i.addr.7
	%7709 = load i64, i64* %j.addr.7
	%7710 = mul nsw i64 %7708, %c.shape1
	%7711 = add nsw i64 %7710, %7709
	%7712 = getelementptr inbounds double, double* %c, i64 %7711
	%7713 = load double, double* %7712, align 8, !alias.scope !4
	%7714 = load i64, i64* %j.addr.7
	%7715 = load i64, i64* %k.addr.7
	%7716 = mul nsw i64 %7714, %a.shape1
	%7717 = add nsw i64 %7716, %7715
	%7718 = getelementptr inbounds double, double* %a, i64 %7717
	%7719 = load double, double* %7718, align 8, !noalias !2
	%7720 = fmul double %7719, %202
	%7721 = load i64, i64* %i.addr.7
	%7722 = load i64, i64* %k.addr.7
	%7723 = mul nsw i64 %7721, %b.shape1
	%7724 = add nsw i64 %7723, %7722
	%7725 = getelementptr inbounds double, double* %b, i64 %7724
	%7726 = load double, double* %7725, align 8, !noalias !3
	%7727 = fmul double %7720, %7726
	%7728 = fadd double %7713, %7727
	%7729 = load i64, i64* %j.addr.7
	%7730 = load i64, i64* %k.addr.7
	%7731 = mul nsw i64 %7729, %b.shape1
	%7732 = add nsw i64 %7731, %7730
	%7733 = getelementptr inbounds double, double* %b, i64 %7732
	%7734 = load double, double* %7733, align 8, !noalias !3
	%7735 = fmul double %7734, %202
	%7736 = load i64, i64* %i.addr.7
	%7737 = load i64, i64* %k.addr.7
	%7738 = mul nsw i64 %7736, %a.shape1
	%7739 = add nsw i64 %7738, %7737
	%7740 = getelementptr inbounds double, double* %a, i64 %7739
	%7741 = load double, double* %7740, align 8, !noalias !2
	%7742 = fmul double %7735, %7741
	%7743 = fadd double %7728, %7742
	%7744 = load i64, i64* %i.addr.7
	%7745 = load i64, i64* %j.addr.7
	%7746 = mul nsw i64 %7744, %c.shape1
	%7747 = add nsw i64 %7746, %7745
	%7748 = getelementptr inbounds double, double* %c, i64 %7747
	store double %7743, double* %7748, align 8, !alias.scope !4
	%7749 = load i64, i64* %i.addr.8
	%7750 = load i64, i64* %j.addr.8
	%7751 = mul nsw i64 %7749, %c.shape1
	%7752 = add nsw i64 %7751, %7750
	%7753 = getelementptr inbounds double, double* %c, i64 %7752
	%7754 = load double, double* %7753, align 8, !alias.scope !4
	%7755 = load i64, i64* %j.addr.8
	%7756 = load i64, i64* %k.addr.8
	%7757 = mul nsw i64 %7755, %a.shape1
	%7758 = add nsw i64 %7757, %7756
	%7759 = getelementptr inbounds double, double* %a, i64 %7758
	%7760 = load double, double* %7759, align 8, !noalias !2
	%7761 = fmul double %7760, %202
	%7762 = load i64, i64* %i.addr.8
	%7763 = load i64, i64* %k.addr.8
	%7764 = mul nsw i64 %7762, %b.shape1
	%7765 = add nsw i64 %7764, %7763
	%7766 = getelementptr inbounds double, double* %b, i64 %7765
	%7767 = load double, double* %7766, align 8, !noalias !3
	%7768 = fmul double %7761, %7767
	%7769 = fadd double %7754, %7768
	%7770 = load i64, i64* %j.addr.8
	%7771 = load i64, i64* %k.addr.8
	%7772 = mul nsw i64 %7770, %b.shape1
	%7773 = add nsw i64 %7772, %7771
	%7774 = getelementptr inbounds double, double* %b, i64 %7773
	%7775 = load double, double* %7774, align 8, !noalias !3
	%7776 = fmul double %7775, %202
	%7777 = load i64, i64* %i.addr.8
	%7778 = load i64, i64* %k.addr.8
	%7779 = mul nsw i64 %7777, %a.shape1
	%7780 = add nsw i64 %7779, %7778
	%7781 = getelementptr inbounds double, double* %a, i64 %7780
	%7782 = load double, double* %7781, align 8, !noalias !2
	%7783 = fmul double %7776, %7782
	%7784 = fadd double %7769, %7783
	%7785 = load i64, i64* %i.addr.8
	%7786 = load i64, i64* %j.addr.8
	%7787 = mul nsw i64 %7785, %c.shape1
	%7788 = add nsw i64 %7787, %7786
	%7789 = getelementptr inbounds double, double* %c, i64 %7788
	store double %7784, double* %7789, align 8, !alias.scope !4
	%7790 = load i64, i64* %i.addr.9
	%7791 = load i64, i64* %j.addr.9
	%7792 = mul nsw i64 %7790, %c.shape1
	%7793 = add nsw i64 %7792, %7791
	%7794 = getelementptr inbounds double, double* %c, i64 %7793
	%7795 = load double, double* %7794, align 8, !alias.scope !4
	%7796 = load i64, i64* %j.addr.9
	%7797 = load i64, i64* %k.addr.9
	%7798 = mul nsw i64 %7796, %a.shape1
	%7799 = add nsw i64 %7798, %7797
	%7800 = getelementptr inbounds double, double* %a, i64 %7799
	%7801 = load double, double* %7800, align 8, !noalias !2
	%7802 = fmul double %7801, %202
	%7803 = load i64, i64* %i.addr.9
	%7804 = load i64, i64* %k.addr.9
	%7805 = mul nsw i64 %7803, %b.shape1
	%7806 = add nsw i64 %7805, %7804
	%7807 = getelementptr inbounds double, double* %b, i64 %7806
	%7808 = load double, double* %7807, align 8, !noalias !3
	%7809 = fmul double %7802, %7808
	%7810 = fadd double %7795, %7809
	%7811 = load i64, i64* %j.addr.9
	%7812 = load i64, i64* %k.addr.9
	%7813 = mul nsw i64 %7811, %b.shape1
	%7814 = add nsw i64 %7813, %7812
	%7815 = getelementptr inbounds double, double* %b, i64 %7814
	%7816 = load double, double* %7815, align 8, !noalias !3
	%7817 = fmul double %7816, %202
	%7818 = load i64, i64* %i.addr.9
	%7819 = load i64, i64* %k.addr.9
	%7820 = mul nsw i64 %7818, %a.shape1
	%7821 = add nsw i64 %7820, %7819
	%7822 = getelementptr inbounds double, double* %a, i64 %7821
	%7823 = load double, double* %7822, align 8, !noalias !2
	%7824 = fmul double %7817, %7823
	%7825 = fadd double %7810, %7824
	%7826 = load i64, i64* %i.addr.9
	%7827 = load i64, i64* %j.addr.9
	%7828 = mul nsw i64 %7826, %c.shape1
	%7829 = add nsw i64 %7828, %7827
	%7830 = getelementptr inbounds double, double* %c, i64 %7829
	store double %7825, double* %7830, align 8, !alias.scope !4
	%7831 = load i64, i64* %i.addr.10
	%7832 = load i64, i64* %j.addr.10
	%7833 = mul nsw i64 %7831, %c.shape1
	%7834 = add nsw i64 %7833, %7832
	%7835 = getelementptr inbounds double, double* %c, i64 %7834
	%7836 = load double, double* %7835, align 8, !alias.scope !4
	%7837 = load i64, i64* %j.addr.10
	%7838 = load i64, i64* %k.addr.10
	%7839 = mul nsw i64 %7837, %a.shape1
	%7840 = add nsw i64 %7839, %7838
	%7841 = getelementptr inbounds double, double* %a, i64 %7840
	%7842 = load double, double* %7841, align 8, !noalias !2
	%7843 = fmul double %7842, %202
	%7844 = load i64, i64* %i.addr.10
	%7845 = load i64, i64* %k.addr.10
	%7846 = mul nsw i64 %7844, %b.shape1
	%7847 = add nsw i64 %7846, %7845
	%7848 = getelementptr inbounds double, double* %b, i64 %7847
	%7849 = load double, double* %7848, align 8, !noalias !3
	%7850 = fmul double %7843, %7849
	%7851 = fadd double %7836, %7850
	%7852 = load i64, i64* %j.addr.10
	%7853 = load i64, i64* %k.addr.10
	%7854 = mul nsw i64 %7852, %b.shape1
	%7855 = add nsw i64 %7854, %7853
	%7856 = getelementptr inbounds double, double* %b, i64 %7855
	%7857 = load double, double* %7856, align 8, !noalias !3
	%7858 = fmul double %7857, %202
	%7859 = load i64, i64* %i.addr.10
	%7860 = load i64, i64* %k.addr.10
	%7861 = mul nsw i64 %7859, %a.shape1
	%7862 = add nsw i64 %7861, %7860
	%7863 = getelementptr inbounds double, double* %a, i64 %7862
	%7864 = load double, double* %7863, align 8, !noalias !2
	%7865 = fmul double %7858, %7864
	%7866 = fadd double %7851, %7865
	%7867 = load i64, i64* %i.addr.10
	%7868 = load i64, i64* %j.addr.10
	%7869 = mul nsw i64 %7867, %c.shape1
	%7870 = add nsw i64 %7869, %7868
	%7871 = getelementptr inbounds double, double* %c, i64 %7870
	store double %7866, double* %7871, align 8, !alias.scope !4
	%7872 = load i64, i64* %i.addr.11
	%7873 = load i64, i64* %j.addr.11
	%7874 = mul nsw i64 %7872, %c.shape1
	%7875 = add nsw i64 %7874, %7873
	%7876 = getelementptr inbounds double, double* %c, i64 %7875
	%7877 = load double, double* %7876, align 8, !alias.scope !4
	%7878 = load i64, i64* %j.addr.11
	%7879 = load i64, i64* %k.addr.11
	%7880 = mul nsw i64 %7878, %a.shape1
	%7881 = add nsw i64 %7880, %7879
	%7882 = getelementptr inbounds double, double* %a, i64 %7881
	%7883 = load double, double* %7882, align 8, !noalias !2
	%7884 = fmul double %7883, %202
	%7885 = load i64, i64* %i.addr.11
	%7886 = load i64, i64* %k.addr.11
	%7887 = mul nsw i64 %7885, %b.shape1
	%7888 = add nsw i64 %7887, %7886
	%7889 = getelementptr inbounds double, double* %b, i64 %7888
	%7890 = load double, double* %7889, align 8, !noalias !3
	%7891 = fmul double %7884, %7890
	%7892 = fadd double %7877, %7891
	%7893 = load i64, i64* %j.addr.11
	%7894 = load i64, i64* %k.addr.11
	%7895 = mul nsw i64 %7893, %b.shape1
	%7896 = add nsw i64 %7895, %7894
	%7897 = getelementptr inbounds double, double* %b, i64 %7896
	%7898 = load double, double* %7897, align 8, !noalias !3
	%7899 = fmul double %7898, %202
	%7900 = load i64, i64* %i.addr.11
	%7901 = load i64, i64* %k.addr.11
	%7902 = mul nsw i64 %7900, %a.shape1
	%7903 = add nsw i64 %7902, %7901
	%7904 = getelementptr inbounds double, double* %a, i64 %7903
	%7905 = load double, double* %7904, align 8, !noalias !2
	%7906 = fmul double %7899, %7905
	%7907 = fadd double %7892, %7906
	%7908 = load i64, i64* %i.addr.11
	%7909 = load i64, i64* %j.addr.11
	%7910 = mul nsw i64 %7908, %c.shape1
	%7911 = add nsw i64 %7910, %7909
	%7912 = getelementptr inbounds double, double* %c, i64 %7911
	store double %7907, double* %7912, align 8, !alias.scope !4
	%7913 = load i64, i64* %i.addr.12
	%7914 = load i64, i64* %j.addr.12
	%7915 = mul nsw i64 %7913, %c.shape1
	%7916 = add nsw i64 %7915, %7914
	%7917 = getelementptr inbounds double, double* %c, i64 %7916
	%7918 = load double, double* %7917, align 8, !alias.scope !4
	%7919 = load i64, i64* %j.addr.12
	%7920 = load i64, i64* %k.addr.12
	%7921 = mul nsw i64 %7919, %a.shape1
	%7922 = add nsw i64 %7921, %7920
	%7923 = getelementptr inbounds double, double* %a, i64 %7922
	%7924 = load double, double* %7923, align 8, !noalias !2
	%7925 = fmul double %7924, %202
	%7926 = load i64, i64* %i.addr.12
	%7927 = load i64, i64* %k.addr.12
	%7928 = mul nsw i64 %7926, %b.shape1
	%7929 = add nsw i64 %7928, %7927
	%7930 = getelementptr inbounds double, double* %b, i64 %7929
	%7931 = load double, double* %7930, align 8, !noalias !3
	%7932 = fmul double %7925, %7931
	%7933 = fadd double %7918, %7932
	%7934 = load i64, i64* %j.addr.12
	%7935 = load i64, i64* %k.addr.12
	%7936 = mul nsw i64 %7934, %b.shape1
	%7937 = add nsw i64 %7936, %7935
	%7938 = getelementptr inbounds double, double* %b, i64 %7937
	%7939 = load double, double* %7938, align 8, !noalias !3
	%7940 = fmul double %7939, %202
	%7941 = load i64, i64* %i.addr.12
	%7942 = load i64, i64* %k.addr.12
	%7943 = mul nsw i64 %7941, %a.shape1
	%7944 = add nsw i64 %7943, %7942
	%7945 = getelementptr inbounds double, double* %a, i64 %7944
	%7946 = load double, double* %7945, align 8, !noalias !2
	%7947 = fmul double %7940, %7946
	%7948 = fadd double %7933, %7947
	%7949 = load i64, i64* %i.addr.12
	%7950 = load i64, i64* %j.addr.12
	%7951 = mul nsw i64 %7949, %c.shape1
	%7952 = add nsw i64 %7951, %7950
	%7953 = getelementptr inbounds double, double* %c, i64 %7952
	store double %7948, double* %7953, align 8, !alias.scope !4
	%7954 = load i64, i64* %i.addr.13
	%7955 = load i64, i64* %j.addr.13
	%7956 = mul nsw i64 %7954, %c.shape1
	%7957 = add nsw i64 %7956, %7955
	%7958 = getelementptr inbounds double, double* %c, i64 %7957
	%7959 = load double, double* %7958, align 8, !alias.scope !4
	%7960 = load i64, i64* %j.addr.13
	%7961 = load i64, i64* %k.addr.13
	%7962 = mul nsw i64 %7960, %a.shape1
	%7963 = add nsw i64 %7962, %7961
	%7964 = getelementptr inbounds double, double* %a, i64 %7963
	%7965 = load double, double* %7964, align 8, !noalias !2
	%7966 = fmul double %7965, %202
	%7967 = load i64, i64* %i.addr.13
	%7968 = load i64, i64* %k.addr.13
	%7969 = mul nsw i64 %7967, %b.shape1
	%7970 = add nsw i64 %7969, %7968
	%7971 = getelementptr inbounds double, double* %b, i64 %7970
	%7972 = load double, double* %7971, align 8, !noalias !3
	%7973 = fmul double %7966, %7972
	%7974 = fadd double %7959, %7973
	%7975 = load i64, i64* %j.addr.13
	%7976 = load i64, i64* %k.addr.13
	%7977 = mul nsw i64 %7975, %b.shape1
	%7978 = add nsw i64 %7977, %7976
	%7979 = getelementptr inbounds double, double* %b, i64 %7978
	%7980 = load double, double* %7979, align 8, !noalias !3
	%7981 = fmul double %7980, %202
	%7982 = load i64, i64* %i.addr.13
	%7983 = load i64, i64* %k.addr.13
	%7984 = mul nsw i64 %7982, %a.shape1
	%7985 = add nsw i64 %7984, %7983
	%7986 = getelementptr inbounds double, double* %a, i64 %7985
	%7987 = load double, double* %7986, align 8, !noalias !2
	%7988 = fmul double %7981, %7987
	%7989 = fadd double %7974, %7988
	%7990 = load i64, i64* %i.addr.13
	%7991 = load i64, i64* %j.addr.13
	%7992 = mul nsw i64 %7990, %c.shape1
	%7993 = add nsw i64 %7992, %7991
	%7994 = getelementptr inbounds double, double* %c, i64 %7993
	store double %7989, double* %7994, align 8, !alias.scope !4
	%7995 = load i64, i64* %i.addr.14
	%7996 = load i64, i64* %j.addr.14
	%7997 = mul nsw i64 %7995, %c.shape1
	%7998 = add nsw i64 %7997, %7996
	%7999 = getelementptr inbounds double, double* %c, i64 %7998
	%8000 = load double, double* %7999, align 8, !alias.scope !4
	%8001 = load i64, i64* %j.addr.14
	%8002 = load i64, i64* %k.addr.14
	%8003 = mul nsw i64 %8001, %a.shape1
	%8004 = add nsw i64 %8003, %8002
	%8005 = getelementptr inbounds double, double* %a, i64 %8004
	%8006 = load double, double* %8005, align 8, !noalias !2
	%8007 = fmul double %8006, %202
	%8008 = load i64, i64* %i.addr.14
	%8009 = load i64, i64* %k.addr.14
	%8010 = mul nsw i64 %8008, %b.shape1
	%8011 = add nsw i64 %8010, %8009
	%8012 = getelementptr inbounds double, double* %b, i64 %8011
	%8013 = load double, double* %8012, align 8, !noalias !3
	%8014 = fmul double %8007, %8013
	%8015 = fadd double %8000, %8014
	%8016 = load i64, i64* %j.addr.14
	%8017 = load i64, i64* %k.addr.14
	%8018 = mul nsw i64 %8016, %b.shape1
	%8019 = add nsw i64 %8018, %8017
	%8020 = getelementptr inbounds double, double* %b, i64 %8019
	%8021 = load double, double* %8020, align 8, !noalias !3
	%8022 = fmul double %8021, %202
	%8023 = load i64, i64* %i.addr.14
	%8024 = load i64, i64* %k.addr.14
	%8025 = mul nsw i64 %8023, %a.shape1
	%8026 = add nsw i64 %8025, %8024
	%8027 = getelementptr inbounds double, double* %a, i64 %8026
	%8028 = load double, double* %8027, align 8, !noalias !2
	%8029 = fmul double %8022, %8028
	%8030 = fadd double %8015, %8029
	%8031 = load i64, i64* %i.addr.14
	%8032 = load i64, i64* %j.addr.14
	%8033 = mul nsw i64 %8031, %c.shape1
	%8034 = add nsw i64 %8033, %8032
	%8035 = getelementptr inbounds double, double* %c, i64 %8034
	store double %8030, double* %8035, align 8, !alias.scope !4
	%8036 = load i64, i64* %i.addr.15
	%8037 = load i64, i64* %j.addr.15
	%8038 = mul nsw i64 %8036, %c.shape1
	%8039 = add nsw i64 %8038, %8037
	%8040 = getelementptr inbounds double, double* %c, i64 %8039
	%8041 = load double, double* %8040, align 8, !alias.scope !4
	%8042 = load i64, i64* %j.addr.15
	%8043 = load i64, i64* %k.addr.15
	%8044 = mul nsw i64 %8042, %a.shape1
	%8045 = add nsw i64 %8044, %8043
	%8046 = getelementptr inbounds double, double* %a, i64 %8045
	%8047 = load double, double* %8046, align 8, !noalias !2
	%8048 = fmul double %8047, %202
	%8049 = load i64, i64* %i.addr.15
	%8050 = load i64, i64* %k.addr.15
	%8051 = mul nsw i64 %8049, %b.shape1
	%8052 = add nsw i64 %8051, %8050
	%8053 = getelementptr inbounds double, double* %b, i64 %8052
	%8054 = load double, double* %8053, align 8, !noalias !3
	%8055 = fmul double %8048, %8054
	%8056 = fadd double %8041, %8055
	%8057 = load i64, i64* %j.addr.15
	%8058 = load i64, i64* %k.addr.15
	%8059 = mul nsw i64 %8057, %b.shape1
	%8060 = add nsw i64 %8059, %8058
	%8061 = getelementptr inbounds double, double* %b, i64 %8060
	%8062 = load double, double* %8061, align 8, !noalias !3
	%8063 = fmul double %8062, %202
	%8064 = load i64, i64* %i.addr.15
	%8065 = load i64, i64* %k.addr.15
	%8066 = mul nsw i64 %8064, %a.shape1
	%8067 = add nsw i64 %8066, %8065
	%8068 = getelementptr inbounds double, double* %a, i64 %8067
	%8069 = load double, double* %8068, align 8, !noalias !2
	%8070 = fmul double %8063, %8069
	%8071 = fadd double %8056, %8070
	%8072 = load i64, i64* %i.addr.15
	%8073 = load i64, i64* %j.addr.15
	%8074 = mul nsw i64 %8072, %c.shape1
	%8075 = add nsw i64 %8074, %8073
	%8076 = getelementptr inbounds double, double* %c, i64 %8075
	store double %8071, double* %8076, align 8, !alias.scope !4
	br label %k.latch.9

k.latch.9:
	%8077 = add nuw i64 %k.it.9, 1
	br label %k.head.9

k.exit.9:
	br label %j.cols.latch.9

j.cols.latch.9:
	%8078 = add nuw i64 %j.cols.it.9, 16
	br label %j.cols.head.9

j.cols.exit.9:
	%8079 = icmp ugt i64 %256, %7190
	%8080 = sub i64 %256, %7190
	%8081 = select i1 %8079, i64 %8080, i64 0
	%8082 = and i64 %8081, -4
	%8083 = add nuw i64 %7190, %8082
	br label %j.cols.head.10

j.cols.head.10:
	%j.cols.it.10 = phi i64 [ %7190, %j.cols.exit.9 ], [ %8311, %j.cols.latch.10 ]
	%8084 = icmp ult i64 %j.cols.it.10, %8083
	br i1 %8084, label %j.cols.body.10, label %j.cols.exit.10

j.cols.body.10:
	%8085 = add nuw nsw i64 %j.cols.it.10, 0
	%8086 = add nsw i64 0, %8085
	store i64 %247, i64* %i.addr
	store i64 %8086, i64* %j.addr
	%8087 = add nuw nsw i64 %j.cols.it.10, 1
	%8088 = add nsw i64 0, %8087
	store i64 %247, i64* %i.addr.1
	store i64 %8088, i64* %j.addr.1
	%8089 = add nuw nsw i64 %j.cols.it.10, 2
	%8090 = add nsw i64 0, %8089
	store i64 %247, i64* %i.addr.2
	store i64 %8090, i64* %j.addr.2
	%8091 = add nuw nsw i64 %j.cols.it.10, 3
	%8092 = add nsw i64 0, %8091
	store i64 %247, i64* %i.addr.3
	store i64 %8092, i64* %j.addr.3
	%8093 = load i64, i64* %i.addr
	%8094 = load i64, i64* %j.addr
	%8095 = mul nsw i64 %8093, %c.shape1
	%8096 = add nsw i64 %8095, %8094
	%8097 = getelementptr inbounds double, double* %c, i64 %8096
	%8098 = load double, double* %8097, align 8, !alias.scope !4
	%8099 = fmul double %8098, %197
	%8100 = load i64, i64* %i.addr
	%8101 = load i64, i64* %j.addr
	%8102 = mul nsw i64 %8100, %c.shape1
	%8103 = add nsw i64 %8102, %8101
	%8104 = getelementptr inbounds double, double* %c, i64 %8103
	store double %8099, double* %8104, align 8, !alias.scope !4
	%8105 = load i64, i64* %i.addr.1
	%8106 = load i64, i64* %j.addr.1
	%8107 = mul nsw i64 %8105, %c.shape1
	%8108 = add nsw i64 %8107, %8106
	%8109 = getelementptr inbounds double, double* %c, i64 %8108
	%8110 = load double, double* %8109, align 8, !alias.scope !4
	%8111 = fmul double %8110, %197
	%8112 = load i64, i64* %i.addr.1
	%8113 = load i64, i64* %j.addr.1
	%8114 = mul nsw i64 %8112, %c.shape1
	%8115 = add nsw i64 %8114, %8113
	%8116 = getelementptr inbounds double, double* %c, i64 %8115
	store double %8111, double* %8116, align 8, !alias.scope !4
	%8117 = load i64, i64* %i.addr.2
	%8118 = load i64, i64* %j.addr.2
	%8119 = mul nsw i64 %8117, %c.shape1
	%8120 = add nsw i64 %8119, %8118
	%8121 = getelementptr inbounds double, double* %c, i64 %8120
	%8122 = load double, double* %8121, align 8, !alias.scope !4
	%8123 = fmul double %8122, %197
	%8124 = load i64, i64* %i.addr.2
	%8125 = load i64, i64* %j.addr.2
	%8126 = mul nsw i64 %8124, %c.shape1
	%8127 = add nsw i64 %8126, %8125
	%8128 = getelementptr inbounds double, double* %c, i64 %8127
	store double %8123, double* %8128, align 8, !alias.scope !4
	%8129 = load i64, i64* %i.addr.3
	%8130 = load i64, i64* %j.addr.3
	%8131 = mul nsw i64 %8129, %c.shape1
	%8132 = add nsw i64 %8131, %8130
	%8133 = getelementptr inbounds double, double* %c, i64 %8132
	%8134 = load double, double* %8133, align 8, !alias.scope !4
	%8135 = fmul double %8134, %197
	%8136 = load i64, i64* %i.addr.3
	%8137 = load i64, i64* %j.addr.3
	%8138 = mul nsw i64 %8136, %c.shape1
	%8139 = add nsw i64 %8138, %8137
	%8140 = getelementptr inbounds double, double* %c, i64 %8139
	store double %8135, double* %8140, align 8, !alias.scope !4
	%8141 = icmp slt i64 0, %m
	%8142 = sub i64 %m, 0
	%8143 = select i1 %8141, i64 %8142, i64 0
	br label %k.head.10

k.head.10:
	%k.it.10 = phi i64 [ 0, %j.cols.body.10 ], [ %8310, %k.latch.10 ]
	%8144 = icmp ult i64 %k.it.10, %8143
	br i1 %8144, label %k.body.10, label %k.exit.10

k.body.10:
	%8145 = add nsw i64 0, %k.it.10
	store i64 %8145, i64* %k.addr
	store i64 %8145, i64* %k.addr.1
	store i64 %8145, i64* %k.addr.2
	store i64 %8145, i64* %k.addr.3
	%8146 = load i64, i64* %i.addr
	%8147 = load i64, i64* %j.addr
	%8148 = mul nsw i64 %8146, %c.shape1
	%8149 = add nsw i64 %8148, %8147
	%8150 = getelementptr inbounds double, double* %c, i64 %8149
	%8151 = load double, double* %8150, align 8, !alias.scope !4
	%8152 = load i64, i64* %j.addr
	%8153 = load i64, i64* %k.addr
	%8154 = mul nsw i64 %8152, %a.shape1
	%8155 = add nsw i64 %8154, %8153
	%8156 = getelementptr inbounds double, double* %a, i64 %8155
	%8157 = load double, double* %8156, align 8, !noalias !2
	%8158 = fmul double %8157, %202
	%8159 = load i64, i64* %i.addr
	%8160 = load i64, i64* %k.addr
	%8161 = mul nsw i64 %8159, %b.shape1
	%8162 = add nsw i64 %8161, %8160
	%8163 = getelementptr inbounds double, double* %b, i64 %8162
	%8164 = load double, double* %8163, align 8, !noalias !3
	%8165 = fmul double %8158, %8164
	%8166 = fadd double %8151, %8165
	%8167 = load i64, i64* %j.addr
	%8168 = load i64, i64* %k.addr
	%8169 = mul nsw i64 %8167, %b.shape1
	%8170 = add nsw i64 %8169, %8168
	%8171 = getelementptr inbounds double, double* %b, i64 %8170
	%8172 = load double, double* %8171, align 8, !noalias !3
	%8173 = fmul double %8172, %202
	%8174 = load i64, i64* %i.addr
	%8175 = load i64, i64* %k.addr
	%8176 = mul nsw i64 %8174, %a.shape1
	%8177 = add nsw i64 %8176, %8175
	%8178 = getelementptr inbounds double, double* %a, i64 %8177
	%8179 = load double, double* %8178, align 8, !noalias !2
	%8180 = fmul double %8173, %8179
	%8181 = fadd double %8166, %8180
	%8182 = load i64, i64* %i.addr
	%8183 = load i64, i64* %j.addr
	%8184 = mul nsw i64 %8182, %c.shape1
	%8185 = add nsw i64 %8184, %8183
	%8186 = getelementptr inbounds double, double* %c, i64 %8185
	store double %8181, double* %8186, align 8, !alias.scope !4
	%8187 = load i64, i64* %i.addr.1
	%8188 = load i64, i64* %j.addr.1
	%8189 = mul nsw i64 %8187, %c.shape1
	%8190 = add nsw i64 %8189, %8188
	%8191 = getelementptr inbounds double, double* %c, i64 %8190
	%8192 = load double, double* %8191, align 8, !alias.scope !4
	%8193 = load i64, i64* %j.addr.1
	%8194 = load i64, i64* %k.addr.1
	%8195 = mul nsw i64 %8193, %a.shape1
	%8196 = add nsw i64 %8195, %8194
	%8197 = getelementptr inbounds double, double* %a, i64 %8196
	%8198 = load double, double* %8197, align 8, !noalias !2
	%8199 = fmul double %8198, %202
	%8200 = load i64, i64* %i.addr.1
	%8201 = load i64, i64* %k.addr.1
	%8202 = mul nsw i64 %8200, %b.shape1
	%8203 = add nsw i64 %8202, %8201
	%8204 = getelementptr inbounds double, double* %b, i64 %8203
	%8205 = load double, double* %8204, align 8, !noalias !3
	%8206 = fmul double %8199, %8205
	%8207 = fadd double %8192, %8206
	%8208 = load i64, i64* %j.addr.1
	%8209 = load i64, i64* %k.addr.1
	%8210 = mul nsw i64 %8208, %b.shape1
	%8211 = add nsw i64 %8210, %8209
	%8212 = getelementptr inbounds double, double* %b, i64 %8211
	%8213 = load double, double* %8212, align 8, !noalias !3
	%8214 = fmul double %8213, %202
	%8215 = load i64, i64* %i.addr.1
	%8216 = load i64, i64* %k.addr.1
	%8217 = mul nsw i64 %8215, %a.shape1
	%8218 = add nsw i64 %8217, %8216
	%8219 = getelementptr inbounds double, double* %a, i64 %8218
	%8220 = load double, double* %8219, align 8, !noalias !2
	%8221 = fmul double %8214, %8220
	%8222 = fadd double %8207, %8221
	%8223 = load i64, i64* %i.addr.1
	%8224 = load i64, i64* %j.addr.1
	%8225 = mul nsw i64 %8223, %c.shape1
	%8226 = add nsw i64 %8225, %8224
	%8227 = getelementptr inbounds double, double* %c, i64 %8226
	store double %8222, double* %8227, align 8, !alias.scope !4
	%8228 = load i64, i64* %i.addr.2
	%8229 = load i64, i64* %j.addr.2
	%8230 = mul nsw i64 %8228, %c.shape1
	%8231 = add nsw i64 %8230, %8229
	%8232 = getelementptr inbounds double, double* %c, i64 %8231
	%8233 = load double, double* %8232, align 8, !alias.scope !4
	%8234 = load i64, i64* %j.addr.2
	%8235 = load i64, i64* %k.addr.2
	%8236 = mul nsw i64 %8234, %a.shape1
	%8237 = add nsw i64 %8236, %8235
	%8238 = getelementptr inbounds double, double* %a, i64 %8237
	%8239 = load double, double* %8238, align 8, !noalias !2
	%8240 = fmul double %8239, %202
	%8241 = load i64, i64* %i.addr.2
	%8242 = load i64, i64* %k.addr.2
	%8243 = mul nsw i64 %8241, %b.shape1
	%8244 = add nsw i64 %8243, %8242
	%8245 = getelementptr inbounds double, double* %b, i64 %8244
	%8246 = load double, double* %8245, align 8, !noalias !3
	%8247 = fmul double %8240, %8246
	%8248 = fadd double %8233, %8247
	%8249 = load i64, i64* %j.addr.2
	%8250 = load i64, i64* %k.addr.2
	%8251 = mul nsw i64 %8249, %b.shape1
	%8252 = add nsw i64 %8251, %8250
	%8253 = getelementptr inbounds double, double* %b, i64 %8252
	%8254 = load double, double* %8253, align 8, !noalias !3
	%8255 = fmul double %8254, %202
	%8256 = load i64, i64* %i.addr.2
	%8257 = load i64, i64* %k.addr.2
	%8258 = mul nsw i64 %8256, %a.shape1
	%8259 = add nsw i64 %8258, %8257
	%8260 = getelementptr inbounds double, double* %a, i64 %8259
	%8261 = load double, double* %8260, align 8, !noalias !2
	%8262 = fmul double %8255, %8261
	%8263 = fadd double %8248, %8262
	%8264 = load i64, i64* %i.addr.2
	%8265 = load i64, i64* %j.addr.2
	%8266 = mul nsw i64 %8264, %c.shape1
	%8267 = add nsw i64 %8266, %8265
	%8268 = getelementptr inbounds double, double* %c, i64 %8267
	store double %8263, double* %8268, align 8, !alias.scope !4
	%8269 = load i64, i64* %i.addr.3
	%8270 = load i64, i64* %j.addr.3
	%8271 = mul nsw i64 %8269, %c.shape1
	%8272 = add nsw i64 %8271, %8270
	%8273 = getelementptr inbounds double, double* %c, i64 %8272
	%8274 = load double, double* %8273, align 8, !alias.scope !4
	%8275 = load i64, i64* %j.addr.3
	%8276 = load i64, i64* %k.addr.3
	%8277 = mul nsw i64 %8275, %a.shape1
	%8278 = add nsw i64 %8277, %8276
	%8279 = getelementptr inbounds double, double* %a, i64 %8278
	%8280 = load double, double* %8279, align 8, !noalias !2
	%8281 = fmul double %8280, %202
	%8282 = load i64, i64* %i.addr.3
	%8283 = load i64, i64* %k.addr.3
	%8284 = mul nsw i64 %8282, %b.shape1
	%8285 = add nsw i64 %8284, %8283
	%8286 = getelementptr inbounds double, double* %b, i64 %8285
	%8287 = load double, double* %8286, align 8, !noalias !3
	%8288 = fmul double %8281, %8287
	%8289 = fadd double %8274, %8288
	%8290 = load i64, i64* %j.addr.3
	%8291 = load i64, i64* %k.addr.3
	%8292 = mul nsw i64 %8290, %b.shape1
	%8293 = add nsw i64 %8292, %8291
	%8294 = getelementptr inbounds double, double* %b, i64 %8293
	%8295 = load double, double* %8294, align 8, !noalias !3
	%8296 = fmul double %8295, %202
	%8297 = load i64, i64* %i.addr.3
	%8298 = load i64, i64* %k.addr.3
	%8299 = mul nsw i64 %8297, %a.shape1
	%8300 = add nsw i64 %8299, %8298
	%8301 = getelementptr inbounds double, double* %a, i64 %8300
	%8302 = load double, double* %8301, align 8, !noalias !2
	%8303 = fmul double %8296, %8302
	%8304 = fadd double %8289, %8303
	%8305 = load i64, i64* %i.addr.3
	%8306 = load i64, i64* %j.addr.3
	%8307 = mul nsw i64 %8305, %c.shape1
	%8308 = add nsw i64 %8307, %8306
	%8309 = getelementptr inbounds double, double* %c, i64 %8308
	store double %8304, double* %8309, align 8, !alias.scope !4
	br label %k.latch.10

k.latch.10:
	%8310 = add nuw i64 %k.it.10, 1
	br label %k.head.10

k.exit.10:
	br label %j.cols.latch.10

j.cols.latch.10:
	%8311 = add nuw i64 %j.cols.it.10, 4
	br label %j.cols.head.10

j.cols.exit.10:
	%8312 = icmp ugt i64 %256, %8083
	%8313 = select i1 %8312, i64 %256, i64 %8083
	br label %j.cols.head.11

j.cols.head.11:
	%j.cols.it.11 = phi i64 [ %8083, %j.cols.exit.10 ], [ %8376, %j.cols.latch.11 ]
	%8314 = icmp ult i64 %j.cols.it.11, %8313
	br i1 %8314, label %j.cols.body.11, label %j.cols.exit.11

j.cols.body.11:
	%8315 = add nuw nsw i64 %j.cols.it.11, 0
	%8316 = add nsw i64 0, %8315
	store i64 %247, i64* %i.addr
	store i64 %8316, i64* %j.addr
	%8317 = load i64, i64* %i.addr
	%8318 = load i64, i64* %j.addr
	%8319 = mul nsw i64 %8317, %c.shape1
	%8320 = add nsw i64 %8319, %8318
	%8321 = getelementptr inbounds double, double* %c, i64 %8320
	%8322 = load double, double* %8321, align 8, !alias.scope !4
	%8323 = fmul double %8322, %197
	%8324 = load i64, i64* %i.addr
	%8325 = load i64, i64* %j.addr
	%8326 = mul nsw i64 %8324, %c.shape1
	%8327 = add nsw i64 %8326, %8325
	%8328 = getelementptr inbounds double, double* %c, i64 %8327
	store double %8323, double* %8328, align 8, !alias.scope !4
	%8329 = icmp slt i64 0, %m
	%8330 = sub i64 %m, 0
	%8331 = select i1 %8329, i64 %8330, i64 0
	br label %k.head.11

k.head.11:
	%k.it.11 = phi i64 [ 0, %j.cols.body.11 ], [ %8375, %k.latch.11 ]
	%8332 = icmp ult i64 %k.it.11, %8331
	br i1 %8332, label %k.body.11, label %k.exit.11

k.body.11:
	%8333 = add nsw i64 0, %k.it.11
	store i64 %8333, i64* %k.addr
	%8334 = load i64, i64* %i.addr
	%8335 = load i64, i64* %j.addr
	%8336 = mul nsw i64 %8334, %c.shape1
	%8337 = add nsw i64 %8336, %8335
	%8338 = getelementptr inbounds double, double* %c, i64 %8337
	%8339 = load double, double* %8338, align 8, !alias.scope !4
	%8340 = load i64, i64* %j.addr
	%8341 = load i64, i64* %k.addr
	%8342 = mul nsw i64 %8340, %a.shape1
	%8343 = add nsw i64 %8342, %8341
	%8344 = getelementptr inbounds double, double* %a, i64 %8343
	%8345 = load double, double* %8344, align 8, !noalias !2
	%8346 = fmul double %8345, %202
	%8347 = load i64, i64* %i.addr
	%8348 = load i64, i64* %k.addr
	%8349 = mul nsw i64 %8347, %b.shape1
	%8350 = add nsw i64 %8349, %8348
	%8351 = getelementptr inbounds double, double* %b, i64 %8350
	%8352 = load double, double* %8351, align 8, !noalias !3
	%8353 = fmul double %8346, %8352
	%8354 = fadd double %8339, %8353
	%8355 = load i64, i64* %j.addr
	%8356 = load i64, i64* %k.addr
	%8357 = mul nsw i64 %8355, %b.shape1
	%8358 = add nsw i64 %8357, %8356
	%8359 = getelementptr inbounds double, double* %b, i64 %8358
	%8360 = load double, double* %8359, align 8, !noalias !3
	%8361 = fmul double %8360, %202
	%8362 = load i64, i64* %i.addr
	%8363 = load i64, i64* %k.addr
	%8364 = mul nsw i64 %8362, %a.shape1
	%8365 = add nsw i64 %8364, %8363
	%8366 = getelementptr inbounds double, double* %a, i64 %8365
	%8367 = load double, double* %8366, align 8, !noalias !2
	%8368 = fmul double %8361, %8367
	%8369 = fadd double %8354, %8368
	%8370 = load i64, i64* %i.addr
	%8371 = load i64, i64* %j.addr
	%8372 = mul nsw i64 %8370, %c.shape1
	%8373 = add nsw i64 %8372, %8371
	%8374 = getelementptr inbounds double, double* %c, i64 %8373
	store double %8369, double* %8374, align 8, !alias.scope !4
	br label %k.latch.11

k.latch.11:
	%8375 = add nuw i64 %k.it.11, 1
	br label %k.head.11

k.exit.11:
	br label %j.cols.latch.11

j.cols.latch.11:
	%8376 = add nuw i64 %j.cols.it.11, 1
	br label %j.cols.head.11

j.cols.exit.11:
	%8377 = icmp ugt i64 %267, %273
	%8378 = sub i64 %267, %273
	%8379 = select i1 %8377, i64 %8378, i64 0
	%8380 = and i64 %8379, -16
	%8381 = add nuw i64 %273, %8380
	br label %j.cols.head.12

j.cols.head.12:
	%j.cols.it.12 = phi i64 [ %273, %j.cols.exit.11 ], [ %9269, %j.cols.latch.12 ]
	%8382 = icmp ult i64 %j.cols.it.12, %8381
	br i1 %8382, label %j.cols.body.12, label %j.cols.exit.12

j.cols.body.12:
	%8383 = add nuw nsw i64 %j.cols.it.12, 0
	%8384 = add nsw i64 0, %8383
	store i64 %258, i64* %i.addr
	store i64 %8384, i64* %j.addr
	%8385 = add nuw nsw i64 %j.cols.it.12, 1
	%8386 = add nsw i64 0, %8385
	store i64 %258, i64* %i.addr.1
	store i64 %8386, i64* %j.addr.1
	%8387 = add nuw nsw i64 %j.cols.it.12, 2
	%8388 = add nsw i64 0, %8387
	store i64 %258, i64* %i.addr.2
	store i64 %8388, i64* %j.addr.2
	%8389 = add nuw nsw i64 %j.cols.it.12, 3
	%8390 = add nsw i64 0, %8389
	store i64 %258, i64* %i.addr.3
	store i64 %8390, i64* %j.addr.3
	%8391 = add nuw nsw i64 %j.cols.it.12, 4
	%8392 = add nsw i64 0, %8391
	store i64 %258, i64* %i.addr.4
	store i64 %8392, i64* %j.addr.4
	%8393 = add nuw nsw i64 %j.cols.it.12, 5
	%8394 = add nsw i64 0, %8393
	store i64 %258, i64* %i.addr.5
	store i64 %8394, i64* %j.addr.5
	%8395 = add nuw nsw i64 %j.cols.it.12, 6
	%8396 = add nsw i64 0, %8395
	store i64 %258, i64* %i.addr.6
	store i64 %8396, i64* %j.addr.6
	%8397 = add nuw nsw i64 %j.cols.it.12, 7
	%8398 = add nsw i64 0, %8397
	store i64 %258, i64* %i.addr.7
	store i64 %8398, i64* %j.addr.7
	%8399 = add nuw nsw i64 %j.cols.it.12, 8
	%8400 = add nsw i64 0, %8399
	store i64 %258, i64* %i.addr.8
	store i64 %8400, i64* %j.addr.8
	%8401 = add nuw nsw i64 %j.cols.it.12, 9
	%8402 = add nsw i64 0, %8401
	store i64 %258, i64* %i.addr.9
	store i64 %8402, i64* %j.addr.9
	%8403 = add nuw nsw i64 %j.cols.it.12, 10
	%8404 = add nsw i64 0, %8403
	store i64 %258, i64* %i.addr.10
	store i64 %8404, i64* %j.addr.10
	%8405 = add nuw nsw i64 %j.cols.it.12, 11
	%8406 = add nsw i64 0, %8405
	store i64 %258, i64* %i.addr.11
	store i64 %8406, i64* %j.addr.11
	%8407 = add nuw nsw i64 %j.cols.it.12, 12
	%8408 = add nsw i64 0, %8407
	store i64 %258, i64* %i.addr.12
	store i64 %8408, i64* %j.addr.12
	%8409 = add nuw nsw i64 %j.cols.it.12, 13
	%8410 = add nsw i64 0, %8409
	store i64 %258, i64* %i.addr.13
	store i64 %8410, i64* %j.addr.13
	%8411 = add nuw nsw i64 %j.cols.it.12, 14
	%8412 = add nsw i64 0, %8411
	store i64 %258, i64* %i.addr.14
	store i64 %8412, i64* %j.addr.14
	%8413 = add nuw nsw i64 %j.cols.it.12, 15
	%8414 = add nsw i64 0, %8413
	store i64 %258, i64* %i.addr.15
	store i64 %8414, i64* %j.addr.15
	%8415 = load i64, i64* %i.addr
	%8416 = load i64, i64* %j.addr
	%8417 = mul nsw i64 %8415, %c.shape1
	%8418 = add nsw i64 %8417, %8416
	%8419 = getelementptr inbounds double, double* %c, i64 %8418
	%8420 = load double, double* %8419, align 8, !alias.scope !4
	%8421 = fmul double %8420, %197
	%8422 = load i64, i64* %i.addr
	%8423 = load i64, i64* %j.addr
	%8424 = mul nsw i64 %8422, %c.shape1
	%8425 = add nsw i64 %8424, %8423
	%8426 = getelementptr inbounds double, double* %c, i64 %8425
	store double %8421, double* %8426, align 8, !alias.scope !4
	%8427 = load i64, i64* %i.addr.1
	%8428 = load i64, i64* %j.addr.1
	%8429 = mul nsw i64 %8427, %c.shape1
	%8430 = add nsw i64 %8429, %8428
	%8431 = getelementptr inbounds double, double* %c, i64 %8430
	%8432 = load double, double* %8431, align 8, !alias.scope !4
	%8433 = fmul double %8432, %197
	%8434 = load i64, i64* %i.addr.1
	%8435 = load i64, i64* %j.addr.1
	%8436 = mul nsw i64 %8434, %c.shape1
	%8437 = add nsw i64 %8436, %8435
	%8438 = getelementptr inbounds double, double* %c, i64 %8437
	store double %8433, double* %8438, align 8, !alias.scope !4
	%8439 = load i64, i64* %i.addr.2
	%8440 = load i64, i64* %j.addr.2
	%8441 = mul nsw i64 %8439, %c.shape1
	%8442 = add nsw i64 %8441, %8440
	%8443 = getelementptr inbounds double, double* %c, i64 %8442
	%8444 = load double, double* %8443, align 8, !alias.scope !4
	%8445 = fmul double %8444, %197
	%8446 = load i64, i64* %i.addr.2
	%8447 = load i64, i64* %j.addr.2
	%8448 = mul nsw i64 %8446, %c.shape1
	%8449 = add nsw i64 %8448, %8447
	%8450 = getelementptr inbounds double, double* %c, i64 %8449
	store double %8445, double* %8450, align 8, !alias.scope !4
	%8451 = load i64, i64* %i.addr.3
	%8452 = load i64, i64* %j.addr.3
	%8453 = mul nsw i64 %8451, %c.shape1
	%8454 = add nsw i64 %8453, %8452
	%8455 = getelementptr inbounds double, double* %c, i64 %8454
	%8456 = load double, double* %8455, align 8, !alias.scope !4
	%8457 = fmul double %8456, %197
	%8458 = load i64, i64* %i.addr.3
	%8459 = load i64, i64* %j.addr.3
	%8460 = mul nsw i64 %8458, %c.shape1
	%8461 = add nsw i64 %8460, %8459
	%8462 = getelementptr inbounds double, double* %c, i64 %8461
	store double %8457, double* %8462, align 8, !alias.scope !4
	%8463 = load i64, i64* %i.addr.4
	%8464 = load i64, i64* %j.addr.4
	%8465 = mul nsw i64 %8463, %c.shape1
	%8466 = add nsw i64 %8465, %8464
	%8467 = getelementptr inbounds double, double* %c, i64 %8466
	%8468 = load double, double* %8467, align 8, !alias.scope !4
	%8469 = fmul double %8468, %197
	%8470 = load i64, i64* %i.addr.4
	%8471 = load i64, i64* %j.addr.4
	%8472 = mul nsw i64 %8470, %c.shape1
	%8473 = add nsw i64 %8472, %8471
	%8474 = getelementptr inbounds double, double* %c, i64 %8473
	store double %8469, double* %8474, align 8, !alias.scope !4
	%8475 = load i64, i64* %i.addr.5
	%8476 = load i64, i64* %j.addr.5
	%8477 = mul nsw i64 %8475, %c.shape1
	%8478 = add nsw i64 %8477, %8476
	%8479 = getelementptr inbounds double, double* %c, i64 %8478
	%8480 = load double, double* %8479, align 8, !alias.scope !4
	%8481 = fmul double %8480, %197
	%8482 = load i64, i64* %i.addr.5
	%8483 = load i64, i64* %j.addr.5
	%8484 = mul nsw i64 %8482, %c.shape1
	%8485 = add nsw i64 %8484, %8483
	%8486 = getelementptr inbounds double, double* %c, i64 %8485
	store double %8481, double* %8486, align 8, !alias.scope !4
	%8487 = load i64, i64* %i.addr.6
	%8488 = load i64, i64* %j.addr.6
	%8489 = mul nsw i64 %8487, %c.shape1
	%8490 = add nsw i64 %8489, %8488
	%8491 = getelementptr inbounds double, double* %c, i64 %8490
	%8492 = load double, double* %8491, align 8, !alias.scope !4
	%8493 = fmul double %8492, %197
	%8494 = load i64, i64* %i.addr.6
	%8495 = load i64, i64* %j.addr.6
	%8496 = mul nsw i64 %8494, %c.shape1
	%8497 = add nsw i64 %8496, %8495
	%8498 = getelementptr inbounds double, double* %c, i64 %8497
	store double %8493, double* %8498, align 8, !alias.scope !4
	%8499 = load i64, i64* %i.addr.7
	%8500 = load i64, i64* %j.addr.7
	%8501 = mul nsw i64 %8499, %c.shape1
	%8502 = add nsw i64 %8501, %8500
	%8503 = getelementptr inbounds double, double* %c, i64 %8502
	%8504 = load double, double* %8503, align 8, !alias.scope !4
	%8505 = fmul double %8504, %197
	%8506 = load i64, i64* %i.addr.7
	%8507 = load i64, i64* %j.addr.7
	%8508 = mul nsw i64 %8506, %c.shape1
	%8509 = add nsw i64 %8508, %8507
	%8510 = getelementptr inbounds double, double* %c, i64 %8509
	store double %8505, double* %8510, align 8, !alias.scope !4
	%8511 = load i64, i64* %i.addr.8
	%8512 = load i64, i64* %j.addr.8
	%8513 = mul nsw i64 %8511, %c.shape1
	%8514 = add nsw i64 %8513, %8512
	%8515 = getelementptr inbounds double, double* %c, i64 %8514
	%8516 = load double, double* %8515, align 8, !alias.scope !4
	%8517 = fmul double %8516, %197
	%8518 = load i64, i64* %i.addr.8
	%8519 = load i64, i64* %j.addr.8
	%8520 = mul nsw i64 %8518, %c.shape1
	%8521 = add nsw i64 %8520, %8519
	%8522 = getelementptr inbounds double, double* %c, i64 %8521
	store double %8517, double* %8522, align 8, !alias.scope !4
	%8523 = load i64, i64* %i.addr.9
	%8524 = load i64, i64* %j.addr.9
	%8525 = mul nsw i64 %8523, %c.shape1
	%8526 = add nsw i64 %8525, %8524
	%8527 = getelementptr inbounds double, double* %c, i64 %8526
	%8528 = load double, double* %8527, align 8, !alias.scope !4
	%8529 = fmul double %8528, %197
	%8530 = load i64, i64* %i.addr.9
	%8531 = load i64, i64* %j.addr.9
	%8532 = mul nsw i64 %8530, %c.shape1
	%8533 = add nsw i64 %8532, %8531
	%8534 = getelementptr inbounds double, double* %c, i64 %8533
	store double %8529, double* %8534, align 8, !alias.scope !4
	%8535 = load i64, i64* %i.addr.10
	%8536 = load i64, i64* %j.addr.10
	%8537 = mul nsw i64 %8535, %c.shape1
	%8538 = add nsw i64 %8537, %8536
	%8539 = getelementptr inbounds double, double* %c, i64 %8538
	%8540 = load double, double* %8539, align 8, !alias.scope !4
	%8541 = fmul double %8540, %197
	%8542 = load i64, i64* %i.addr.10
	%8543 = load i64, i64* %j.addr.10
	%8544 = mul nsw i64 %8542, %c.shape1
	%8545 = add nsw i64 %8544, %8543
	%8546 = getelementptr inbounds double, double* %c, i64 %8545
	store double %8541, double* %8546, align 8, !alias.scope !4
	%8547 = load i64, i64* %i.addr.11
	%8548 = load i64, i64* %j.addr.11
	%8549 = mul nsw i64 %8547, %c.shape1
	%8550 = add nsw i64 %8549, %8548
	%8551 = getelementptr inbounds double, double* %c, i64 %8550
	%8552 = load double, double* %8551, align 8, !alias.scope !4
	%8553 = fmul double %8552, %197
	%8554 = load i64, i64* %i.addr.11
	%8555 = load i64, i64* %j.addr.11
	%8556 = mul nsw i64 %8554, %c.shape1
	%8557 = add nsw i64 %8556, %8555
	%8558 = getelementptr inbounds double, double* %c, i64 %8557
	store double %8553, double* %8558, align 8, !alias.scope !4
	%8559 = load i64, i64* %i.addr.12
	%8560 = load i64, i64* %j.addr.12
	%8561 = mul nsw i64 %8559, %c.shape1
	%8562 = add nsw i64 %8561, %8560
	%8563 = getelementptr inbounds double, double* %c, i64 %8562
	%8564 = load double, double* %8563, align 8, !alias.scope !4
	%8565 = fmul double %8564, %197
	%8566 = load i64, i64* %i.addr.12
	%8567 = load i64, i64* %j.addr.12
	%8568 = mul nsw i64 %8566, %c.shape1
	%8569 = add nsw i64 %8568, %8567
	%8570 = getelementptr inbounds double, double* %c, i64 %8569
	store double %8565, double* %8570, align 8, !alias.scope !4
	%8571 = load i64, i64* %i.addr.13
	%8572 = load i64, i64* %j.addr.13
	%8573 = mul nsw i64 %8571, %c.shape1
	%8574 = add nsw i64 %8573, %8572
	%8575 = getelementptr inbounds double, double* %c, i64 %8574
	%8576 = load double, double* %8575, align 8, !alias.scope !4
	%8577 = fmul double %8576, %197
	%8578 = load i64, i64* %i.addr.13
	%8579 = load i64, i64* %j.addr.13
	%8580 = mul nsw i64 %8578, %c.shape1
	%8581 = add nsw i64 %8580, %8579
	%8582 = getelementptr inbounds double, double* %c, i64 %8581
	store double %8577, double* %8582, align 8, !alias.scope !4
	%8583 = load i64, i64* %i.addr.14
	%8584 = load i64, i64* %j.addr.14
	%8585 = mul nsw i64 %8583, %c.shape1
	%8586 = add nsw i64 %8585, %8584
	%8587 = getelementptr inbounds double, double* %c, i64 %8586
	%8588 = load double, double* %8587, align 8, !alias.scope !4
	%8589 = fmul double %8588, %197
	%8590 = load i64, i64* %i.addr.14
	%8591 = load i64, i64* %j.addr.14
	%8592 = mul nsw i64 %8590, %c.shape1
	%8593 = add nsw i64 %8592, %8591
	%8594 = getelementptr inbounds double, double* %c, i64 %8593
	store double %8589, double* %8594, align 8, !alias.scope !4
	%8595 = load i64, i64* %i.addr.15
	%8596 = load i64, i64* %j.addr.15
	%8597 = mul nsw i64 %8595, %c.shape1
	%8598 = add nsw i64 %8597, %8596
	%8599 = getelementptr inbounds double, double* %c, i64 %8598
	%8600 = load double, double* %8599, align 8, !alias.scope !4
	%8601 = fmul double %8600, %197
	%8602 = load i64, i64* %i.addr.15
	%8603 = load i64, i64* %j.addr.15
	%8604 = mul nsw i64 %8602, %c.shape1
	%8605 = add nsw i64 %8604, %8603
	%8606 = getelementptr inbounds double, double* %c, i64 %8605
	store double %8601, double* %8606, align 8, !alias.scope !4
	%8607 = icmp slt i64 0, %m
	%8608 = sub i64 %m, 0
	%8609 = select i1 %8607, i64 %8608, i64 0
	br label %k.head.12

k.head.12:
	%k.it.12 = phi i64 [ 0, %j.cols.body.12 ], [ %9268, %k.latch.12 ]
	%8610 = icmp ult i64 %k.it.12, %8609
	br i1 %8610, label %k.body.12, label %k.exit.12

k.body.12:
	%8611 = add nsw i64 0, %k.it.12
	store i64 %8611, i64* %k.addr
	store i64 %8611, i64* %k.addr.1
	store i64 %8611, i64* %k.addr.2
	store i64 %8611, i64* %k.addr.3
	store i64 %8611, i64* %k.addr.4
	store i64 %8611, i64* %k.addr.5
	store i64 %8611, i64* %k.addr.6
	store i64 %8611, i64* %k.addr.7
	store i64 %8611, i64* %k.addr.8
	store i64 %8611, i64* %k.addr.9
	store i64 %8611, i64* %k.addr.10
	store i64 %8611, i64* %k.addr.11
	store i64 %8611, i64* %k.addr.12
	store i64 %8611, i64* %k.addr.13
	store i64 %8611, i64* %k.addr.14
	store i64 %8611, i64* %k.addr.15
	%8612 = load i64, i64* %i.addr
	%8613 = load i64, i64* %j.addr
	%8614 = mul nsw i64 %8612, %c.shape1
	%8615 = add nsw i64 %8614, %8613
	%8616 = getelementptr inbounds double, double* %c, i64 %8615
	%8617 = load double, double* %8616, align 8, !alias.scope !4
	%8618 = load i64, i64* %j.addr
	%8619 = load i64, i64* %k.addr
	%8620 = mul nsw i64 %8618, %a.shape1
	%8621 = add nsw i64 %8620, %8619
	%8622 = getelementptr inbounds double, double* %a, i64 %8621
	%8623 = load double, double* %8622, align 8, !noalias !2
	%8624 = fmul double %8623, %202
	%8625 = load i64, i64* %i.addr
	%8626 = load i64, i64* %k.addr
	%8627 = mul nsw i64 %8625, %b.shape1
	%8628 = add nsw i64 %8627, %8626
	%8629 = getelementptr inbounds double, double* %b, i64 %8628
	%8630 = load double, double* %8629, align 8, !noalias !3
	%8631 = fmul double %8624, %8630
	%8632 = fadd double %8617, %8631
	%8633 = load i64, i64* %j.addr
	%8634 = load i64, i64* %k.addr
	%8635 = mul nsw i64 %8633, %b.shape1
	%8636 = add nsw i64 %8635, %8634
	%8637 = getelementptr inbounds double, double* %b, i64 %8636
	%8638 = load double, double* %8637, align 8, !noalias !3
	%8639 = fmul double %8638, %202
	%8640 = load i64, i64* %i.addr
	%8641 = load i64, i64* %k.addr
	%8642 = mul nsw i64 %8640, %a.shape1
	%8643 = add nsw i64 %8642, %8641
	%8644 = getelementptr inbounds double, double* %a, i64 %8643
	%8645 = load double, double* %8644, align 8, !noalias !2
	%8646 = fmul double %8639, %8645
	%8647 = fadd double %8632, %8646
	%8648 = load i64, i64* %i.addr
	%8649 = load i64, i64* %j.addr
	%8650 = mul nsw i64 %8648, %c.shape1
	%8651 = add nsw i64 %8650, %8649
	%8652 = getelementptr inbounds double, double* %c, i64 %8651
	store double %8647, double* %8652, align 8, !alias.scope !4
	%8653 = load i64, i64* %i.addr.1
	%8654 = load i64, i64* %j.addr.1
	%8655 = mul nsw i64 %8653, %c.shape1
	%8656 = add nsw i64 %8655, %8654
	%8657 = getelementptr inbounds double, double* %c, i64 %8656
	%8658 = load double, double* %8657, align 8, !alias.scope !4
	%8659 = load i64, i64* %j.addr.1
	%8660 = load i64, i64* %k.addr.1
	%8661 = mul nsw i64 %8659, %a.shape1
	%8662 = add nsw i64 %8661, %8660
	%8663 = getelementptr inbounds double, double* %a, i64 %8662
	%8664 = load double, double* %8663, align 8, !noalias !2
	%8665 = fmul double %8664, %202
	%8666 = load i64, i64* %i.addr.1
	%8667 = load i64, i64* %k.addr.1
	%8668 = mul nsw i64 %8666, %b.shape1
	%8669 = add nsw i64 %8668, %8667
	%8670 = getelementptr inbounds double, double* %b, i64 %8669
	%8671 = load double, double* %8670, align 8, !noalias !3
	%8672 = fmul double %8665, %8671
	%8673 = fadd double %8658, %8672
	%8674 = load i64, i64* %j.addr.1
	%8675 = load i64, i64* %k.addr.1
	%8676 = mul nsw i64 %8674, %b.shape1
	%8677 = add nsw i64 %8676, %8675
	%8678 = getelementptr inbounds double, double* %b, i64 %8677
	%8679 = load double, double* %8678, align 8, !noalias !3
	%8680 = fmul double %8679, %202
	%8681 = load i64, i64* %i.addr.1
	%8682 = load i64, i64* %k.addr.1
	%8683 = mul nsw i64 %8681, %a.shape1
	%8684 = add nsw i64 %8683, %8682
	%8685 = getelementptr inbounds double, double* %a, i64 %8684
	%8686 = load double, double* %8685, align 8, !noalias !2
	%8687 = fmul double %8680, %8686
	%8688 = fadd double %8673, %8687
	%8689 = load i64, i64* %i.addr.1
	%8690 = load i64, i64* %j.addr.1
	%8691 = mul nsw i64 %8689, %c.shape1
	%8692 = add nsw i64 %8691, %8690
	%8693 = getelementptr inbounds double, double* %c, i64 %8692
	store double %8688, double* %8693, align 8, !alias.scope !4
	%8694 = load i64, i64* %i.addr.2
	%8695 = load i64, i64* %j.addr.2
	%8696 = mul nsw i64 %8694, %c.shape1
	%8697 = add nsw i64 %8696, %8695
	%8698 = getelementptr inbounds double, double* %c, i64 %8697
	%8699 = load double, double* %8698, align 8, !alias.scope !4
	%8700 = load i64, i64* %j.addr.2
	%8701 = load i64, i64* %k.addr.2
	%8702 = mul nsw i64 %8700, %a.shape1
	%8703 = add nsw i64 %8702, %8701
	%8704 = getelementptr inbounds double, double* %a, i64 %8703
	%8705 = load double, double* %8704, align 8, !noalias !2
	%8706 = fmul double %8705, %202
	%8707 = load i64, i64* %i.addr.2
	%8708 = load i64, i64* %k.addr.2
	%8709 = mul nsw i64 %8707, %b.shape1
	%8710 = add nsw i64 %8709, %8708
	%8711 = getelementptr inbounds double, double* %b, i64 %8710
	%8712 = load double, double* %8711, align 8, !noalias !3
	%8713 = fmul double %8706, %8712
	%8714 = fadd double %8699, %8713
	%8715 = load i64, i64* %j.addr.2
	%8716 = load i64, i64* %k.addr.2
	%8717 = mul nsw i64 %8715, %b.shape1
	%8718 = add nsw i64 %8717, %8716
	%8719 = getelementptr inbounds double, double* %b, i64 %8718
	%8720 = load double, double* %8719, align 8, !noalias !3
	%8721 = fmul double %8720, %202
	%8722 = load i64, i64* %i.addr.2
	%8723 = load i64, i64* %k.addr.2
	%8724 = mul nsw i64 %8722, %a.shape1
	%8725 = add nsw i64 %8724, %8723
	%8726 = getelementptr inbounds double, double* %a, i64 %8725
	%8727 = load double, double* %8726, align 8, !noalias !2
	%8728 = fmul double %8721, %8727
	%8729 = fadd double %8714, %8728
	%8730 = load i64, i64* %i.addr.2
	%8731 = load i64, i64* %j.addr.2
	%8732 = mul nsw i64 %8730, %c.shape1
	%8733 = add nsw i64 %8732, %8731
	%8734 = getelementptr inbounds double, double* %c, i64 %8733
	store double %8729, double* %8734, align 8, !alias.scope !4
	%8735 = load i64, i64* %i.addr.3
	%8736 = load i64, i64* %j.addr.3
	%8737 = mul nsw i64 %8735, %c.shape1
	%8738 = add nsw i64 %8737, %8736
	%8739 = getelementptr inbounds double, double* %c, i64 %8738
	%8740 = load double, double* %8739, align 8, !alias.scope !4
	%8741 = load i64, i64* %j.addr.3
	%8742 = load i64, i64* %k.addr.3
	%8743 = mul nsw i64 %8741, %a.shape1
	%8744 = add nsw i64 %8743, %8742
	%8745 = getelementptr inbounds double, double* %a, i64 %8744
	%8746 = load double, double* %8745, align 8, !noalias !2
	%8747 = fmul double %8746, %202
	%8748 = load i64, i64* %i.addr.3
	%8749 = load i64, i64* %k.addr.3
	%8750 = mul nsw i64 %8748, %b.shape1
	%8751 = add nsw i64 %8750, %8749
	%8752 = getelementptr inbounds double, double* %b, i64 %8751
	%8753 = load double, double* %8752, align 8, !noalias !3
	%8754 = fmul double %8747, %8753
	%8755 = fadd double %8740, %8754
	%8756 = load i64, i64* %j.addr.3
	%8757 = load i64, i64* %k.addr.3
	%8758 = mul nsw i64 %8756, %b.shape1
	%8759 = add nsw i64 %8758, %8757
	%8760 = getelementptr inbounds double, double* %b, i64 %8759
	%8761 = load double, double* %8760, align 8, !noalias !3
	%8762 = fmul double %8761, %202
	%8763 = load i64, i64* %i.addr.3
	%8764 = load i64, i64* %k.addr.3
	%8765 = mul nsw i64 %8763, %a.shape1
	%8766 = add nsw i64 %8765, %8764
	%8767 = getelementptr inbounds double, double* %a, i64 %8766
	%8768 = load double, double* %8767, align 8, !noalias !2
	%8769 = fmul double %8762, %8768
	%8770 = fadd double %8755, %8769
	%8771 = load i64, i64* %i.addr.3
	%8772 = load i64, i64* %j.addr.3
	%8773 = mul nsw i64 %8771, %c.shape1
	%8774 = add nsw i64 %8773, %8772
	%8775 = getelementptr inbounds double, double* %c, i64 %8774
	store double %8770, double* %8775, align 8, !alias.scope !4
	%8776 = load i64, i64* %i.addr.4
	%8777 = load i64, i64* %j.addr.4
	%8778 = mul nsw i64 %8776, %c.shape1
	%8779 = add nsw i64 %8778, %8777
	%8780 = getelementptr inbounds double, double* %c, i64 %8779
	%8781 = load double, double* %8780, align 8, !alias.scope !4
	%8782 = load i64, i64* %j.addr.4
	%8783 = load i64, i64* %k.addr.4
	%8784 = mul nsw i64 %8782, %a.shape1
	%8785 = add nsw i64 %8784, %8783
	%8786 = getelementptr inbounds double, double* %a, i64 %8785
	%8787 = load double, double* %8786, align 8, !noalias !2
	%8788 = fmul double %8787, %202
	%8789 = load i64, i64* %i.addr.4
	%8790 = load i64, i64* %k.addr.4
	%8791 = mul nsw i64 %8789, %b.shape1
	%8792 = add nsw i64 %8791, %8790
	%8793 = getelementptr inbounds double, double* %b, i64 %8792
	%8794 = load double, double* %8793, align 8, !noalias !3
	%8795 = fmul double %8788, %8794
	%8796 = fadd double %8781, %8795
	%8797 = load i64, i64* %j.addr.4
	%8798 = load i64, i64* %k.addr.4
	%8799 = mul nsw i64 %8797, %b.shape1
	%8800 = add nsw i64 %8799, %8798
	%8801 = getelementptr inbounds double, double* %b, i64 %8800
	%8802 = load double, double* %8801, align 8, !noalias !3
	%8803 = fmul double %8802, %202
	%8804 = load i64, i64* %i.addr.4
	%8805 = load i64, i64* %k.addr.4
	%8806 = mul nsw i64 %8804, %a.shape1
	%8807 = add nsw i64 %8806, %8805
	%8808 = getelementptr inbounds double, double* %a, i64 %8807
	%8809 = load double, double* %8808, align 8, !noalias !2
	%8810 = fmul double %8803, %8809
	%8811 = fadd double %8796, %8810
	%8812 = load i64, i64* %i.addr.4
	%8813 = load i64, i64* %j.addr.4
	%8814 = mul nsw i64 %8812, %c.shape1
	%8815 = add nsw i64 %8814, %8813
	%8816 = getelementptr inbounds double, double* %c, i64 %8815
	store double %8811, double* %8816, align 8, !alias.scope !4
	%8817 = load i64, i64* %i.addr.5
	%8818 = load i64, i64* %j.addr.5
	%8819 = mul nsw i64 %8817, %c.shape1
	%8820 = add nsw i64 %8819, %8818
	%8821 = getelementptr inbounds double, double* %c, i64 %8820
	%8822 = load double, double* %8821, align 8, !alias.scope !4
	%8823 = load i64, i64* %j.addr.5
	%8824 = load i64, i64* %k.addr.5
	%8825 = mul nsw i64 %8823, %a.shape1
	%8826 = add nsw i64 %8825, %8824
	%8827 = getelementptr inbounds double, double* %a, i64 %8826
	%8828 = load double, double* %8827, align 8, !noalias !2
	%8829 = fmul double %8828, %202
	%8830 = load i64, i64* %i.addr.5
	%8831 = load i64, i64* %k.addr.5
	%8832 = mul nsw i64 %8830, %b.shape1
	%8833 = add nsw i64 %8832, %8831
	%8834 = getelementptr inbounds double, double* %b, i64 %8833
	%8835 = load double, double* %8834, align 8, !noalias !3
	%8836 = fmul double %8829, %8835
	%8837 = fadd double %8822, %8836
	%8838 = load i64, i64* %j.addr.5
	%8839 = load i64, i64* %k.addr.5
	%8840 = mul nsw i64 %8838, %b.shape1
	%8841 = add nsw i64 %8840, %8839
	%8842 = getelementptr inbounds double, double* %b, i64 %8841
	%8843 = load double, double* %8842, align 8, !noalias !3
	%8844 = fmul double %8843, %202
	%8845 = load i64, i64* %i.addr.5
	%8846 = load i64, i64* %k.addr.5
	%8847 = mul nsw i64 %8845, %a.shape1
	%8848 = add nsw i64 %8847, %8846
	%8849 = getelementptr inbounds double, double* %a, i64 %8848
	%8850 = load double, double* %8849, align 8, !noalias !2
	%8851 = fmul double %8844, %8850
	%8852 = fadd double %8837, %8851
	%8853 = load i64, i64* %i.addr.5
	%8854 = load i64, i64* %j.addr.5
	%8855 = mul nsw i64 %8853, %c.shape1
	%8856 = add nsw i64 %8855, %8854
	%8857 = getelementptr inbounds double, double* %c, i64 %8856
	store double %8852, double* %8857, align 8, !alias.scope !4
	%8858 = load i64, i64* %i.addr.6
	%8859 = load i64, i64* %j.addr.6
	%8860 = mul nsw i64 %8858, %c.shape1
	%8861 = add nsw i64 %8860, %8859
	%8862 = getelementptr inbounds double, double* %c, i64 %8861
	%8863 = load double, double* %8862, align 8, !alias.scope !4
	%8864 = load i64, i64* %j.addr.6
	%8865 = load i64, i64* %k.addr.6
	%8866 = mul nsw i64 %8864, %a.shape1
	%8867 = add nsw i64 %8866, %8865
	%8868 = getelementptr inbounds double, double* %a, i64 %8867
	%8869 = load double, double* %8868, align 8, !noalias !2
	%8870 = fmul double %8869, %202
	%8871 = load i64, i64* %i.addr.6
	%8872 = load i64, i64* %k.addr.6
	%8873 = mul nsw i64 %8871, %b.shape1
	%8874 = add nsw i64 %8873, %8872
	%8875 = getelementptr inbounds double, double* %b, i64 %8874
	%8876 = load double, double* %8875, align 8, !noalias !3
	%8877 = fmul double %8870, %8876
	%8878 = fadd double %8863, %8877
	%8879 = load i64, i64* %j.addr.6
	%8880 = load i64, i64* %k.addr.6
	%8881 = mul nsw i64 %8879, %b.shape1
	%8882 = add nsw i64 %8881, %8880
	%8883 = getelementptr inbounds double, double* %b, i64 %8882
	%8884 = load double, double* %8883, align 8, !noalias !3
	%8885 = fmul double %8884, %202
	%8886 = load i64, i64* %i.addr.6
	%8887 = load i64, i64* %k.addr.6
	%8888 = mul nsw i64 %8886, %a.shape1
	%8889 = add nsw i64 %8888, %8887
	%8890 = getelementptr inbounds double, double* %a, i64 %8889
	%8891 = load double, double* %8890, align 8, !noalias !2
	%8892 = fmul double %8885, %8891
	%8893 = fadd double %8878, %8892
	%8894 = load i64, i64* %i.addr.6
	%8895 = load i64, i64* %j.addr.6
	%8896 = mul nsw i64 %8894, %c.shape1
	%8897 = add nsw i64 %8896, %8895
	%8898 = getelementptr inbounds double, double* %c, i64 %8897
	store double %8893, double* %8898, align 8, !alias.scope !4
	%8899 = load i64, i64* %i.addr.7
	%8900 = load i64, i64* %j.addr.7
	%8901 = mul nsw i64 %8899, %c.shape1
	%8902 = add nsw i64 %8901, %8900
	%8903 = getelementptr inbounds double, double* %c, i64 %8902
	%8904 = load double, double* %8903, align 8, !alias.scope !4
	%8905 = load i64, i64* %j.addr.7
	%8906 = load i64, i64* %k.addr.7
	%8907 = mul nsw i64 %8905, %a.shape1
	%8908 = add nsw i64 %8907, %8906
	%8909 = getelementptr inbounds double, double* %a, i64 %8908
	%8910 = load double, double* %8909, align 8, !noalias !2
	%8911 = fmul double %8910, %202
	%8912 = load i64, i64* %i.addr.7
	%8913 = load i64, i64* %k.addr.7
	%8914 = mul nsw i64 %8912, %b.shape1
	%8915 = add nsw i64 %8914, %8913
	%8916 = getelementptr inbounds double, double* %b, i64 %8915
	%8917 = load double, double* %8916, align 8, !noalias !3
	%8918 = fmul double %8911, %8917
	%8919 = fadd double %8904, %8918
	%8920 = load i64, i64* %j.addr.7
	%8921 = load i64, i64* %k.addr.7
	%8922 = mul nsw i64 %8920, %b.shape1
	%8923 = add nsw i64 %8922, %8921
	%8924 = getelementptr inbounds double, double* %b, i64 %8923
	%8925 = load double, double* %8924, align 8, !noalias !3
	%8926 = fmul double %8925, %202
	%8927 = load i64, i64* %i.addr.7
	%8928 = load i64, i64* %k.addr.7
	%8929 = mul nsw i64 %8927, %a.shape1
	%8930 = add nsw i64 %8929, %8928
	%8931 = getelementptr inbounds double, double* %a, i64 %8930
	%8932 = load double, double* %8931, align 8, !noalias !2
	%8933 = fmul double %8926, %8932
	%8934 = fadd double %8919, %8933
	%8935 = load i64, i64* %i.addr.7
	%8936 = load i64, i64* %j.addr.7
	%8937 = mul nsw i64 %8935, %c.shape1
	%8938 = add nsw i64 %8937, %8936
	%8939 = getelementptr inbounds double, double* %c, i64 %8938
	store double %8934, double* %8939, align 8, !alias.scope !4
	%8940 = load i64, i64* %i.addr.8
	%8941 = load i64, i64* %j.addr.8
	%8942 = mul nsw i64 %8940, %c.shape1
	%8943 = add nsw i64 %8942, %8941
	%8944 = getelementptr inbounds double, double* %c, i64 %8943
	%8945 = load double, double* %8944, align 8, !alias.scope !4
	%8946 = load i64, i64* %j.addr.8
	%8947 = load i64, i64* %k.addr.8
	%8948 = mul nsw i64 %8946, %a.shape1
	%8949 = add nsw i64 %8948, %8947
	%8950 = getelementptr inbounds double, double* %a, i64 %8949
	%8951 = load double, double* %8950, align 8, !noalias !2
	%8952 = fmul double %8951, %202
	%8953 = load i64, i64* %i.addr.8
	%8954 = load i64, i64* %k.addr.8
	%8955 = mul nsw i64 %8953, %b.shape1
	%8956 = add nsw i64 %8955, %8954
	%8957 = getelementptr inbounds double, double* %b, i64 %8956
	%8958 = load double, double* %8957, align 8, !noalias !3
	%8959 = fmul double %8952, %8958
	%8960 = fadd double %8945, %8959
	%8961 = load i64, i64* %j.addr.8
	%8962 = load i64, i64* %k.addr.8
	%8963 = mul nsw i64 %8961, %b.shape1
	%8964 = add nsw i64 %8963, %8962
	%8965 = getelementptr inbounds double, double* %b, i64 %8964
	%8966 = load double, double* %8965, align 8, !noalias !3
	%8967 = fmul double %8966, %202
	%8968 = load i64, i64* %i.addr.8
	%8969 = load i64, i64* %k.addr.8
	%8970 = mul nsw i64 %8968, %a.shape1
	%8971 = add nsw i64 %8970, %8969
	%8972 = getelementptr inbounds double, double* %a, i64 %8971
	%8973 = load double, double* %8972, align 8, !noalias !2
	%8974 = fmul double %8967, %8973
	%8975 = fadd double %8960, %8974
	%8976 = load i64, i64* %i.addr.8
	%8977 = load i64, i64* %j.addr.8
	%8978 = mul nsw i64 %8976, %c.shape1
	%8979 = add nsw i64 %8978, %8977
	%8980 = getelementptr inbounds double, double* %c, i64 %8979
	store double %8975, double* %8980, align 8, !alias.scope !4
	%8981 = load i64, i64* %i.addr.9
	%8982 = load i64, i64* %j.addr.9
	%8983 = mul nsw i64 %8981, %c.shape1
	%8984 = add nsw i64 %8983, %8982
	%8985 = getelementptr inbounds double, double* %c, i64 %8984
	%8986 = load double, double* %8985, align 8, !alias.scope !4
	%8987 = load i64, i64* %j.addr.9
	%8988 = load i64, i64* %k.addr.9
	%8989 = mul nsw i64 %8987, %a.shape1
	%8990 = add nsw i64 %8989, %8988
	%8991 = getelementptr inbounds double, double* %a, i64 %8990
	%8992 = load double, double* %8991, align 8, !noalias !2
	%8993 = fmul double %8992, %202
	%8994 = load i64, i64* %i.addr.9
	%8995 = load i64, i64* %k.addr.9
	%8996 = mul nsw i64 %8994, %b.shape1
	%8997 = add nsw i64 %8996, %8995
	%8998 = getelementptr inbounds double, double* %b, i64 %8997
	%8999 = load double, double* %8998, align 8, !noalias !3
	%9000 = fmul double %8993, %8999
	%9001 = fadd double %8986, %9000
	%9002 = load i64, i64* %j.addr.9
	%9003 = load i64, i64* %k.addr.9
	%9004 = mul nsw i64 %9002, %b.shape1
	%9005 = add nsw i64 %9004, %9003
	%9006 = getelementptr inbounds double, double* %b, i64 %9005
	%9007 = load double, double* %9006, align 8, !noalias !3
	%9008 = fmul double %9007, %202
	%9009 = load i64, i64* %i.addr.9
	%9010 = load i64, i64* %k.addr.9
	%9011 = mul nsw i64 %9009, %a.shape1
	%9012 = add nsw i64 %9011, %9010
	%9013 = getelementptr inbounds double, double* %a, i64 %9012
	%9014 = load double, double* %9013, align 8, !noalias !2
	%9015 = fmul double %9008, %9014
	%9016 = fadd double %9001, %9015
	%9017 = load i64, i64* %i.addr.9
	%9018 = load i64, i64* %j.addr.9
	%9019 = mul nsw i64 %9017, %c.shape1
	%9020 = add nsw i64 %9019, %9018
	%9021 = getelementptr inbounds double, double* %c, i64 %9020
	store double %9016, double* %9021, align 8, !alias.scope !4
	%9022 = load i64, i64* %i.addr.10
	%9023 = load i64, i64* %j.addr.10
	%9024 = mul nsw i64 %9022, %c.shape1
	%9025 = add nsw i64 %9024, %9023
	%9026 = getelementptr inbounds double, double* %c, i64 %9025
	%9027 = load double, double* %9026, align 8, !alias.scope !4
	%9028 = load i64, i64* %j.addr.10
	%9029 = load i64, i64* %k.addr.10
	%9030 = mul nsw i64 %9028, %a.shape1
	%9031 = add nsw i64 %9030, %9029
	%9032 = getelementptr inbounds double, double* %a, i64 %9031
	%9033 = load double, double* %9032, align 8, !noalias !2
	%9034 = fmul double %9033, %202
	%9035 = load i64, i64* %i.addr.10
	%9036 = load i64, i64* %k.addr.10
	%9037 = mul nsw i64 %9035, %b.shape1
	%9038 = add nsw i64 %9037, %9036
	%9039 = getelementptr inbounds double, double* %b, i64 %9038
	%9040 = load double, double* %9039, align 8, !noalias !3
	%9041 = fmul double %9034, %9040
	%9042 = fadd double %9027, %9041
	%9043 = load i64, i64* %j.addr.10
	%9044 = load i64, i64* %k.addr.10
	%9045 = mul nsw i64 %9043, %b.shape1
	%9046 = add nsw i64 %9045, %9044
	%9047 = getelementptr inbounds double, double* %b, i64 %9046
	%9048 = load double, double* %9047, align 8, !noalias !3
	%9049 = fmul double %9048, %202
	%9050 = load i64, i64* %i.addr.10
	%9051 = load i64, i64* %k.addr.10
	%9052 = mul nsw i64 %9050, %a.shape1
	%9053 = add nsw i64 %9052, %9051
	%9054 = getelementptr inbounds double, double* %a, i64 %9053
	%9055 = load double, double* %9054, align 8, !noalias !2
	%9056 = fmul double %9049, %9055
	%9057 = fadd double %9042, %9056
	%9058 = load i64, i64* %i.addr.10
	%9059 = load i64, i64* %j.addr.10
	%9060 = mul nsw i64 %9058, %c.shape1
	%9061 = add nsw i64 %9060, %9059
	%9062 = getelementptr inbounds double, double* %c, i64 %9061
	store double %9057, double* %9062, align 8, !alias.scope !4
	%9063 = load i64, i64* %i.addr.11
	%9064 = load i64, i64* %j.addr.11
	%9065 = mul nsw i64 %9063, %c.shape1
	%9066 = add nsw i64 %9065, %9064
	%9067 = getelementptr inbounds double, double* %c, i64 %9066
	%9068 = load double, double* %9067, align 8, !alias.scope !4
	%9069 = load i64, i64* %j.addr.11
	%9070 = load i64, i64* %k.addr.11
	%9071 = mul nsw i64 %9069, %a.shape1
	%9072 = add nsw i64 %9071, %9070
	%9073 = getelementptr inbounds double, double* %a, i64 %9072
	%9074 = load double, double* %9073, align 8, !noalias !2
	%9075 = fmul double %9074, %202
	%9076 = load i64, i64* %i.addr.11
	%9077 = load i64, i64* %k.addr.11
	%9078 = mul nsw i64 %9076, %b.shape1
	%9079 = add nsw i64 %9078, %9077
	%9080 = getelementptr inbounds double, double* %b, i64 %9079
	%9081 = load double, double* %9080, align 8, !noalias !3
	%9082 = fmul double %9075, %9081
	%9083 = fadd double %9068, %9082
	%9084 = load i64, i64* %j.addr.11
	%9085 = load i64, i64* %k.addr.11
	%9086 = mul nsw i64 %9084, %b.shape1
	%9087 = add nsw i64 %9086, %9085
	%9088 = getelementptr inbounds double, double* %b, i64 %9087
	%9089 = load double, double* %9088, align 8, !noalias !3
	%9090 = fmul double %9089, %202
	%9091 = load i64, i64* %i.addr.11
	%9092 = load i64, i64* %k.addr.11
	%9093 = mul nsw i64 %9091, %a.shape1
	%9094 = add nsw i64 %9093, %9092
	%9095 = getelementptr inbounds double, double* %a, i64 %9094
	%9096 = load double, double* %9095, align 8, !noalias !2
	%9097 = fmul double %9090, %9096
	%9098 = fadd double %9083, %9097
	%9099 = load i64, i64* %i.addr.11
	%9100 = load i64, i64* %j.addr.11
	%9101 = mul nsw i64 %9099, %c.shape1
	%9102 = add nsw i64 %9101, %9100
	%9103 = getelementptr inbounds double, double* %c, i64 %9102
	store double %9098, double* %9103, align 8, !alias.scope !4
	%9104 = load i64, i64* %i.addr.12
	%9105 = load i64, i64* %j.addr.12
	%9106 = mul nsw i64 %9104, %c.shape1
	%9107 = add nsw i64 %9106, %9105
	%9108 = getelementptr inbounds double, double* %c, i64 %9107
	%9109 = load double, double* %9108, align 8, !alias.scope !4
	%9110 = load i64, i64* %j.addr.12
	%9111 = load i64, i64* %k.addr.12
	%9112 = mul nsw i64 %9110, %a.shape1
	%9113 = add nsw i64 %9112, %9111
	%9114 = getelementptr inbounds double, double* %a, i64 %9113
	%9115 = load double, double* %9114, align 8, !noalias !2
	%9116 = fmul double %9115, %202
	%9117 = load i64, i64* %i.addr.12
	%9118 = load i64, i64* %k.addr.12
	%9119 = mul nsw i64 %9117, %b.shape1
	%9120 = add nsw i64 %9119, %9118
	%9121 = getelementptr inbounds double, double* %b, i64 %9120
	%9122 = load double, double* %9121, align 8, !noalias !3
	%9123 = fmul double %9116, %9122
	%9124 = fadd double %9109, %9123
	%9125 = load i64, i64* %j.addr.12
	%9126 = load i64, i64* %k.addr.12
	%9127 = mul nsw i64 %9125, %b.shape1
	%9128 = add nsw i64 %9127, %9126
	%9129 = getelementptr inbounds double, double* %b, i64 %9128
	%9130 = load double, double* %9129, align 8, !noalias !3
	%9131 = fmul double %9130, %202
	%9132 = load i64, i64* %i.addr.12
	%9133 = load i64, i64* %k.addr.12
	%9134 = mul nsw i64 %9132, %a.shape1
	%9135 = add nsw i64 %9134, %9133
	%9136 = getelementptr inbounds double, double* %a, i64 %9135
	%9137 = load double, double* %9136, align 8, !noalias !2
	%9138 = fmul double %9131, %9137
	%9139 = fadd double %9124, %9138
	%9140 = load i64, i64* %i.addr.12
	%9141 = load i64, i64* %j.addr.12
	%9142 = mul nsw i64 %9140, %c.shape1
	%9143 = add nsw i64 %9142, %9141
	%9144 = getelementptr inbounds double, double* %c, i64 %9143
	store double %9139, double* %9144, align 8, !alias.scope !4
	%9145 = load i64, i64* %i.addr.13
	%9146 = load i64, i64* %j.addr.13
	%9147 = mul nsw i64 %9145, %c.shape1
	%9148 = add nsw i64 %9147, %9146
	%9149 = getelementptr inbounds double, double* %c, i64 %9148
	%9150 = load double, double* %9149, align 8, !alias.scope !4
	%9151 = load i64, i64* %j.addr.13
	%9152 = load i64, i64* %k.addr.13
	%9153 = mul nsw i64 %9151, %a.shape1
	%9154 = add nsw i64 %9153, %9152
	%9155 = getelementptr inbounds double, double* %a, i64 %9154
	%9156 = load double, double* %9155, align 8, !noalias !2
	%9157 = fmul double %9156, %202
	%9158 = load i64, i64* %i.addr.13
	%9159 = load i64, i64* %k.addr.13
	%9160 = mul nsw i64 %9158, %b.shape1
	%9161 = add nsw i64 %9160, %9159
	%9162 = getelementptr inbounds double, double* %b, i64 %9161
	%9163 = load double, double* %9162, align 8, !noalias !3
	%9164 = fmul double %9157, %9163
	%9165 = fadd double %9150, %9164
	%9166 = load i64, i64* %j.addr.13
	%9167 = load i64, i64* %k.addr.13
	%9168 = mul nsw i64 %9166, %b.shape1
	%9169 = add nsw i64 %9168, %9167
	%9170 = getelementptr inbounds double, double* %b, i64 %9169
	%9171 = load double, double* %9170, align 8, !noalias !3
	%9172 = fmul double %9171, %202
	%9173 = load i64, i64* %i.addr.13
	%9174 = load i64, i64* %k.addr.13
	%9175 = mul nsw i64 %9173, %a.shape1
	%9176 = add nsw i64 %9175, %9174
	%9177 = getelementptr inbounds double, double* %a, i64 %9176
	%9178 = load double, double* %9177, align 8, !noalias !2
	%9179 = fmul double %9172, %9178
	%9180 = fadd double %9165, %9179
	%9181 = load i64, i64* %i.addr.13
	%9182 = load i64, i64* %j.addr.13
	%9183 = mul nsw i64 %9181, %c.shape1
	%9184 = add nsw i64 %9183, %9182
	%9185 = getelementptr inbounds double, double* %c, i64 %9184
	store double %9180, double* %9185, align 8, !alias.scope !4
	%9186 = load i64, i64* %i.addr.14
	%9187 = load i64, i64* %j.addr.14
	%9188 = mul nsw i64 %9186, %c.shape1
	%9189 = add nsw i64 %9188, %9187
	%9190 = getelementptr inbounds double, double* %c, i64 %9189
	%9191 = load double, double* %9190, align 8, !alias.scope !4
	%9192 = load i64, i64* %j.addr.14
	%9193 = load i64, i64* %k.addr.14
	%9194 = mul nsw i64 %9192, %a.shape1
	%9195 = add nsw i64 %9194, %9193
	%9196 = getelementptr inbounds double, double* %a, i64 %9195
	%9197 = load double, double* %9196, align 8, !noalias !2
	%9198 = fmul double %9197, %202
	%9199 = load i64, i64* %i.addr.14
	%9200 = load i64, i64* %k.addr.14
	%9201 = mul nsw i64 %9199, %b.shape1
	%9202 = add nsw i64 %9201, %9200
	%9203 = getelementptr inbounds double, double* %b, i64 %9202
	%9204 = load double, double* %9203, align 8, !noalias !3
	%9205 = fmul double %9198, %9204
	%9206 = fadd double %9191, %9205
	%9207 = load i64, i64* %j.addr.14
	%9208 = load i64, i64* %k.addr.14
	%9209 = mul nsw i64 %9207, %b.shape1
	%9210 = add nsw i64 %9209, %9208
	%9211 = getelementptr inbounds double, double* %b, i64 %9210
	%9212 = load double, double* %9211, align 8, !noalias !3
	%9213 = fmul double %9212, %202
	%9214 = load i64, i64* %i.addr.14
	%9215 = load i64, i64* %k.addr.14
	%9216 = mul nsw i64 %9214, %a.shape1
	%9217 = add nsw i64 %9216, %9215
	%9218 = getelementptr inbounds double, double* %a, i64 %9217
	%9219 = load double, double* %9218, align 8, !noalias !2
	%9220 = fmul double %9213, %9219
	%9221 = fadd double %9206, %9220
	%9222 = load i64, i64* %i.addr.14
	%9223 = load i64, i64* %j.addr.14
	%9224 = mul nsw i64 %9222, %c.shape1
	%9225 = add nsw i64 %9224, %9223
	%9226 = getelementptr inbounds double, double* %c, i64 %9225
	store double %9221, double* %9226, align 8, !alias.scope !4
	%9227 = load i64, i64* %i.addr.15
	%9228 = load i64, i64* %j.addr.15
	%9229 = mul nsw i64 %9227, %c.shape1
	%9230 = add nsw i64 %9229, %9228
	%9231 = getelementptr inbounds double, double* %c, i64 %9230
	%9232 = load double, double* %9231, align 8, !alias.scope !4
	%9233 = load i64, i64* %j.addr.15
	%9234 = load i64, i64* %k.addr.15
	%9235 = mul nsw i64 %9233, %a.shape1
	%9236 = add nsw i64 %9235, %9234
	%9237 = getelementptr inbounds double, double* %a, i64 %9236
	%9238 = load double, double* %9237, align 8, !noalias !2
	%9239 = fmul double %9238, %202
	%9240 = load i64, i64* %i.addr.15
	%9241 = load i64, i64* %k.addr.15
	%9242 = mul nsw i64 %9240, %b.shape1
	%9243 = add nsw i64 %9242, %9241
	%9244 = getelementptr inbounds double, double* %b, i64 %9243
	%9245 = load double, double* %9244, align 8, !noalias !3
	%9246 = fmul double %9239, %9245
	%9247 = fadd double %9232, %9246
	%9248 = load i64, i64* %j.addr.15
	%9249 = load i64, i64* %k.addr.15
	%9250 = mul nsw i64 %9248, %b.shape1
	%9251 = add nsw i64 %9250, %9249
	%9252 = getelementptr inbounds double, double* %b, i64 %9251
	%9253 = load double, double* %9252, align 8, !noalias !3
	%9254 = fmul double %9253, %202
	%9255 = load i64, i64* %i.addr.15
	%9256 = load i64, i64* %k.addr.15
	%9257 = mul nsw i64 %9255, %a.shape1
	%9258 = add nsw i64 %9257, %9256
	%9259 = getelementptr inbounds double, double* %a, i64 %9258
	%9260 = load double, double* %9259, align 8, !noalias !2
	%9261 = fmul double %9254, %9260
	%9262 = fadd double %9247, %9261
	%9263 = load i64, i64* %i.addr.15
	%9264 = load i64, i64* %j.addr.15
	%9265 = mul nsw i64 %9263, %c.shape1
	%9266 = add nsw i64 %9265, %9264
	%9267 = getelementptr inbounds double, double* %c, i64 %9266
	store double %9262, double* %9267, align 8, !alias.scope !4
	br label %k.latch.12

k.latch.12:
	%9268 = add nuw i64 %k.it.12, 1
	br label %k.head.12

k.exit.12:
	br label %j.cols.latch.12

j.cols.latch.12:
	%9269 = add nuw i64 %j.cols.it.12, 16
	br label %j.cols.head.12

j.cols.exit.12:
	%9270 = icmp ugt i64 %267, %8381
	%9271 = sub i64 %267, %8381
	%9272 = select i1 %9270, i64 %9271, i64 0
	%9273 = and i64 %9272, -4
	%9274 = add nuw i64 %8381, %9273
	br label %j.cols.head.13

j.cols.head.13:
	%j.cols.it.13 = phi i64 [ %8381, %j.cols.exit.12 ], [ %9502, %j.cols.latch.13 ]
	%9275 = icmp ult i64 %j.cols.it.13, %9274
	br i1 %9275, label %j.cols.body.13, label %j.cols.exit.13

j.cols.body.13:
	%9276 = add nuw nsw i64 %j.cols.it.13, 0
	%9277 = add nsw i64 0, %9276
	store i64 %258, i64* %i.addr
	store i64 %9277, i64* %j.addr
	%9278 = add nuw nsw i64 %j.cols.it.13, 1
	%9279 = add nsw i64 0, %9278
	store i64 %258, i64* %i.addr.1
	store i64 %9279, i64* %j.addr.1
	%9280 = add nuw nsw i64 %j.cols.it.13, 2
	%9281 = add nsw i64 0, %9280
	store i64 %258, i64* %i.addr.2
	store i64 %9281, i64* %j.addr.2
	%9282 = add nuw nsw i64 %j.cols.it.13, 3
	%9283 = add nsw i64 0, %9282
	store i64 %258, i64* %i.addr.3
	store i64 %9283, i64* %j.addr.3
	%9284 = load i64, i64* %i.addr
	%9285 = load i64, i64* %j.addr
	%9286 = mul nsw i64 %9284, %c.shape1
	%9287 = add nsw i64 %9286, %9285
	%9288 = getelementptr inbounds double, double* %c, i64 %9287
	%9289 = load double, double* %9288, align 8, !alias.scope !4
	%9290 = fmul double %9289, %197
	%9291 = load i64, i64* %i.addr
	%9292 = load i64, i64* %j.addr
	%9293 = mul nsw i64 %9291, %c.shape1
	%9294 = add nsw i64 %9293, %9292
	%9295 = getelementptr inbounds double, double* %c, i64 %9294
	store double %9290, double* %9295, align 8, !alias.scope !4
	%9296 = load i64, i64* %i.addr.1
	%9297 = load i64, i64* %j.addr.1
	%9298 = mul nsw i64 %9296, %c.shape1
	%9299 = add nsw i64 %9298, %9297
	%9300 = getelementptr inbounds double, double* %c, i64 %9299
	%9301 = load double, double* %9300, align 8, !alias.scope !4
	%9302 = fmul double %9301, %197
	%9303 = load i64, i64* %i.addr.1
	%9304 = load i64, i64* %j.addr.1
	%9305 = mul nsw i64 %9303, %c.shape1
	%9306 = add nsw i64 %9305, %9304
	%9307 = getelementptr inbounds double, double* %c, i64 %9306
	store double %9302, double* %9307, align 8, !alias.scope !4
	%9308 = load i64, i64* %i.addr.2
	%9309 = load i64, i64* %j.addr.2
	%9310 = mul nsw i64 %9308, %c.shape1
	%9311 = add nsw i64 %9310, %9309
	%9312 = getelementptr inbounds double, double* %c, i64 %9311
	%9313 = load double, double* %9312, align 8, !alias.scope !4
	%9314 = fmul double %9313, %197
	%9315 = load i64, i64* %i.addr.2
	%9316 = load i64, i64* %j.addr.2
	%9317 = mul nsw i64 %9315, %c.shape1
	%9318 = add nsw i64 %9317, %9316
	%9319 = getelementptr inbounds double, double* %c, i64 %9318
	store double %9314, double* %9319, align 8, !alias.scope !4
	%9320 = load i64, i64* %i.addr.3
	%9321 = load i64, i64* %j.addr.3
	%9322 = mul nsw i64 %9320, %c.shape1
	%9323 = add nsw i64 %9322, %9321
	%9324 = getelementptr inbounds double, double* %c, i64 %9323
	%9325 = load double, double* %9324, align 8, !alias.scope !4
	%9326 = fmul double %9325, %197
	%9327 = load i64, i64* %i.addr.3
	%9328 = load i64, i64* %j.addr.3
	%9329 = mul nsw i64 %9327, %c.shape1
	%9330 = add nsw i64 %9329, %9328
	%9331 = getelementptr inbounds double, double* %c, i64 %9330
	store double %9326, double* %9331, align 8, !alias.scope !4
	%9332 = icmp slt i64 0, %m
	%9333 = sub i64 %m, 0
	%9334 = select i1 %9332, i64 %9333, i64 0
	br label %k.head.13

k.head.13:
	%k.it.13 = phi i64 [ 0, %j.cols.body.13 ], [ %9501, %k.latch.13 ]
	%9335 = icmp ult i64 %k.it.13, %9334
	br i1 %9335, label %k.body.13, label %k.exit.13

k.body.13:
	%9336 = add nsw i64 0, %k.it.13
	store i64 %9336, i64* %k.addr
	store i64 %9336, i64* %k.addr.1
	store i64 %9336, i64* %k.addr.2
	store i64 %9336, i64* %k.addr.3
	%9337 = load i64, i64* %i.addr
	%9338 = load i64, i64* %j.addr
	%9339 = mul nsw i64 %9337, %c.shape1
	%9340 = add nsw i64 %9339, %9338
	%9341 = getelementptr inbounds double, double* %c, i64 %9340
	%9342 = load double, double* %9341, align 8, !alias.scope !4
	%9343 = load i64, i64* %j.addr
	%9344 = load i64, i64* %k.addr
	%9345 = mul nsw i64 %9343, %a.shape1
	%9346 = add nsw i64 %9345, %9344
	%9347 = getelementptr inbounds double, double* %a, i64 %9346
	%9348 = load double, double* %9347, align 8, !noalias !2
	%9349 = fmul double %9348, %202
	%9350 = load i64, i64* %i.addr
	%9351 = load i64, i64* %k.addr
	%9352 = mul nsw i64 %9350, %b.shape1
	%9353 = add nsw i64 %9352, %9351
	%9354 = getelementptr inbounds double, double* %b, i64 %9353
	%9355 = load double, double* %9354, align 8, !noalias !3
	%9356 = fmul double %9349, %9355
	%9357 = fadd double %9342, %9356
	%9358 = load i64, i64* %j.addr
	%9359 = load i64, i64* %k.addr
	%9360 = mul nsw i64 %9358, %b.shape1
	%9361 = add nsw i64 %9360, %9359
	%9362 = getelementptr inbounds double, double* %b, i64 %9361
	%9363 = load double, double* %9362, align 8, !noalias !3
	%9364 = fmul double %9363, %202
	%9365 = load i64, i64* %i.addr
	%9366 = load i64, i64* %k.addr
	%9367 = mul nsw i64 %9365, %a.shape1
	%9368 = add nsw i64 %9367, %9366
	%9369 = getelementptr inbounds double, double* %a, i64 %9368
	%9370 = load double, double* %9369, align 8, !noalias !2
	%9371 = fmul double %9364, %9370
	%9372 = fadd double %9357, %9371
	%9373 = load i64, i64* %i.addr
	%9374 = load i64, i64* %j.addr
	%9375 = mul nsw i64 %9373, %c.shape1
	%9376 = add nsw i64 %9375, %9374
	%9377 = getelementptr inbounds double, double* %c, i64 %9376
	store double %9372, double* %9377, align 8, !alias.scope !4
	%9378 = load i64, i64* %i.addr.1
	%9379 = load i64, i64* %j.addr.1
	%9380 = mul nsw i64 %9378, %c.shape1
	%9381 = add nsw i64 %9380, %9379
	%9382 = getelementptr inbounds double, double* %c, i64 %9381
	%9383 = load double, double* %9382, align 8, !alias.scope !4
	%9384 = load i64, i64* %j.addr.1
	%9385 = load i64, i64* %k.addr.1
	%9386 = mul nsw i64 %9384, %a.shape1
	%9387 = add nsw i64 %9386, %9385
	%9388 = getelementptr inbounds double, double* %a, i64 %9387
	%9389 = load double, double* %9388, align 8, !noalias !2
	%9390 = fmul double %9389, %202
	%9391 = load i64, i64* %i.addr.1
	%9392 = load i64, i64* %k.addr.1
	%9393 = mul nsw i64 %9391, %b.shape1
	%9394 = add nsw i64 %9393, %9392
	%9395 = getelementptr inbounds double, double* %b, i64 %9394
	%9396 = load double, double* %9395, align 8, !noalias !3
	%9397 = fmul double %9390, %9396
	%9398 = fadd double %9383, %9397
	%9399 = load i64, i64* %j.addr.1
	%9400 = load i64, i64* %k.addr.1
	%9401 = mul nsw i64 %9399, %b.shape1
	%9402 = add nsw i64 %9401, %9400
	%9403 = getelementptr inbounds double, double* %b, i64 %9402
	%9404 = load double, double* %9403, align 8, !noalias !3
	%9405 = fmul double %9404, %202
	%9406 = load i64, i64* %i.addr.1
	%9407 = load i64, i64* %k.addr.1
	%9408 = mul nsw i64 %9406, %a.shape1
	%9409 = add nsw i64 %9408, %9407
	%9410 = getelementptr inbounds double, double* %a, i64 %9409
	%9411 = load double, double* %9410, align 8, !noalias !2
	%9412 = fmul double %9405, %9411
	%9413 = fadd double %9398, %9412
	%9414 = load i64, i64* %i.addr.1
	%9415 = load i64, i64* %j.addr.1
	%9416 = mul nsw i64 %9414, %c.shape1
	%9417 = add nsw i64 %9416, %9415
	%9418 = getelementptr inbounds double, double* %c, i64 %9417
	store double %9413, double* %9418, align 8, !alias.scope !4
	%9419 = load i64, i64* %i.addr.2
	%9420 = load i64, i64* %j.addr.2
	%9421 = mul nsw i64 %9419, %c.shape1
	%9422 = add nsw i64 %9421, %9420
	%9423 = getelementptr inbounds double, double* %c, i64 %9422
	%9424 = load double, double* %9423, align 8, !alias.scope !4
	%9425 = load i64, i64* %j.addr.2
	%9426 = load i64, i64* %k.addr.2
	%9427 = mul nsw i64 %9425, %a.shape1
	%9428 = add nsw i64 %9427, %9426
	%9429 = getelementptr inbounds double, double* %a, i64 %9428
	%9430 = load double, double* %9429, align 8, !noalias !2
	%9431 = fmul double %9430, %202
	%9432 = load i64, i64* %i.addr.2
	%9433 = load i64, i64* %k.addr.2
	%9434 = mul nsw i64 %9432, %b.shape1
	%9435 = add nsw i64 %9434, %9433
	%9436 = getelementptr inbounds double, double* %b, i64 %9435
	%9437 = load double, double* %9436, align 8, !noalias !3
	%9438 = fmul double %9431, %9437
	%9439 = fadd double %9424, %9438
	%9440 = load i64, i64* %j.addr.2
	%9441 = load i64, i64* %k.addr.2
	%9442 = mul nsw i64 %9440, %b.shape1
	%9443 = add nsw i64 %9442, %9441
	%9444 = getelementptr inbounds double, double* %b, i64 %9443
	%9445 = load double, double* %9444, align 8, !noalias !3
	%9446 = fmul double %9445, %202
	%9447 = load i64, i64* %i.addr.2
	%9448 = load i64, i64* %k.addr.2
	%9449 = mul nsw i64 %9447, %a.shape1
	%9450 = add nsw i64 %9449, %9448
	%9451 = getelementptr inbounds double, double* %a, i64 %9450
	%9452 = load double, double* %9451, align 8, !noalias !2
	%9453 = fmul double %9446, %9452
	%9454 = fadd double %9439, %9453
	%9455 = load i64, i64* %i.addr.2
	%9456 = load i64, i64* %j.addr.2
	%9457 = mul nsw i64 %9455, %c.shape1
	%9458 = add nsw i64 %9457, %9456
	%9459 = getelementptr inbounds double, double* %c, i64 %9458
	store double %9454, double* %9459, align 8, !alias.scope !4
	%9460 = load i64, i64* %i.addr.3
	%9461 = load i64, i64* %j.addr.3
	%9462 = mul nsw i64 %9460, %c.shape1
	%9463 = add nsw i64 %9462, %9461
	%9464 = getelementptr inbounds double, double* %c, i64 %9463
	%9465 = load double, double* %9464, align 8, !alias.scope !4
	%9466 = load i64, i64* %j.addr.3
	%9467 = load i64, i64* %k.addr.3
	%9468 = mul nsw i64 %9466, %a.shape1
	%9469 = add nsw i64 %9468, %9467
	%9470 = getelementptr inbounds double, double* %a, i64 %9469
	%9471 = load double, double* %9470, align 8, !noalias !2
	%9472 = fmul double %9471, %202
	%9473 = load i64, i64* %i.addr.3
	%9474 = load i64, i64* %k.addr.3
	%9475 = mul nsw i64 %9473, %b.shape1
	%9476 = add nsw i64 %9475, %9474
	%9477 = getelementptr inbounds double, double* %b, i64 %9476
	%9478 = load double, double* %9477, align 8, !noalias !3
	%9479 = fmul double %9472, %9478
	%9480 = fadd double %9465, %9479
	%9481 = load i64, i64* %j.addr.3
	%9482 = load i64, i64* %k.addr.3
	%9483 = mul nsw i64 %9481, %b.shape1
	%9484 = add nsw i64 %9483, %9482
	%9485 = getelementptr inbounds double, double* %b, i64 %9484
	%9486 = load double, double* %9485, align 8, !noalias !3
	%9487 = fmul double %9486, %202
	%9488 = load i64, i64* %i.addr.3
	%9489 = load i64, i64* %k.addr.3
	%9490 = mul nsw i64 %9488, %a.shape1
	%9491 = add nsw i64 %9490, %9489
	%9492 = getelementptr inbounds double, double* %a, i64 %9491
	%9493 = load double, double* %9492, align 8, !noalias !2
	%9494 = fmul double %9487, %9493
	%9495 = fadd double %9480, %9494
	%9496 = load i64, i64* %i.addr.3
	%9497 = load i64, i64* %j.addr.3
	%9498 = mul nsw i64 %9496, %c.shape1
	%9499 = add nsw i64 %9498, %9497
	%9500 = getelementptr inbounds double, double* %c, i64 %9499
	store double %9495, double* %9500, align 8, !alias.scope !4
	br label %k.latch.13

k.latch.13:
	%9501 = add nuw i64 %k.it.13, 1
	br label %k.head.13

k.exit.13:
	br label %j.cols.latch.13

j.cols.latch.13:
	%9502 = add nuw i64 %j.cols.it.13, 4
	br label %j.cols.head.13

j.cols.exit.13:
	%9503 = icmp ugt i64 %267, %9274
	%9504 = select i1 %9503, i64 %267, i64 %9274
	br label %j.cols.head.14

j.cols.head.14:
	%j.cols.it.14 = phi i64 [ %9274, %j.cols.exit.13 ], [ %9567, %j.cols.latch.14 ]
	%9505 = icmp ult i64 %j.cols.it.14, %9504
	br i1 %9505, label %j.cols.body.14, label %j.cols.exit.14

j.cols.body.14:
	%9506 = add nuw nsw i64 %j.cols.it.14, 0
	%9507 = add nsw i64 0, %9506
	store i64 %258, i64* %i.addr
	store i64 %9507, i64* %j.addr
	%9508 = load i64, i64* %i.addr
	%9509 = load i64, i64* %j.addr
	%9510 = mul nsw i64 %9508, %c.shape1
	%9511 = add nsw i64 %9510, %9509
	%9512 = getelementptr inbounds double, double* %c, i64 %9511
	%9513 = load double, double* %9512, align 8, !alias.scope !4
	%9514 = fmul double %9513, %197
	%9515 = load i64, i64* %i.addr
	%9516 = load i64, i64* %j.addr
	%9517 = mul nsw i64 %9515, %c.shape1
	%9518 = add nsw i64 %9517, %9516
	%9519 = getelementptr inbounds double, double* %c, i64 %9518
	store double %9514, double* %9519, align 8, !alias.scope !4
	%9520 = icmp slt i64 0, %m
	%9521 = sub i64 %m, 0
	%9522 = select i1 %9520, i64 %9521, i64 0
	br label %k.head.14

k.head.14:
	%k.it.14 = phi i64 [ 0, %j.cols.body.14 ], [ %9566, %k.latch.14 ]
	%9523 = icmp ult i64 %k.it.14, %9522
	br i1 %9523, label %k.body.14, label %k.exit.14

k.body.14:
	%9524 = add nsw i64 0, %k.it.14
	store i64 %9524, i64* %k.addr
	%9525 = load i64, i64* %i.addr
	%9526 = load i64, i64* %j.addr
	%9527 = mul nsw i64 %9525, %c.shape1
	%9528 = add nsw i64 %9527, %9526
	%9529 = getelementptr inbounds double, double* %c, i64 %9528
	%9530 = load double, double* %9529, align 8, !alias.scope !4
	%9531 = load i64, i64* %j.addr
	%9532 = load i64, i64* %k.addr
	%9533 = mul nsw i64 %9531, %a.shape1
	%9534 = add nsw i64 %9533, %9532
	%9535 = getelementptr inbounds double, double* %a, i64 %9534
	%9536 = load double, double* %9535, align 8, !noalias !2
	%9537 = fmul double %9536, %202
	%9538 = load i64, i64* %i.addr
	%9539 = load i64, i64* %k.addr
	%9540 = mul nsw i64 %9538, %b.shape1
	%9541 = add nsw i64 %9540, %9539
	%9542 = getelementptr inbounds double, double* %b, i64 %9541
	%9543 = load double, double* %9542, align 8, !noalias !3
	%9544 = fmul double %9537, %9543
	%9545 = fadd double %9530, %9544
	%9546 = load i64, i64* %j.addr
	%9547 = load i64, i64* %k.addr
	%9548 = mul nsw i64 %9546, %b.shape1
	%9549 = add nsw i64 %9548, %9547
	%9550 = getelementptr inbounds double, double* %b, i64 %9549
	%9551 = load double, double* %9550, align 8, !noalias !3
	%9552 = fmul double %9551, %202
	%9553 = load i64, i64* %i.addr
	%9554 = load i64, i64* %k.addr
	%9555 = mul nsw i64 %9553, %a.shape1
	%9556 = add nsw i64 %9555, %9554
	%9557 = getelementptr inbounds double, double* %a, i64 %9556
	%9558 = load double, double* %9557, align 8, !noalias !2
	%9559 = fmul double %9552, %9558
	%9560 = fadd double %9545, %9559
	%9561 = load i64, i64* %i.addr
	%9562 = load i64, i64* %j.addr
	%9563 = mul nsw i64 %9561, %c.shape1
	%9564 = add nsw i64 %9563, %9562
	%9565 = getelementptr inbounds double, double* %c, i64 %9564
	store double %9560, double* %9565, align 8, !alias.scope !4
	br label %k.latch.14

k.latch.14:
	%9566 = add nuw i64 %k.it.14, 1
	br label %k.head.14

k.exit.14:
	br label %j.cols.latch.14

j.cols.latch.14:
	%9567 = add nuw i64 %j.cols.it.14, 1
	br label %j.cols.head.14

j.cols.exit.14:
	br label %i.rows.latch

i.rows.latch:
	%9568 = add nuw i64 %i.rows.it, 4
	br label %i.rows.head

i.rows.exit:
	br label %i.rest.head

i.rest.head:
	%i.rest.it = phi i64 [ %222, %i.rows.exit ], [ %10772, %i.rest.latch ]
	%9569 = icmp ult i64 %i.rest.it, %213
	br i1 %9569, label %i.rest.body, label %i.rest.exit

i.rest.body:
	%9570 = add nuw nsw i64 %i.rest.it, 0
	%9571 = add nsw i64 0, %9570
	store i64 %9571, i64* %i.addr
	%9572 = load i64, i64* %i.addr
	%9573 = add nsw i64 %9572, 1
	%9574 = icmp slt i64 0, %9573
	%9575 = sub i64 %9573, 0
	%9576 = select i1 %9574, i64 %9575, i64 0
	%9577 = icmp ult i64 %9576, %217
	%9578 = select i1 %9577, i64 %9576, i64 %217
	%9579 = icmp ugt i64 %9578, %215
	%9580 = select i1 %9579, i64 %9578, i64 %215
	%9581 = icmp ugt i64 %9580, %215
	%9582 = sub i64 %9580, %215
	%9583 = select i1 %9581, i64 %9582, i64 0
	%9584 = and i64 %9583, -16
	%9585 = add nuw i64 %215, %9584
	br label %j.cols.head.15

j.cols.head.15:
	%j.cols.it.15 = phi i64 [ %215, %i.rest.body ], [ %10473, %j.cols.latch.15 ]
	%9586 = icmp ult i64 %j.cols.it.15, %9585
	br i1 %9586, label %j.cols.body.15, label %j.cols.exit.15

j.cols.body.15:
	%9587 = add nuw nsw i64 %j.cols.it.15, 0
	%9588 = add nsw i64 0, %9587
	store i64 %9571, i64* %i.addr
	store i64 %9588, i64* %j.addr
	%9589 = add nuw nsw i64 %j.cols.it.15, 1
	%9590 = add nsw i64 0, %9589
	store i64 %9571, i64* %i.addr.1
	store i64 %9590, i64* %j.addr.1
	%9591 = add nuw nsw i64 %j.cols.it.15, 2
	%9592 = add nsw i64 0, %9591
	store i64 %9571, i64* %i.addr.2
	store i64 %9592, i64* %j.addr.2
	%9593 = add nuw nsw i64 %j.cols.it.15, 3
	%9594 = add nsw i64 0, %9593
	store i64 %9571, i64* %i.addr.3
	store i64 %9594, i64* %j.addr.3
	%9595 = add nuw nsw i64 %j.cols.it.15, 4
	%9596 = add nsw i64 0, %9595
	store i64 %9571, i64* %i.addr.4
	store i64 %9596, i64* %j.addr.4
	%9597 = add nuw nsw i64 %j.cols.it.15, 5
	%9598 = add nsw i64 0, %9597
	store i64 %9571, i64* %i.addr.5
	store i64 %9598, i64* %j.addr.5
	%9599 = add nuw nsw i64 %j.cols.it.15, 6
	%9600 = add nsw i64 0, %9599
	store i64 %9571, i64* %i.addr.6
	store i64 %9600, i64* %j.addr.6
	%9601 = add nuw nsw i64 %j.cols.it.15, 7
	%9602 = add nsw i64 0, %9601
	store i64 %9571, i64* %i.addr.7
	store i64 %9602, i64* %j.addr.7
	%9603 = add nuw nsw i64 %j.cols.it.15, 8
	%9604 = add nsw i64 0, %9603
	store i64 %9571, i64* %i.addr.8
	store i64 %9604, i64* %j.addr.8
	%9605 = add nuw nsw i64 %j.cols.it.15, 9
	%9606 = add nsw i64 0, %9605
	store i64 %9571, i64* %i.addr.9
	store i64 %9606, i64* %j.addr.9
	%9607 = add nuw nsw i64 %j.cols.it.15, 10
	%9608 = add nsw i64 0, %9607
	store i64 %9571, i64* %i.addr.10
	store i64 %9608, i64* %j.addr.10
	%9609 = add nuw nsw i64 %j.cols.it.15, 11
	%9610 = add nsw i64 0, %9609
	store i64 %9571, i64* %i.addr.11
	store i64 %9610, i64* %j.addr.11
	%9611 = add nuw nsw i64 %j.cols.it.15, 12
	%9612 = add nsw i64 0, %9611
	store i64 %9571, i64* %i.addr.12
	store i64 %9612, i64* %j.addr.12
	%9613 = add nuw nsw i64 %j.cols.it.15, 13
	%9614 = add nsw i64 0, %9613
	store i64 %9571, i64* %i.addr.13
	store i64 %9614, i64* %j.addr.13
	%9615 = add nuw nsw i64 %j.cols.it.15, 14
	%9616 = add nsw i64 0, %9615
	store i64 %9571, i64* %i.addr.14
	store i64 %9616, i64* %j.addr.14
	%9617 = add nuw nsw i64 %j.cols.it.15, 15
	%9618 = add nsw i64 0, %9617
	store i64 %9571, i64* %i.addr.15
	store i64 %9618, i64* %j.addr.15
	%9619 = load i64, i64* %i.addr
	%9620 = load i64, i64* %j.addr
	%9621 = mul nsw i64 %9619, %c.shape1
	%9622 = add nsw i64 %9621, %9620
	%9623 = getelementptr inbounds double, double* %c, i64 %9622
	%9624 = load double, double* %9623, align 8, !alias.scope !4
	%9625 = fmul double %9624, %197
	%9626 = load i64, i64* %i.addr
	%9627 = load i64, i64* %j.addr
	%9628 = mul nsw i64 %9626, %c.shape1
	%9629 = add nsw i64 %9628, %9627
	%9630 = getelementptr inbounds double, double* %c, i64 %9629
	store double %9625, double* %9630, align 8, !alias.scope !4
	%9631 = load i64, i64* %i.addr.1
	%9632 = load i64, i64* %j.addr.1
	%9633 = mul nsw i64 %9631, %c.shape1
	%9634 = add nsw i64 %9633, %9632
	%9635 = getelementptr inbounds double, double* %c, i64 %9634
	%9636 = load double, double* %9635, align 8, !alias.scope !4
	%9637 = fmul double %9636, %197
	%9638 = load i64, i64* %i.addr.1
	%9639 = load i64, i64* %j.addr.1
	%9640 = mul nsw i64 %9638, %c.shape1
	%9641 = add nsw i64 %9640, %9639
	%9642 = getelementptr inbounds double, double* %c, i64 %9641
	store double %9637, double* %9642, align 8, !alias.scope !4
	%9643 = load i64, i64* %i.addr.2
	%9644 = load i64, i64* %j.addr.2
	%9645 = mul nsw i64 %9643, %c.shape1
	%9646 = add nsw i64 %9645, %9644
	%9647 = getelementptr inbounds double, double* %c, i64 %9646
	%9648 = load double, double* %9647, align 8, !alias.scope !4
	%9649 = fmul double %9648, %197
	%9650 = load i64, i64* %i.addr.2
	%9651 = load i64, i64* %j.addr.2
	%9652 = mul nsw i64 %9650, %c.shape1
	%9653 = add nsw i64 %9652, %9651
	%9654 = getelementptr inbounds double, double* %c, i64 %9653
	store double %9649, double* %9654, align 8, !alias.scope !4
	%9655 = load i64, i64* %i.addr.3
	%9656 = load i64, i64* %j.addr.3
	%9657 = mul nsw i64 %9655, %c.shape1
	%9658 = add nsw i64 %9657, %9656
	%9659 = getelementptr inbounds double, double* %c, i64 %9658
	%9660 = load double, double* %9659, align 8, !alias.scope !4
	%9661 = fmul double %9660, %197
	%9662 = load i64, i64* %i.addr.3
	%9663 = load i64, i64* %j.addr.3
	%9664 = mul nsw i64 %9662, %c.shape1
	%9665 = add nsw i64 %9664, %9663
	%9666 = getelementptr inbounds double, double* %c, i64 %9665
	store double %9661, double* %9666, align 8, !alias.scope !4
	%9667 = load i64, i64* %i.addr.4
	%9668 = load i64, i64* %j.addr.4
	%9669 = mul nsw i64 %9667, %c.shape1
	%9670 = add nsw i64 %9669, %9668
	%9671 = getelementptr inbounds double, double* %c, i64 %9670
	%9672 = load double, double* %9671, align 8, !alias.scope !4
	%9673 = fmul double %9672, %197
	%9674 = load i64, i64* %i.addr.4
	%9675 = load i64, i64* %j.addr.4
	%9676 = mul nsw i64 %9674, %c.shape1
	%9677 = add nsw i64 %9676, %9675
	%9678 = getelementptr inbounds double, double* %c, i64 %9677
	store double %9673, double* %9678, align 8, !alias.scope !4
	%9679 = load i64, i64* %i.addr.5
	%9680 = load i64, i64* %j.addr.5
	%9681 = mul nsw i64 %9679, %c.shape1
	%9682 = add nsw i64 %9681, %9680
	%9683 = getelementptr inbounds double, double* %c, i64 %9682
	%9684 = load double, double* %9683, align 8, !alias.scope !4
	%9685 = fmul double %9684, %197
	%9686 = load i64, i64* %i.addr.5
	%9687 = load i64, i64* %j.addr.5
	%9688 = mul nsw i64 %9686, %c.shape1
	%9689 = add nsw i64 %9688, %9687
	%9690 = getelementptr inbounds double, double* %c, i64 %9689
	store double %9685, double* %9690, align 8, !alias.scope !4
	%9691 = load i64, i64* %i.addr.6
	%9692 = load i64, i64* %j.addr.6
	%9693 = mul nsw i64 %9691, %c.shape1
	%9694 = add nsw i64 %9693, %9692
	%9695 = getelementptr inbounds double, double* %c, i64 %9694
	%9696 = load double, double* %9695, align 8, !alias.scope !4
	%9697 = fmul double %9696, %197
	%9698 = load i64, i64* %i.addr.6
	%9699 = load i64, i64* %j.addr.6
	%9700 = mul nsw i64 %9698, %c.shape1
	%9701 = add nsw i64 %9700, %9699
	%9702 = getelementptr inbounds double, double* %c, i64 %9701
	store double %9697, double* %9702, align 8, !alias.scope !4
	%9703 = load i64, i64* %i.addr.7
	%9704 = load i64, i64* %j.addr.7
	%9705 = mul nsw i64 %9703, %c.shape1
	%9706 = add nsw i64 %9705, %9704
	%9707 = getelementptr inbounds double, double* %c, i64 %9706
	%9708 = load double, double* %9707, align 8, !alias.scope !4
	%9709 = fmul double %9708, %197
	%9710 = load i64, i64* %i.addr.7
	%9711 = load i64, i64* %j.addr.7
	%9712 = mul nsw i64 %9710, %c.shape1
	%9713 = add nsw i64 %9712, %9711
	%9714 = getelementptr inbounds double, double* %c, i64 %9713
	store double %9709, double* %9714, align 8, !alias.scope !4
	%9715 = load i64, i64* %i.addr.8
	%9716 = load i64, i64* %j.addr.8
	%9717 = mul nsw i64 %9715, %c.shape1
	%9718 = add nsw i64 %9717, %9716
	%9719 = getelementptr inbounds double, double* %c, i64 %9718
	%9720 = load double, double* %9719, align 8, !alias.scope !4
	%9721 = fmul double %9720, %197
	%9722 = load i64, i64* %i.addr.8
	%9723 = load i64, i64* %j.addr.8
	%9724 = mul nsw i64 %9722, %c.shape1
	%9725 = add nsw i64 %9724, %9723
	%9726 = getelementptr inbounds double, double* %c, i64 %9725
	store double %9721, double* %9726, align 8, !alias.scope !4
	%9727 = load i64, i64* %i.addr.9
	%9728 = load i64, i64* %j.addr.9
	%9729 = mul nsw i64 %9727, %c.shape1
	%9730 = add nsw i64 %9729, %9728
	%9731 = getelementptr inbounds double, double* %c, i64 %9730
	%9732 = load double, double* %9731, align 8, !alias.scope !4
	%9733 = fmul double %9732, %197
	%9734 = load i64, i64* %i.addr.9
	%9735 = load i64, i64* %j.addr.9
	%9736 = mul nsw i64 %9734, %c.shape1
	%9737 = add nsw i64 %9736, %9735
	%9738 = getelementptr inbounds double, double* %c, i64 %9737
	store double %9733, double* %9738, align 8, !alias.scope !4
	%9739 = load i64, i64* %i.addr.10
	%9740 = load i64, i64* %j.addr.10
	%9741 = mul nsw i64 %9739, %c.shape1
	%9742 = add nsw i64 %9741, %9740
	%9743 = getelementptr inbounds double, double* %c, i64 %9742
	%9744 = load double, double* %9743, align 8, !alias.scope !4
	%9745 = fmul double %9744, %197
	%9746 = load i64, i64* %i.addr.10
	%9747 = load i64, i64* %j.addr.10
	%9748 = mul nsw i64 %9746, %c.shape1
	%9749 = add nsw i64 %9748, %9747
	%9750 = getelementptr inbounds double, double* %c, i64 %9749
	store double %9745, double* %9750, align 8, !alias.scope !4
	%9751 = load i64, i64* %i.addr.11
	%9752 = load i64, i64* %j.addr.11
	%9753 = mul nsw i64 %9751, %c.shape1
	%9754 = add nsw i64 %9753, %9752
	%9755 = getelementptr inbounds double, double* %c, i64 %9754
	%9756 = load double, double* %9755, align 8, !alias.scope !4
	%9757 = fmul double %9756, %197
	%9758 = load i64, i64* %i.addr.11
	%9759 = load i64, i64* %j.addr.11
	%9760 = mul nsw i64 %9758, %c.shape1
	%9761 = add nsw i64 %9760, %9759
	%9762 = getelementptr inbounds double, double* %c, i64 %9761
	store double %9757, double* %9762, align 8, !alias.scope !4
	%9763 = load i64, i64* %i.addr.12
	%9764 = load i64, i64* %j.addr.12
	%9765 = mul nsw i64 %9763, %c.shape1
	%9766 = add nsw i64 %9765, %9764
	%9767 = getelementptr inbounds double, double* %c, i64 %9766
	%9768 = load double, double* %9767, align 8, !alias.scope !4
	%9769 = fmul double %9768, %197
	%9770 = load i64, i64* %i.addr.12
	%9771 = load i64, i64* %j.addr.12
	%9772 = mul nsw i64 %9770, %c.shape1
	%9773 = add nsw i64 %9772, %9771
	%9774 = getelementptr inbounds double, double* %c, i64 %9773
	store double %9769, double* %9774, align 8, !alias.scope !4
	%9775 = load i64, i64* %i.addr.13
	%9776 = load i64, i64* %j.addr.13
	%9777 = mul nsw i64 %9775, %c.shape1
	%9778 = add nsw i64 %9777, %9776
	%9779 = getelementptr inbounds double, double* %c, i64 %9778
	%9780 = load double, double* %9779, align 8, !alias.scope !4
	%9781 = fmul double %9780, %197
	%9782 = load i64, i64* %i.addr.13
	%9783 = load i64, i64* %j.addr.13
	%9784 = mul nsw i64 %9782, %c.shape1
	%9785 = add nsw i64 %9784, %9783
	%9786 = getelementptr inbounds double, double* %c, i64 %9785
	store double %9781, double* %9786, align 8, !alias.scope !4
	%9787 = load i64, i64* %i.addr.14
	%9788 = load i64, i64* %j.addr.14
	%9789 = mul nsw i64 %9787, %c.shape1
	%9790 = add nsw i64 %9789, %9788
	%9791 = getelementptr inbounds double, double* %c, i64 %9790
	%9792 = load double, double* %9791, align 8, !alias.scope !4
	%9793 = fmul double %9792, %197
	%9794 = load i64, i64* %i.addr.14
	%9795 = load i64, i64* %j.addr.14
	%9796 = mul nsw i64 %9794, %c.shape1
	%9797 = add nsw i64 %9796, %9795
	%9798 = getelementptr inbounds double, double* %c, i64 %9797
	store double %9793, double* %9798, align 8, !alias.scope !4
	%9799 = load i64, i64* %i.addr.15
	%9800 = load i64, i64* %j.addr.15
	%9801 = mul nsw i64 %9799, %c.shape1
	%9802 = add nsw i64 %9801, %9800
	%9803 = getelementptr inbounds double, double* %c, i64 %9802
	%9804 = load double, double* %9803, align 8, !alias.scope !4
	%9805 = fmul double %9804, %197
	%9806 = load i64, i64* %i.addr.15
	%9807 = load i64, i64* %j.addr.15
	%9808 = mul nsw i64 %9806, %c.shape1
	%9809 = add nsw i64 %9808, %9807
	%9810 = getelementptr inbounds double, double* %c, i64 %9809
	store double %9805, double* %9810, align 8, !alias.scope !4
	%9811 = icmp slt i64 0, %m
	%9812 = sub i64 %m, 0
	%9813 = select i1 %9811, i64 %9812, i64 0
	br label %k.head.15

k.head.15:
	%k.it.15 = phi i64 [ 0, %j.cols.body.15 ], [ %10472, %k.latch.15 ]
	%9814 = icmp ult i64 %k.it.15, %9813
	br i1 %9814, label %k.body.15, label %k.exit.15

k.body.15:
	%9815 = add nsw i64 0, %k.it.15
	store i64 %9815, i64* %k.addr
	store i64 %9815, i64* %k.addr.1
	store i64 %9815, i64* %k.addr.2
	store i64 %9815, i64* %k.addr.3
	store i64 %9815, i64* %k.addr.4
	store i64 %9815, i64* %k.addr.5
	store i64 %9815, i64* %k.addr.6
	store i64 %9815, i64* %k.addr.7
	store i64 %9815, i64* %k.addr.8
	store i64 %9815, i64* %k.addr.9
	store i64 %9815, i64* %k.addr.10
	store i64 %9815, i64* %k.addr.11
	store i64 %9815, i64* %k.addr.12
	store i64 %9815, i64* %k.addr.13
	store i64 %9815, i64* %k.addr.14
	store i64 %9815, i64* %k.addr.15
	%9816 = load i64, i64* %i.addr
	%9817 = load i64, i64* %j.addr
	%9818 = mul nsw i64 %9816, %c.shape1
	%9819 = add nsw i64 %9818, %9817
	%9820 = getelementptr inbounds double, double* %c, i64 %9819
	%9821 = load double, double* %9820, align 8, !alias.scope !4
	%9822 = load i64, i64* %j.addr
	%9823 = load i64, i64* %k.addr
	%9824 = mul nsw i64 %9822, %a.shape1
	%9825 = add nsw i64 %9824, %9823
	%9826 = getelementptr inbounds double, double* %a, i64 %9825
	%9827 = load double, double* %9826, align 8, !noalias !2
	%9828 = fmul double %9827, %202
	%9829 = load i64, i64* %i.addr
	%9830 = load i64, i64* %k.addr
	%9831 = mul nsw i64 %9829, %b.shape1
	%9832 = add nsw i64 %9831, %9830
	%9833 = getelementptr inbounds double, double* %b, i64 %9832
	%9834 = load double, double* %9833, align 8, !noalias !3
	%9835 = fmul double %9828, %9834
	%9836 = fadd double %9821, %9835
	%9837 = load i64, i64* %j.addr
	%9838 = load i64, i64* %k.addr
	%9839 = mul nsw i64 %9837, %b.shape1
	%9840 = add nsw i64 %9839, %9838
	%9841 = getelementptr inbounds double, double* %b, i64 %9840
	%9842 = load double, double* %9841, align 8, !noalias !3
	%9843 = fmul double %9842, %202
	%9844 = load i64, i64* %i.addr
	%9845 = load i64, i64* %k.addr
	%9846 = mul nsw i64 %9844, %a.shape1
	%9847 = add nsw i64 %9846, %9845
	%9848 = getelementptr inbounds double, double* %a, i64 %9847
	%9849 = load double, double* %9848, align 8, !noalias !2
	%9850 = fmul double %9843, %9849
	%9851 = fadd double %9836, %9850
	%9852 = load i64, i64* %i.addr
	%9853 = load i64, i64* %j.addr
	%9854 = mul nsw i64 %9852, %c.shape1
	%9855 = add nsw i64 %9854, %9853
	%9856 = getelementptr inbounds double, double* %c, i64 %9855
	store double %9851, double* %9856, align 8, !alias.scope !4
	%9857 = load i64, i64* %i.addr.1
	%9858 = load i64, i64* %j.addr.1
	%9859 = mul nsw i64 %9857, %c.shape1
	%9860 = add nsw i64 %9859, %9858
	%9861 = getelementptr inbounds double, double* %c, i64 %9860
	%9862 = load double, double* %9861, align 8, !alias.scope !4
	%9863 = load i64, i64* %j.addr.1
	%9864 = load i64, i64* %k.addr.1
	%9865 = mul nsw i64 %9863, %a.shape1
	%9866 = add nsw i64 %9865, %9864
	%9867 = getelementptr inbounds double, double* %a, i64 %9866
	%9868 = load double, double* %9867, align 8, !noalias !2
	%9869 = fmul double %9868, %202
	%9870 = load i64, i64* %i.addr.1
	%9871 = load i64, i64* %k.addr.1
	%9872 = mul nsw i64 %9870, %b.shape1
	%9873 = add nsw i64 %9872, %9871
	%9874 = getelementptr inbounds double, double* %b, i64 %9873
	%9875 = load double, double* %9874, align 8, !noalias !3
	%9876 = fmul double %9869, %9875
	%9877 = fadd double %9862, %9876
	%9878 = load i64, i64* %j.addr.1
	%9879 = load i64, i64* %k.addr.1
	%9880 = mul nsw i64 %9878, %b.shape1
	%9881 = add nsw i64 %9880, %9879
	%9882 = getelementptr inbounds double, double* %b, i64 %9881
	%9883 = load double, double* %9882, align 8, !noalias !3
	%9884 = fmul double %9883, %202
	%9885 = load i64, i64* %i.addr.1
	%9886 = load i64, i64* %k.addr.1
	%9887 = mul nsw i64 %9885, %a.shape1
	%9888 = add nsw i64 %9887, %9886
	%9889 = getelementptr inbounds double, double* %a, i64 %9888
	%9890 = load double, double* %9889, align 8, !noalias !2
	%9891 = fmul double %9884, %9890
	%9892 = fadd double %9877, %9891
	%9893 = load i64, i64* %i.addr.1
	%9894 = load i64, i64* %j.addr.1
	%9895 = mul nsw i64 %9893, %c.shape1
	%9896 = add nsw i64 %9895, %9894
	%9897 = getelementptr inbounds double, double* %c, i64 %9896
	store double %9892, double* %9897, align 8, !alias.scope !4
	%9898 = load i64, i64* %i.addr.2
	%9899 = load i64, i64* %j.addr.2
	%9900 = mul nsw i64 %9898, %c.shape1
	%9901 = add nsw i64 %9900, %9899
	%9902 = getelementptr inbounds double, double* %c, i64 %9901
	%9903 = load double, double* %9902, align 8, !alias.scope !4
	%9904 = load i64, i64* %j.addr.2
	%9905 = load i64, i64* %k.addr.2
	%9906 = mul nsw i64 %9904, %a.shape1
	%9907 = add nsw i64 %9906, %9905
	%9908 = getelementptr inbounds double, double* %a, i64 %9907
	%9909 = load double, double* %9908, align 8, !noalias !2
	%9910 = fmul double %9909, %202
	%9911 = load i64, i64* %i.addr.2
	%9912 = load i64, i64* %k.addr.2
	%9913 = mul nsw i64 %9911, %b.shape1
	%9914 = add nsw i64 %9913, %9912
	%9915 = getelementptr inbounds double, double* %b, i64 %9914
	%9916 = load double, double* %9915, align 8, !noalias !3
	%9917 = fmul double %9910, %9916
	%9918 = fadd double %9903, %9917
	%9919 = load i64, i64* %j.addr.2
	%9920 = load i64, i64* %k.addr.2
	%9921 = mul nsw i64 %9919, %b.shape1
	%9922 = add nsw i64 %9921, %9920
	%9923 = getelementptr inbounds double, double* %b, i64 %9922
	%9924 = load double, double* %9923, align 8, !noalias !3
	%9925 = fmul double %9924, %202
	%9926 = load i64, i64* %i.addr.2
	%9927 = load i64, i64* %k.addr.2
	%9928 = mul nsw i64 %9926, %a.shape1
	%9929 = add nsw i64 %9928, %9927
	%9930 = getelementptr inbounds double, double* %a, i64 %9929
	%9931 = load double, double* %9930, align 8, !noalias !2
	%9932 = fmul double %9925, %9931
	%9933 = fadd double %9918, %9932
	%9934 = load i64, i64* %i.addr.2
	%9935 = load i64, i64* %j.addr.2
	%9936 = mul nsw i64 %9934, %c.shape1
	%9937 = add nsw i64 %9936, %9935
	%9938 = getelementptr inbounds double, double* %c, i64 %9937
	store double %9933, double* %9938, align 8, !alias.scope !4
	%9939 = load i64, i64* %i.addr.3
	%9940 = load i64, i64* %j.addr.3
	%9941 = mul nsw i64 %9939, %c.shape1
	%9942 = add nsw i64 %9941, %9940
	%9943 = getelementptr inbounds double, double* %c, i64 %9942
	%9944 = load double, double* %9943, align 8, !alias.scope !4
	%9945 = load i64, i64* %j.addr.3
	%9946 = load i64, i64* %k.addr.3
	%9947 = mul nsw i64 %9945, %a.shape1
	%9948 = add nsw i64 %9947, %9946
	%9949 = getelementptr inbounds double, double* %a, i64 %9948
	%9950 = load double, double* %9949, align 8, !noalias !2
	%9951 = fmul double %9950, %202
	%9952 = load i64, i64* %i.addr.3
	%9953 = load i64, i64* %k.addr.3
	%9954 = mul nsw i64 %9952, %b.shape1
	%9955 = add nsw i64 %9954, %9953
	%9956 = getelementptr inbounds double, double* %b, i64 %9955
	%9957 = load double, double* %9956, align 8, !noalias !3
	%9958 = fmul double %9951, %9957
	%9959 = fadd double %9944, %9958
	%9960 = load i64, i64* %j.addr.3
	%9961 = load i64, i64* %k.addr.3
	%9962 = mul nsw i64 %9960, %b.shape1
	%9963 = add nsw i64 %9962, %9961
	%9964 = getelementptr inbounds double, double* %b, i64 %9963
	%9965 = load double, double* %9964, align 8, !noalias !3
	%9966 = fmul double %9965, %202
	%9967 = load i64, i64* %i.addr.3
	%9968 = load i64, i64* %k.addr.3
	%9969 = mul nsw i64 %9967, %a.shape1
	%9970 = add nsw i64 %9969, %9968
	%9971 = getelementptr inbounds double, double* %a, i64 %9970
	%9972 = load double, double* %9971, align 8, !noalias !2
	%9973 = fmul double %9966, %9972
	%9974 = fadd double %9959, %9973
	%9975 = load i64, i64* %i.addr.3
	%9976 = load i64, i64* %j.addr.3
	%9977 = mul nsw i64 %9975, %c.shape1
	%9978 = add nsw i64 %9977, %9976
	%9979 = getelementptr inbounds double, double* %c, i64 %9978
	store double %9974, double* %9979, align 8, !alias.scope !4
	%9980 = load i64, i64* %i.addr.4
	%9981 = load i64, i64* %j.addr.4
	%9982 = mul nsw i64 %9980, %c.shape1
	%9983 = add nsw i64 %9982, %9981
	%9984 = getelementptr inbounds double, double* %c, i64 %9983
	%9985 = load double, double* %9984, align 8, !alias.scope !4
	%9986 = load i64, i64* %j.addr.4
	%9987 = load i64, i64* %k.addr.4
	%9988 = mul nsw i64 %9986, %a.shape1
	%9989 = add nsw i64 %9988, %9987
	%9990 = getelementptr inbounds double, double* %a, i64 %9989
	%9991 = load double, double* %9990, align 8, !noalias !2
	%9992 = fmul double %9991, %202
	%9993 = load i64, i64* %i.addr.4
	%9994 = load i64, i64* %k.addr.4
	%9995 = mul nsw i64 %9993, %b.shape1
	%9996 = add nsw i64 %9995, %9994
	%9997 = getelementptr inbounds double, double* %b, i64 %9996
	%9998 = load double, double* %9997, align 8, !noalias !3
	%9999 = fmul double %9992, %9998
	%10000 = fadd double %9985, %9999
	%10001 = load i64, i64* %j.addr.4
	%10002 = load i64, i64* %k.addr.4
	%10003 = mul nsw i64 %10001, %b.shape1
	%10004 = add nsw i64 %10003, %10002
	%10005 = getelementptr inbounds double, double* %b, i64 %10004
	%10006 = load double, double* %10005, align 8, !noalias !3
	%10007 = fmul double %10006, %202
	%10008 = load i64, i64* %i.addr.4
	%10009 = load i64, i64* %k.addr.4
	%10010 = mul nsw i64 %10008, %a.shape1
	%10011 = add nsw i64 %10010, %10009
	%10012 = getelementptr inbounds double, double* %a, i64 %10011
	%10013 = load double, double* %10012, align 8, !noalias !2
	%10014 = fmul double %10007, %10013
	%10015 = fadd double %10000, %10014
	%10016 = load i64, i64* %i.addr.4
	%10017 = load i64, i64* %j.addr.4
	%10018 = mul nsw i64 %10016, %c.shape1
	%10019 = add nsw i64 %10018, %10017
	%10020 = getelementptr inbounds double, double* %c, i64 %10019
	store double %10015, double* %10020, align 8, !alias.scope !4
	%10021 = load i64, i64* %i.addr.5
	%10022 = load i64, i64* %j.addr.5
	%10023 = mul nsw i64 %10021, %c.shape1
	%10024 = add nsw i64 %10023, %10022
	%10025 = getelementptr inbounds double, double* %c, i64 %10024
	%10026 = load double, double* %10025, align 8, !alias.scope !4
	%10027 = load i64, i64* %j.addr.5
	%10028 = load i64, i64* %k.addr.5
	%10029 = mul nsw i64 %10027, %a.shape1
	%10030 = add nsw i64 %10029, %10028
	%10031 = getelementptr inbounds double, double* %a, i64 %10030
	%10032 = load double, double* %10031, align 8, !noalias !2
	%10033 = fmul double %10032, %202
	%10034 = load i64, i64* %i.addr.5
	%10035 = load i64, i64* %k.addr.5
	%10036 = mul nsw i64 %10034, %b.shape1
	%10037 = add nsw i64 %10036, %10035
	%10038 = getelementptr inbounds double, double* %b, i64 %10037
	%10039 = load double, double* %10038, align 8, !noalias !3
	%10040 = fmul double %10033, %10039
	%10041 = fadd double %10026, %10040
	%10042 = load i64, i64* %j.addr.5
	%10043 = load i64, i64* %k.addr.5
	%10044 = mul nsw i64 %10042, %b.shape1
	%10045 = add nsw i64 %10044, %10043
	%10046 = getelementptr inbounds double, double* %b, i64 %10045
	%10047 = load double, double* %10046, align 8, !noalias !3
	%10048 = fmul double %10047, %202
	%10049 = load i64, i64* %i.addr.5
	%10050 = load i64, i64* %k.addr.5
	%10051 = mul nsw i64 %10049, %a.shape1
	%10052 = add nsw i64 %10051, %10050
	%10053 = getelementptr inbounds double, double* %a, i64 %10052
	%10054 = load double, double* %10053, align 8, !noalias !2
	%10055 = fmul double %10048, %10054
	%10056 = fadd double %10041, %10055
	%10057 = load i64, i64* %i.addr.5
	%10058 = load i64, i64* %j.addr.5
	%10059 = mul nsw i64 %10057, %c.shape1
	%10060 = add nsw i64 %10059, %10058
	%10061 = getelementptr inbounds double, double* %c, i64 %10060
	store double %10056, double* %10061, align 8, !alias.scope !4
	%10062 = load i64, i64* %i.addr.6
	%10063 = load i64, i64* %j.addr.6
	%10064 = mul nsw i64 %10062, %c.shape1
	%10065 = add nsw i64 %10064, %10063
	%10066 = getelementptr inbounds double, double* %c, i64 %10065
	%10067 = load double, double* %10066, align 8, !alias.scope !4
	%10068 = load i64, i64* %j.addr.6
	%10069 = load i64, i64* %k.addr.6
	%10070 = mul nsw i64 %10068, %a.shape1
	%10071 = add nsw i64 %10070, %10069
	%10072 = getelementptr inbounds double, double* %a, i64 %10071
	%10073 = load double, double* %10072, align 8, !noalias !2
	%10074 = fmul double %10073, %202
	%10075 = load i64, i64* %i.addr.6
	%10076 = load i64, i64* %k.addr.6
	%10077 = mul nsw i64 %10075, %b.shape1
	%10078 = add nsw i64 %10077, %10076
	%10079 = getelementptr inbounds double, double* %b, i64 %10078
	%10080 = load double, double* %10079, align 8, !noalias !3
	%10081 = fmul double %10074, %10080
	%10082 = fadd double %10067, %10081
	%10083 = load i64, i64* %j.addr.6
	%10084 = load i64, i64* %k.addr.6
	%10085 = mul nsw i64 %10083, %b.shape1
	%10086 = add nsw i64 %10085, %10084
	%10087 = getelementptr inbounds double, double* %b, i64 %10086
	%10088 = load double, double* %10087, align 8, !noalias !3
	%10089 = fmul double %10088, %202
	%10090 = load i64, i64* %i.addr.6
	%10091 = load i64, i64* %k.addr.6
	%10092 = mul nsw i64 %10090, %a.shape1
	%10093 = add nsw i64 %10092, %10091
	%10094 = getelementptr inbounds double, double* %a, i64 %10093
	%10095 = load double, double* %10094, align 8, !noalias !2
	%10096 = fmul double %10089, %10095
	%10097 = fadd double %10082, %10096
	%10098 = load i64, i64* %i.addr.6
	%10099 = load i64, i64* %j.addr.6
	%10100 = mul nsw i64 %10098, %c.shape1
	%10101 = add nsw i64 %10100, %10099
	%10102 = getelementptr inbounds double, double* %c, i64 %10101
	store double %10097, double* %10102, align 8, !alias.scope !4
	%10103 = load i64, i64* %i.addr.7
	%10104 = load i64, i64* %j.addr.7
	%10105 = mul nsw i64 %10103, %c.shape1
	%10106 = add nsw i64 %10105, %10104
	%10107 = getelementptr inbounds double, double* %c, i64 %10106
	%10108 = load double, double* %10107, align 8, !alias.scope !4
	%10109 = load i64, i64* %j.addr.7
	%10110 = load i64, i64* %k.addr.7
	%10111 = mul nsw i64 %10109, %a.shape1
	%10112 = add nsw i64 %10111, %10110
	%10113 = getelementptr inbounds double, double* %a, i64 %10112
	%10114 = load double, double* %10113, align 8, !noalias !2
	%10115 = fmul double %10114, %202
	%10116 = load i64, i64* %i.addr.7
	%10117 = load i64, i64* %k.addr.7
	%10118 = mul nsw i64 %10116, %b.shape1
	%10119 = add nsw i64 %10118, %10117
	%10120 = getelementptr inbounds double, double* %b, i64 %10119
	%10121 = load double, double* %10120, align 8, !noalias !3
	%10122 = fmul double %10115, %10121
	%10123 = fadd double %10108, %10122
	%10124 = load i64, i64* %j.addr.7
	%10125 = load i64, i64* %k.addr.7
	%10126 = mul nsw i64 %10124, %b.shape1
	%10127 = add nsw i64 %10126, %10125
	%10128 = getelementptr inbounds double, double* %b, i64 %10127
	%10129 = load double, double* %10128, align 8, !noalias !3
	%10130 = fmul double %10129, %202
	%10131 = load i64, i64* %i.addr.7
	%10132 = load i64, i64* %k.addr.7
	%10133 = mul nsw i64 %10131, %a.shape1
	%10134 = add nsw i64 %10133, %10132
	%10135 = getelementptr inbounds double, double* %a, i64 %10134
	%10136 = load double, double* %10135, align 8, !noalias !2
	%10137 = fmul double %10130, %10136
	%10138 = fadd double %10123, %10137
	%10139 = load i64, i64* %i.addr.7
	%10140 = load i64, i64* %j.addr.7
	%10141 = mul nsw i64 %10139, %c.shape1
	%10142 = add nsw i64 %10141, %10140
	%10143 = getelementptr inbounds double, double* %c, i64 %10142
	store double %10138, double* %10143, align 8, !alias.scope !4
	%10144 = load i64, i64* %i.addr.8
	%10145 = load i64, i64* %j.addr.8
	%10146 = mul nsw i64 %10144, %c.shape1
	%10147 = add nsw i64 %10146, %10145
	%10148 = getelementptr inbounds double, double* %c, i64 %10147
	%10149 = load double, double* %10148, align 8, !alias.scope !4
	%10150 = load i64, i64* %j.addr.8
	%10151 = load i64, i64* %k.addr.8
	%10152 = mul nsw i64 %10150, %a.shape1
	%10153 = add nsw i64 %10152, %10151
	%10154 = getelementptr inbounds double, double* %a, i64 %10153
	%10155 = load double, double* %10154, align 8, !noalias !2
	%10156 = fmul double %10155, %202
	%10157 = load i64, i64* %i.addr.8
	%10158 = load i64, i64* %k.addr.8
	%10159 = mul nsw i64 %10157, %b.shape1
	%10160 = add nsw i64 %10159, %10158
	%10161 = getelementptr inbounds double, double* %b, i64 %10160
	%10162 = load double, double* %10161, align 8, !noalias !3
	%10163 = fmul double %10156, %10162
	%10164 = fadd double %10149, %10163
	%10165 = load i64, i64* %j.addr.8
	%10166 = load i64, i64* %k.addr.8
	%10167 = mul nsw i64 %10165, %b.shape1
	%10168 = add nsw i64 %10167, %10166
	%10169 = getelementptr inbounds double, double* %b, i64 %10168
	%10170 = load double, double* %10169, align 8, !noalias !3
	%10171 = fmul double %10170, %202
	%10172 = load i64, i64* %i.addr.8
	%10173 = load i64, i64* %k.addr.8
	%10174 = mul nsw i64 %10172, %a.shape1
	%10175 = add nsw i64 %10174, %10173
	%10176 = getelementptr inbounds double, double* %a, i64 %10175
	%10177 = load double, double* %10176, align 8, !noalias !2
	%10178 = fmul double %10171, %10177
	%10179 = fadd double %10164, %10178
	%10180 = load i64, i64* %i.addr.8
	%10181 = load i64, i64* %j.addr.8
	%10182 = mul nsw i64 %10180, %c.shape1
	%10183 = add nsw i64 %10182, %10181
	%10184 = getelementptr inbounds double, double* %c, i64 %10183
	store double %10179, double* %10184, align 8, !alias.scope !4
	%10185 = load i64, i64* %i.addr.9
	%10186 = load i64, i64* %j.addr.9
	%10187 = mul nsw i64 %10185, %c.shape1
	%10188 = add nsw i64 %10187, %10186
	%10189 = getelementptr inbounds double, double* %c, i64 %10188
	%10190 = load double, double* %10189, align 8, !alias.scope !4
	%10191 = load i64, i64* %j.addr.9
	%10192 = load i64, i64* %k.addr.9
	%10193 = mul nsw i64 %10191, %a.shape1
	%10194 = add nsw i64 %10193, %10192
	%10195 = getelementptr inbounds double, double* %a, i64 %10194
	%10196 = load double, double* %10195, align 8, !noalias !2
	%10197 = fmul double %10196, %202
	%10198 = load i64, i64* %i.addr.9
	%10199 = load i64, i64* %k.addr.9
	%10200 = mul nsw i64 %10198, %b.shape1
	%10201 = add nsw i64 %10200, %10199
	%10202 = getelementptr inbounds double, double* %b, i64 %10201
	%10203 = load double, double* %10202, align 8, !noalias !3
	%10204 = fmul double %10197, %10203
	%10205 = fadd double %10190, %10204
	%10206 = load i64, i64* %j.addr.9
	%10207 = load i64, i64* %k.addr.9
	%10208 = mul nsw i64 %10206, %b.shape1
	%10209 = add nsw i64 %10208, %10207
	%10210 = getelementptr inbounds double, double* %b, i64 %10209
	%10211 = load double, double* %10210, align 8, !noalias !3
	%10212 = fmul double %10211, %202
	%10213 = load i64, i64* %i.addr.9
	%10214 = load i64, i64* %k.addr.9
	%10215 = mul nsw i64 %10213, %a.shape1
	%10216 = add nsw i64 %10215, %10214
	%10217 = getelementptr inbounds double, double* %a, i64 %10216
	%10218 = load double, double* %10217, align 8, !noalias !2
	%10219 = fmul double %10212, %10218
	%10220 = fadd double %10205, %10219
	%10221 = load i64, i64* %i.addr.9
	%10222 = load i64, i64* %j.addr.9
	%10223 = mul nsw i64 %10221, %c.shape1
	%10224 = add nsw i64 %10223, %10222
	%10225 = getelementptr inbounds double, double* %c, i64 %10224
	store double %10220, double* %10225, align 8, !alias.scope !4
	%10226 = load i64, i64* %i.addr.10
	%10227 = load i64, i64* %j.addr.10
	%10228 = mul nsw i64 %10226, %c.shape1
	%10229 = add nsw i64 %10228, %10227
	%10230 = getelementptr inbounds double, double* %c, i64 %10229
	%10231 = load double, double* %10230, align 8, !alias.scope !4
	%10232 = load i64, i64* %j.addr.10
	%10233 = load i64, i64* %k.addr.10
	%10234 = mul nsw i64 %10232, %a.shape1
	%10235 = add nsw i64 %10234, %10233
	%10236 = getelementptr inbounds double, double* %a, i64 %10235
	%10237 = load double, double* %10236, align 8, !noalias !2
	%10238 = fmul double %10237, %202
	%10239 = load i64, i64* %i.addr.10
	%10240 = load i64, i64* %k.addr.10
	%10241 = mul nsw i64 %10239, %b.shape1
	%10242 = add nsw i64 %10241, %10240
	%10243 = getelementptr inbounds double, double* %b, i64 %10242
	%10244 = load double, double* %10243, align 8, !noalias !3
	%10245 = fmul double %10238, %10244
	%10246 = fadd double %10231, %10245
	%10247 = load i64, i64* %j.addr.10
	%10248 = load i64, i64* %k.addr.10
	%10249 = mul nsw i64 %10247, %b.shape1
	%10250 = add nsw i64 %10249, %10248
	%10251 = getelementptr inbounds double, double* %b, i64 %10250
	%10252 = load double, double* %10251, align 8, !noalias !3
	%10253 = fmul double %10252, %202
	%10254 = load i64, i64* %i.addr.10
	%10255 = load i64, i64* %k.addr.10
	%10256 = mul nsw i64 %10254, %a.shape1
	%10257 = add nsw i64 %10256, %10255
	%10258 = getelementptr inbounds double, double* %a, i64 %10257
	%10259 = load double, double* %10258, align 8, !noalias !2
	%10260 = fmul double %10253, %10259
	%10261 = fadd double %10246, %10260
	%10262 = load i64, i64* %i.addr.10
	%10263 = load i64, i64* %j.addr.10
	%10264 = mul nsw i64 %10262, %c.shape1
	%10265 = add nsw i64 %10264, %10263
	%10266 = getelementptr inbounds double, double* %c, i64 %10265
	store double %10261, double* %10266, align 8, !alias.scope !4
	%10267 = load i64, i64* %i.addr.11
	%10268 = load i64, i64* %j.addr.11
	%10269 = mul nsw i64 %10267, %c.shape1
	%10270 = add nsw i64 %10269, %10268
	%10271 = getelementptr inbounds double, double* %c, i64 %10270
	%10272 = load double, double* %10271, align 8, !alias.scope !4
	%10273 = load i64, i64* %j.addr.11
	%10274 = load i64, i64* %k.addr.11
	%10275 = mul nsw i64 %10273, %a.shape1
	%10276 = add nsw i64 %10275, %10274
	%10277 = getelementptr inbounds double, double* %a, i64 %10276
	%10278 = load double, double* %10277, align 8, !noalias !2
	%10279 = fmul double %10278, %202
	%10280 = load i64, i64* %i.addr.11
	%10281 = load i64, i64* %k.addr.11
	%10282 = mul nsw i64 %10280, %b.shape1
	%10283 = add nsw i64 %10282, %10281
	%10284 = getelementptr inbounds double, double* %b, i64 %10283
	%10285 = load double, double* %10284, align 8, !noalias !3
	%10286 = fmul double %10279, %10285
	%10287 = fadd double %10272, %10286
	%10288 = load i64, i64* %j.addr.11
	%10289 = load i64, i64* %k.addr.11
	%10290 = mul nsw i64 %10288, %b.shape1
	%10291 = add nsw i64 %10290, %10289
	%10292 = getelementptr inbounds double, double* %b, i64 %10291
	%10293 = load double, double* %10292, align 8, !noalias !3
	%10294 = fmul double %10293, %202
	%10295 = load i64, i64* %i.addr.11
	%10296 = load i64, i64* %k.addr.11
	%10297 = mul nsw i64 %10295, %a.shape1
	%10298 = add nsw i64 %10297, %10296
	%10299 = getelementptr inbounds double, double* %a, i64 %10298
	%10300 = load double, double* %10299, align 8, !noalias !2
	%10301 = fmul double %10294, %10300
	%10302 = fadd double %10287, %10301
	%10303 = load i64, i64* %i.addr.11
	%10304 = load i64, i64* %j.addr.11
	%10305 = mul nsw i64 %10303, %c.shape1
	%10306 = add nsw i64 %10305, %10304
	%10307 = getelementptr inbounds double, double* %c, i64 %10306
	store double %10302, double* %10307, align 8, !alias.scope !4
	%10308 = load i64, i64* %i.addr.12
	%10309 = load i64, i64* %j.addr.12
	%10310 = mul nsw i64 %10308, %c.shape1
	%10311 = add nsw i64 %10310, %10309
	%10312 = getelementptr inbounds double, double* %c, i64 %10311
	%10313 = load double, double* %10312, align 8, !alias.scope !4
	%10314 = load i64, i64* %j.addr.12
	%10315 = load i64, i64* %k.addr.12
	%10316 = mul nsw i64 %10314, %a.shape1
	%10317 = add nsw i64 %10316, %10315
	%10318 = getelementptr inbounds double, double* %a, i64 %10317
	%10319 = load double, double* %10318, align 8, !noalias !2
	%10320 = fmul double %10319, %202
	%10321 = load i64, i64* %i.addr.12
	%10322 = load i64, i64* %k.addr.12
	%10323 = mul nsw i64 %10321, %b.shape1
	%10324 = add nsw i64 %10323, %10322
	%10325 = getelementptr inbounds double, double* %b, i64 %10324
	%10326 = load double, double* %10325, align 8, !noalias !3
	%10327 = fmul double %10320, %10326
	%10328 = fadd double %10313, %10327
	%10329 = load i64, i64* %j.addr.12
	%10330 = load i64, i64* %k.addr.12
	%10331 = mul nsw i64 %10329, %b.shape1
	%10332 = add nsw i64 %10331, %10330
	%10333 = getelementptr inbounds double, double* %b, i64 %10332
	%10334 = load double, double* %10333, align 8, !noalias !3
	%10335 = fmul double %10334, %202
	%10336 = load i64, i64* %i.addr.12
	%10337 = load i64, i64* %k.addr.12
	%10338 = mul nsw i64 %10336, %a.shape1
	%10339 = add nsw i64 %10338, %10337
	%10340 = getelementptr inbounds double, double* %a, i64 %10339
	%10341 = load double, double* %10340, align 8, !noalias !2
	%10342 = fmul double %10335, %10341
	%10343 = fadd double %10328, %10342
	%10344 = load i64, i64* %i.addr.12
	%10345 = load i64, i64* %j.addr.12
	%10346 = mul nsw i64 %10344, %c.shape1
	%10347 = add nsw i64 %10346, %10345
	%10348 = getelementptr inbounds double, double* %c, i64 %10347
	store double %10343, double* %10348, align 8, !alias.scope !4
	%10349 = load i64, i64* %i.addr.13
	%10350 = load i64, i64* %j.addr.13
	%10351 = mul nsw i64 %10349, %c.shape1
	%10352 = add nsw i64 %10351, %10350
	%10353 = getelementptr inbounds double, double* %c, i64 %10352
	%10354 = load double, double* %10353, align 8, !alias.scope !4
	%10355 = load i64, i64* %j.addr.13
	%10356 = load i64, i64* %k.addr.13
	%10357 = mul nsw i64 %10355, %a.shape1
	%10358 = add nsw i64 %10357, %10356
	%10359 = getelementptr inbounds double, double* %a, i64 %10358
	%10360 = load double, double* %10359, align 8, !noalias !2
	%10361 = fmul double %10360, %202
	%10362 = load i64, i64* %i.addr.13
	%10363 = load i64, i64* %k.addr.13
	%10364 = mul nsw i64 %10362, %b.shape1
	%10365 = add nsw i64 %10364, %10363
	%10366 = getelementptr inbounds double, double* %b, i64 %10365
	%10367 = load double, double* %10366, align 8, !noalias !3
	%10368 = fmul double %10361, %10367
	%10369 = fadd double %10354, %10368
	%10370 = load i64, i64* %j.addr.13
	%10371 = load i64, i64* %k.addr.13
	%10372 = mul nsw i64 %10370, %b.shape1
	%10373 = add nsw i64 %10372, %10371
	%10374 = getelementptr inbounds double, double* %b, i64 %10373
	%10375 = load double, double* %10374, align 8, !noalias !3
	%10376 = fmul double %10375, %202
	%10377 = load i64, i64* %i.addr.13
	%10378 = load i64, i64* %k.addr.13
	%10379 = mul nsw i64 %10377, %a.shape1
	%10380 = add nsw i64 %10379, %10378
	%10381 = getelementptr inbounds double, double* %a, i64 %10380
	%10382 = load double, double* %10381, align 8, !noalias !2
	%10383 = fmul double %10376, %10382
	%10384 = fadd double %10369, %10383
	%10385 = load i64, i64* %i.addr.13
	%10386 = load i64, i64* %j.addr.13
	%10387 = mul nsw i64 %10385, %c.shape1
	%10388 = add nsw i64 %10387, %10386
	%10389 = getelementptr inbounds double, double* %c, i64 %10388
	store double %10384, double* %10389, align 8, !alias.scope !4
	%10390 = load i64, i64* %i.addr.14
	%10391 = load i64, i64* %j.addr.14
	%10392 = mul nsw i64 %10390, %c.shape1
	%10393 = add nsw i64 %10392, %10391
	%10394 = getelementptr inbounds double, double* %c, i64 %10393
	%10395 = load double, double* %10394, align 8, !alias.scope !4
	%10396 = load i64, i64* %j.addr.14
	%10397 = load i64, i64* %k.addr.14
	%10398 = mul nsw i64 %10396, %a.shape1
	%10399 = add nsw i64 %10398, %10397
	%10400 = getelementptr inbounds double, double* %a, i64 %10399
	%10401 = load double, double* %10400, align 8, !noalias !2
	%10402 = fmul double %10401, %202
	%10403 = load i64, i64* %i.addr.14
	%10404 = load i64, i64* %k.addr.14
	%10405 = mul nsw i64 %10403, %b.shape1
	%10406 = add nsw i64 %10405, %10404
	%10407 = getelementptr inbounds double, double* %b, i64 %10406
	%10408 = load double, double* %10407, align 8, !noalias !3
	%10409 = fmul double %10402, %10408
	%10410 = fadd double %10395, %10409
	%10411 = load i64, i64* %j.addr.14
	%10412 = load i64, i64* %k.addr.14
	%10413 = mul nsw i64 %10411, %b.shape1
	%10414 = add nsw i64 %10413, %10412
	%10415 = getelementptr inbounds double, double* %b, i64 %10414
	%10416 = load double, double* %10415, align 8, !noalias !3
	%10417 = fmul double %10416, %202
	%10418 = load i64, i64* %i.addr.14
	%10419 = load i64, i64* %k.addr.14
	%10420 = mul nsw i64 %10418, %a.shape1
	%10421 = add nsw i64 %10420, %10419
	%10422 = getelementptr inbounds double, double* %a, i64 %10421
	%10423 = load double, double* %10422, align 8, !noalias !2
	%10424 = fmul double %10417, %10423
	%10425 = fadd double %10410, %10424
	%10426 = load i64, i64* %i.addr.14
	%10427 = load i64, i64* %j.addr.14
	%10428 = mul nsw i64 %10426, %c.shape1
	%10429 = add nsw i64 %10428, %10427
	%10430 = getelementptr inbounds double, double* %c, i64 %10429
	store double %10425, double* %10430, align 8, !alias.scope !4
	%10431 = load i64, i64* %i.addr.15
	%10432 = load i64, i64* %j.addr.15
	%10433 = mul nsw i64 %10431, %c.shape1
	%10434 = add nsw i64 %10433, %10432
	%10435 = getelementptr inbounds double, double* %c, i64 %10434
	%10436 = load double, double* %10435, align 8, !alias.scope !4
	%10437 = load i64, i64* %j.addr.15
	%10438 = load i64, i64* %k.addr.15
	%10439 = mul nsw i64 %10437, %a.shape1
	%10440 = add nsw i64 %10439, %10438
	%10441 = getelementptr inbounds double, double* %a, i64 %10440
	%10442 = load double, double* %10441, align 8, !noalias !2
	%10443 = fmul double %10442, %202
	%10444 = load i64, i64* %i.addr.15
	%10445 = load i64, i64* %k.addr.15
	%10446 = mul nsw i64 %10444, %b.shape1
	%10447 = add nsw i64 %10446, %10445
	%10448 = getelementptr inbounds double, double* %b, i64 %10447
	%10449 = load double, double* %10448, align 8, !noalias !3
	%10450 = fmul double %10443, %10449
	%10451 = fadd double %10436, %10450
	%10452 = load i64, i64* %j.addr.15
	%10453 = load i64, i64* %k.addr.15
	%10454 = mul nsw i64 %10452, %b.shape1
	%10455 = add nsw i64 %10454, %10453
	%10456 = getelementptr inbounds double, double* %b, i64 %10455
	%10457 = load double, double* %10456, align 8, !noalias !3
	%10458 = fmul double %10457, %202
	%10459 = load i64, i64* %i.addr.15
	%10460 = load i64, i64* %k.addr.15
	%10461 = mul nsw i64 %10459, %a.shape1
	%10462 = add nsw i64 %10461, %10460
	%10463 = getelementptr inbounds double, double* %a, i64 %10462
	%10464 = load double, double* %10463, align 8, !noalias !2
	%10465 = fmul double %10458, %10464
	%10466 = fadd double %10451, %10465
	%10467 = load i64, i64* %i.addr.15
	%10468 = load i64, i64* %j.addr.15
	%10469 = mul nsw i64 %10467, %c.shape1
	%10470 = add nsw i64 %10469, %10468
	%10471 = getelementptr inbounds double, double* %c, i64 %10470
	store double %10466, double* %10471, align 8, !alias.scope !4
	br label %k.latch.15

k.latch.15:
	%10472 = add nuw i64 %k.it.15, 1
	br label %k.head.15

k.exit.15:
	br label %j.cols.latch.15

j.cols.latch.15:
	%10473 = add nuw i64 %j.cols.it.15, 16
	br label %j.cols.head.15

j.cols.exit.15:
	%10474 = icmp ugt i64 %9580, %9585
	%10475 = sub i64 %9580, %9585
	%10476 = select i1 %10474, i64 %10475, i64 0
	%10477 = and i64 %10476, -4
	%10478 = add nuw i64 %9585, %10477
	br label %j.cols.head.16

j.cols.head.16:
	%j.cols.it.16 = phi i64 [ %9585, %j.cols.exit.15 ], [ %10706, %j.cols.latch.16 ]
	%10479 = icmp ult i64 %j.cols.it.16, %10478
	br i1 %10479, label %j.cols.body.16, label %j.cols.exit.16

j.cols.body.16:
	%10480 = add nuw nsw i64 %j.cols.it.16, 0
	%10481 = add nsw i64 0, %10480
	store i64 %9571, i64* %i.addr
	store i64 %10481, i64* %j.addr
	%10482 = add nuw nsw i64 %j.cols.it.16, 1
	%10483 = add nsw i64 0, %10482
	store i64 %9571, i64* %i.addr.1
	store i64 %10483, i64* %j.addr.1
	%10484 = add nuw nsw i64 %j.cols.it.16, 2
	%10485 = add nsw i64 0, %10484
	store i64 %9571, i64* %i.addr.2
	store i64 %10485, i64* %j.addr.2
	%10486 = add nuw nsw i64 %j.cols.it.16, 3
	%10487 = add nsw i64 0, %10486
	store i64 %9571, i64* %i.addr.3
	store i64 %10487, i64* %j.addr.3
	%10488 = load i64, i64* %i.addr
	%10489 = load i64, i64* %j.addr
	%10490 = mul nsw i64 %10488, %c.shape1
	%10491 = add nsw i64 %10490, %10489
	%10492 = getelementptr inbounds double, double* %c, i64 %10491
	%10493 = load double, double* %10492, align 8, !alias.scope !4
	%10494 = fmul double %10493, %197
	%10495 = load i64, i64* %i.addr
	%10496 = load i64, i64* %j.addr
	%10497 = mul nsw i64 %10495, %c.shape1
	%10498 = add nsw i64 %10497, %10496
	%10499 = getelementptr inbounds double, double* %c, i64 %10498
	store double %10494, double* %10499, align 8, !alias.scope !4
	%10500 = load i64, i64* %i.addr.1
	%10501 = load i64, i64* %j.addr.1
	%10502 = mul nsw i64 %10500, %c.shape1
	%10503 = add nsw i64 %10502, %10501
	%10504 = getelementptr inbounds double, double* %c, i64 %10503
	%10505 = load double, double* %10504, align 8, !alias.scope !4
	%10506 = fmul double %10505, %197
	%10507 = load i64, i64* %i.addr.1
	%10508 = load i64, i64* %j.addr.1
	%10509 = mul nsw i64 %10507, %c.shape1
	%10510 = add nsw i64 %10509, %10508
	%10511 = getelementptr inbounds double, double* %c, i64 %10510
	store double %10506, double* %10511, align 8, !alias.scope !4
	%10512 = load i64, i64* %i.addr.2
	%10513 = load i64, i64* %j.addr.2
	%10514 = mul nsw i64 %10512, %c.shape1
	%10515 = add nsw i64 %10514, %10513
	%10516 = getelementptr inbounds double, double* %c, i64 %10515
	%10517 = load double, double* %10516, align 8, !alias.scope !4
	%10518 = fmul double %10517, %197
	%10519 = load i64, i64* %i.addr.2
	%10520 = load i64, i64* %j.addr.2
	%10521 = mul nsw i64 %10519, %c.shape1
	%10522 = add nsw i64 %10521, %10520
	%10523 = getelementptr inbounds double, double* %c, i64 %10522
	store double %10518, double* %10523, align 8, !alias.scope !4
	%10524 = load i64, i64* %i.addr.3
	%10525 = load i64, i64* %j.addr.3
	%10526 = mul nsw i64 %10524, %c.shape1
	%10527 = add nsw i64 %10526, %10525
	%10528 = getelementptr inbounds double, double* %c, i64 %10527
	%10529 = load double, double* %10528, align 8, !alias.scope !4
	%10530 = fmul double %10529, %197
	%10531 = load i64, i64* %i.addr.3
	%10532 = load i64, i64* %j.addr.3
	%10533 = mul nsw i64 %10531, %c.shape1
	%10534 = add nsw i64 %10533, %10532
	%10535 = getelementptr inbounds double, double* %c, i64 %10534
	store double %10530, double* %10535, align 8, !alias.scope !4
	%10536 = icmp slt i64 0, %m
	%10537 = sub i64 %m, 0
	%10538 = select i1 %10536, i64 %10537, i64 0
	br label %k.head.16

k.head.16:
	%k.it.16 = phi i64 [ 0, %j.cols.body.16 ], [ %10705, %k.latch.16 ]
	%10539 = icmp ult i64 %k.it.16, %10538
	br i1 %10539, label %k.body.16, label %k.exit.16

k.body.16:
	%10540 = add nsw i64 0, %k.it.16
	store i64 %10540, i64* %k.addr
	store i64 %10540, i64* %k.addr.1
	store i64 %10540, i64* %k.addr.2
	store i64 %10540, i64* %k.addr.3
	%10541 = load i64, i64* %i.addr
	%10542 = load i64, i64* %j.addr
	%10543 = mul nsw i64 %10541, %c.shape1
	%10544 = add nsw i64 %10543, %10542
	%10545 = getelementptr inbounds double, double* %c, i64 %10544
	%10546 = load double, double* %10545, align 8, !alias.scope !4
	%10547 = load i64, i64* %j.addr
	%10548 = load i64, i64* %k.addr
	%10549 = mul nsw i64 %10547, %a.shape1
	%10550 = add nsw i64 %10549, %10548
	%10551 = getelementptr inbounds double, double* %a, i64 %10550
	%10552 = load double, double* %10551, align 8, !noalias !2
	%10553 = fmul double %10552, %202
	%10554 = load i64, i64* %i.addr
	%10555 = load i64, i64* %k.addr
	%10556 = mul nsw i64 %10554, %b.shape1
	%10557 = add nsw i64 %10556, %10555
	%10558 = getelementptr inbounds double, double* %b, i64 %10557
	%10559 = load double, double* %10558, align 8, !noalias !3
	%10560 = fmul double %10553, %10559
	%10561 = fadd double %10546, %10560
	%10562 = load i64, i64* %j.addr
	%10563 = load i64, i64* %k.addr
	%10564 = mul nsw i64 %10562, %b.shape1
	%10565 = add nsw i64 %10564, %10563
	%10566 = getelementptr inbounds double, double* %b, i64 %10565
	%10567 = load double, double* %10566, align 8, !noalias !3
	%10568 = fmul double %10567, %202
	%10569 = load i64, i64* %i.addr
	%10570 = load i64, i64* %k.addr
	%10571 = mul nsw i64 %10569, %a.shape1
	%10572 = add nsw i64 %10571, %10570
	%10573 = getelementptr inbounds double, double* %a, i64 %10572
	%10574 = load double, double* %10573, align 8, !noalias !2
	%10575 = fmul double %10568, %10574
	%10576 = fadd double %10561, %10575
	%10577 = load i64, i64* %i.addr
	%10578 = load i64, i64* %j.addr
	%10579 = mul nsw i64 %10577, %c.shape1
	%10580 = add nsw i64 %10579, %10578
	%10581 = getelementptr inbounds double, double* %c, i64 %10580
	store double %10576, double* %10581, align 8, !alias.scope !4
	%10582 = load i64, i64* %i.addr.1
	%10583 = load i64, i64* %j.addr.1
	%10584 = mul nsw i64 %10582, %c.shape1
	%10585 = add nsw i64 %10584, %10583
	%10586 = getelementptr inbounds double, double* %c, i64 %10585
	%10587 = load double, double* %10586, align 8, !alias.scope !4
	%10588 = load i64, i64* %j.addr.1
	%10589 = load i64, i64* %k.addr.1
	%10590 = mul nsw i64 %10588, %a.shape1
	%10591 = add nsw i64 %10590, %10589
	%10592 = getelementptr inbounds double, double* %a, i64 %10591
	%10593 = load double, double* %10592, align 8, !noalias !2
	%10594 = fmul double %10593, %202
	%10595 = load i64, i64* %i.addr.1
	%10596 = load i64, i64* %k.addr.1
	%10597 = mul nsw i64 %10595, %b.shape1
	%10598 = add nsw i64 %10597, %10596
	%10599 = getelementptr inbounds double, double* %b, i64 %10598
	%10600 = load double, double* %10599, align 8, !noalias !3
	%10601 = fmul double %10594, %10600
	%10602 = fadd double %10587, %10601
	%10603 = load i64, i64* %j.addr.1
	%10604 = load i64, i64* %k.addr.1
	%10605 = mul nsw i64 %10603, %b.shape1
	%10606 = add nsw i64 %10605, %10604
	%10607 = getelementptr inbounds double, double* %b, i64 %10606
	%10608 = load double, double* %10607, align 8, !noalias !3
	%10609 = fmul double %10608, %202
	%10610 = load i64, i64* %i.addr.1
	%10611 = load i64, i64* %k.addr.1
	%10612 = mul nsw i64 %10610, %a.shape1
	%10613 = add nsw i64 %10612, %10611
	%10614 = getelementptr inbounds double, double* %a, i64 %10613
	%10615 = load double, double* %10614, align 8, !noalias !2
	%10616 = fmul double %10609, %10615
	%10617 = fadd double %10602, %10616
	%10618 = load i64, i64* %i.addr.1
	%10619 = load i64, i64* %j.addr.1
	%10620 = mul nsw i64 %10618, %c.shape1
	%10621 = add nsw i64 %10620, %10619
	%10622 = getelementptr inbounds double, double* %c, i64 %10621
	store double %10617, double* %10622, align 8, !alias.scope !4
	%10623 = load i64, i64* %i.addr.2
	%10624 = load i64, i64* %j.addr.2
	%10625 = mul nsw i64 %10623, %c.shape1
	%10626 = add nsw i64 %10625, %10624
	%10627 = getelementptr inbounds double, double* %c, i64 %10626
	%10628 = load double, double* %10627, align 8, !alias.scope !4
	%10629 = load i64, i64* %j.addr.2
	%10630 = load i64, i64* %k.addr.2
	%10631 = mul nsw i64 %10629, %a.shape1
	%10632 = add nsw i64 %10631, %10630
	%10633 = getelementptr inbounds double, double* %a, i64 %10632
	%10634 = load double, double* %10633, align 8, !noalias !2
	%10635 = fmul double %10634, %202
	%10636 = load i64, i64* %i.addr.2
	%10637 = load i64, i64* %k.addr.2
	%10638 = mul nsw i64 %10636, %b.shape1
	%10639 = add nsw i64 %10638, %10637
	%10640 = getelementptr inbounds double, double* %b, i64 %10639
	%10641 = load double, double* %10640, align 8, !noalias !3
	%10642 = fmul double %10635, %10641
	%10643 = fadd double %10628, %10642
	%10644 = load i64, i64* %j.addr.2
	%10645 = load i64, i64* %k.addr.2
	%10646 = mul nsw i64 %10644, %b.shape1
	%10647 = add nsw i64 %10646, %10645
	%10648 = getelementptr inbounds double, double* %b, i64 %10647
	%10649 = load double, double* %10648, align 8, !noalias !3
	%10650 = fmul double %10649, %202
	%10651 = load i64, i64* %i.addr.2
	%10652 = load i64, i64* %k.addr.2
	%10653 = mul nsw i64 %10651, %a.shape1
	%10654 = add nsw i64 %10653, %10652
	%10655 = getelementptr inbounds double, double* %a, i64 %10654
	%10656 = load double, double* %10655, align 8, !noalias !2
	%10657 = fmul double %10650, %10656
	%10658 = fadd double %10643, %10657
	%10659 = load i64, i64* %i.addr.2
	%10660 = load i64, i64* %j.addr.2
	%10661 = mul nsw i64 %10659, %c.shape1
	%10662 = add nsw i64 %10661, %10660
	%10663 = getelementptr inbounds double, double* %c, i64 %10662
	store double %10658, double* %10663, align 8, !alias.scope !4
	%10664 = load i64, i64* %i.addr.3
	%10665 = load i64, i64* %j.addr.3
	%10666 = mul nsw i64 %10664, %c.shape1
	%10667 = add nsw i64 %10666, %10665
	%10668 = getelementptr inbounds double, double* %c, i64 %10667
	%10669 = load double, double* %10668, align 8, !alias.scope !4
	%10670 = load i64, i64* %j.addr.3
	%10671 = load i64, i64* %k.addr.3
	%10672 = mul nsw i64 %10670, %a.shape1
	%10673 = add nsw i64 %10672, %10671
	%10674 = getelementptr inbounds double, double* %a, i64 %10673
	%10675 = load double, double* %10674, align 8, !noalias !2
	%10676 = fmul double %10675, %202
	%10677 = load i64, i64* %i.addr.3
	%10678 = load i64, i64* %k.addr.3
	%10679 = mul nsw i64 %10677, %b.shape1
	%10680 = add nsw i64 %10679, %10678
	%10681 = getelementptr inbounds double, double* %b, i64 %10680
	%10682 = load double, double* %10681, align 8, !noalias !3
	%10683 = fmul double %10676, %10682
	%10684 = fadd double %10669, %10683
	%10685 = load i64, i64* %j.addr.3
	%10686 = load i64, i64* %k.addr.3
	%10687 = mul nsw i64 %10685, %b.shape1
	%10688 = add nsw i64 %10687, %10686
	%10689 = getelementptr inbounds double, double* %b, i64 %10688
	%10690 = load double, double* %10689, align 8, !noalias !3
	%10691 = fmul double %10690, %202
	%10692 = load i64, i64* %i.addr.3
	%10693 = load i64, i64* %k.addr.3
	%10694 = mul nsw i64 %10692, %a.shape1
	%10695 = add nsw i64 %10694, %10693
	%10696 = getelementptr inbounds double, double* %a, i64 %10695
	%10697 = load double, double* %10696, align 8, !noalias !2
	%10698 = fmul double %10691, %10697
	%10699 = fadd double %10684, %10698
	%10700 = load i64, i64* %i.addr.3
	%10701 = load i64, i64* %j.addr.3
	%10702 = mul nsw i64 %10700, %c.shape1
	%10703 = add nsw i64 %10702, %10701
	%10704 = getelementptr inbounds double, double* %c, i64 %10703
	store double %10699, double* %10704, align 8, !alias.scope !4
	br label %k.latch.16

k.latch.16:
	%10705 = add nuw i64 %k.it.16, 1
	br label %k.head.16

k.exit.16:
	br label %j.cols.latch.16

j.cols.latch.16:
	%10706 = add nuw i64 %j.cols.it.16, 4
	br label %j.cols.head.16

j.cols.exit.16:
	%10707 = icmp ugt i64 %9580, %10478
	%10708 = select i1 %10707, i64 %9580, i64 %10478
	br label %j.cols.head.17

j.cols.head.17:
	%j.cols.it.17 = phi i64 [ %10478, %j.cols.exit.16 ], [ %10771, %j.cols.latch.17 ]
	%10709 = icmp ult i64 %j.cols.it.17, %10708
	br i1 %10709, label %j.cols.body.17, label %j.cols.exit.17

j.cols.body.17:
	%10710 = add nuw nsw i64 %j.cols.it.17, 0
	%10711 = add nsw i64 0, %10710
	store i64 %9571, i64* %i.addr
	store i64 %10711, i64* %j.addr
	%10712 = load i64, i64* %i.addr
	%10713 = load i64, i64* %j.addr
	%10714 = mul nsw i64 %10712, %c.shape1
	%10715 = add nsw i64 %10714, %10713
	%10716 = getelementptr inbounds double, double* %c, i64 %10715
	%10717 = load double, double* %10716, align 8, !alias.scope !4
	%10718 = fmul double %10717, %197
	%10719 = load i64, i64* %i.addr
	%10720 = load i64, i64* %j.addr
	%10721 = mul nsw i64 %10719, %c.shape1
	%10722 = add nsw i64 %10721, %10720
	%10723 = getelementptr inbounds double, double* %c, i64 %10722
	store double %10718, double* %10723, align 8, !alias.scope !4
	%10724 = icmp slt i64 0, %m
	%10725 = sub i64 %m, 0
	%10726 = select i1 %10724, i64 %10725, i64 0
	br label %k.head.17

k.head.17:
	%k.it.17 = phi i64 [ 0, %j.cols.body.17 ], [ %10770, %k.latch.17 ]
	%10727 = icmp ult i64 %k.it.17, %10726
	br i1 %10727, label %k.body.17, label %k.exit.17

k.body.17:
	%10728 = add nsw i64 0, %k.it.17
	store i64 %10728, i64* %k.addr
	%10729 = load i64, i64* %i.addr
	%10730 = load i64, i64* %j.addr
	%10731 = mul nsw i64 %10729, %c.shape1
	%10732 = add nsw i64 %10731, %10730
	%10733 = getelementptr inbounds double, double* %c, i64 %10732
	%10734 = load double, double* %10733, align 8, !alias.scope !4
	%10735 = load i64, i64* %j.addr
	%10736 = load i64, i64* %k.addr
	%10737 = mul nsw i64 %10735, %a.shape1
	%10738 = add nsw i64 %10737, %10736
	%10739 = getelementptr inbounds double, double* %a, i64 %10738
	%10740 = load double, double* %10739, align 8, !noalias !2
	%10741 = fmul double %10740, %202
	%10742 = load i64, i64* %i.addr
	%10743 = load i64, i64* %k.addr
	%10744 = mul nsw i64 %10742, %b.shape1
	%10745 = add nsw i64 %10744, %10743
	%10746 = getelementptr inbounds double, double* %b, i64 %10745
	%10747 = load double, double* %10746, align 8, !noalias !3
	%10748 = fmul double %10741, %10747
	%10749 = fadd double %10734, %10748
	%10750 = load i64, i64* %j.addr
	%10751 = load i64, i64* %k.addr
	%10752 = mul nsw i64 %10750, %b.shape1
	%10753 = add nsw i64 %10752, %10751
	%10754 = getelementptr inbounds double, double* %b, i64 %10753
	%10755 = load double, double* %10754, align 8, !noalias !3
	%10756 = fmul double %10755, %202
	%10757 = load i64, i64* %i.addr
	%10758 = load i64, i64* %k.addr
	%10759 = mul nsw i64 %10757, %a.shape1
	%10760 = add nsw i64 %10759, %10758
	%10761 = getelementptr inbounds double, double* %a, i64 %10760
	%10762 = load double, double* %10761, align 8, !noalias !2
	%10763 = fmul double %10756, %10762
	%10764 = fadd double %10749, %10763
	%10765 = load i64, i64* %i.addr
	%10766 = load i64, i64* %j.addr
	%10767 = mul nsw i64 %10765, %c.shape1
	%10768 = add nsw i64 %10767, %10766
	%10769 = getelementptr inbounds double, double* %c, i64 %10768
	store double %10764, double* %10769, align 8, !alias.scope !4
	br label %k.latch.17

k.latch.17:
	%10770 = add nuw i64 %k.it.17, 1
	br label %k.head.17

k.exit.17:
	br label %j.cols.latch.17

j.cols.latch.17:
	%10771 = add nuw i64 %j.cols.it.17, 1
	br label %j.cols.head.17

j.cols.exit.17:
	br label %i.rest.latch

i.rest.latch:
	%10772 = add nuw i64 %i.rest.it, 1
	br label %i.rest.head

i.rest.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna syr2k_l14"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
