; alpyna module gemm_l15
source_filename = "benchmarks/gemm.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemm_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind "prefer-vector-width"="512" {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 2
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%i.addr.1 = alloca i64
	%5 = load i64, i64* %i.addr
	store i64 %5, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%6 = load i64, i64* %j.addr
	store i64 %6, i64* %j.addr.1
	%acc.addr.1 = alloca double
	%7 = load double, double* %acc.addr
	store double %7, double* %acc.addr.1
	%k.addr.1 = alloca i64
	%8 = load i64, i64* %k.addr
	store i64 %8, i64* %k.addr.1
	%i.addr.2 = alloca i64
	%9 = load i64, i64* %i.addr
	store i64 %9, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%10 = load i64, i64* %j.addr
	store i64 %10, i64* %j.addr.2
	%acc.addr.2 = alloca double
	%11 = load double, double* %acc.addr
	store double %11, double* %acc.addr.2
	%k.addr.2 = alloca i64
	%12 = load i64, i64* %k.addr
	store i64 %12, i64* %k.addr.2
	%i.addr.3 = alloca i64
	%13 = load i64, i64* %i.addr
	store i64 %13, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%14 = load i64, i64* %j.addr
	store i64 %14, i64* %j.addr.3
	%acc.addr.3 = alloca double
	%15 = load double, double* %acc.addr
	store double %15, double* %acc.addr.3
	%k.addr.3 = alloca i64
	%16 = load i64, i64* %k.addr
	store i64 %16, i64* %k.addr.3
	%i.addr.4 = alloca i64
	%17 = load i64, i64* %i.addr
	store i64 %17, i64* %i.addr.4
	%j.addr.4 = alloca i64
	%18 = load i64, i64* %j.addr
	store i64 %18, i64* %j.addr.4
	%acc.addr.4 = alloca double
	%19 = load double, double* %acc.addr
	store double %19, double* %acc.addr.4
	%k.addr.4 = alloca i64
	%20 = load i64, i64* %k.addr
	store i64 %20, i64* %k.addr.4
	%i.addr.5 = alloca i64
	%21 = load i64, i64* %i.addr
	store i64 %21, i64* %i.addr.5
	%j.addr.5 = alloca i64
	%22 = load i64, i64* %j.addr
	store i64 %22, i64* %j.addr.5
	%acc.addr.5 = alloca double
	%23 = load double, double* %acc.addr
	store double %23, double* %acc.addr.5
	%k.addr.5 = alloca i64
	%24 = load i64, i64* %k.addr
	store i64 %24, i64* %k.addr.5
	%i.addr.6 = alloca i64
	%25 = load i64, i64* %i.addr
	store i64 %25, i64* %i.addr.6
	%j.addr.6 = alloca i64
	%26 = load i64, i64* %j.addr
	store i64 %26, i64* %j.addr.6
	%acc.addr.6 = alloca double
	%27 = load double, double* %acc.addr
	store double %27, double* %acc.addr.6
	%k.addr.6 = alloca i64
	%28 = load i64, i64* %k.addr
	store i64 %28, i64* %k.addr.6
	%i.addr.7 = alloca i64
	%29 = load i64, i64* %i.addr
	store i64 %29, i64* %i.addr.7
	%j.addr.7 = alloca i64
	%30 = load i64, i64* %j.addr
	store i64 %30, i64* %j.addr.7
	%acc.addr.7 = alloca double
	%31 = load double, double* %acc.addr
	store double %31, double* %acc.addr.7
	%k.addr.7 = alloca i64
	%32 = load i64, i64* %k.addr
	store i64 %32, i64* %k.addr.7
	%i.addr.8 = alloca i64
	%33 = load i64, i64* %i.addr
	store i64 %33, i64* %i.addr.8
	%j.addr.8 = alloca i64
	%34 = load i64, i64* %j.addr
	store i64 %34, i64* %j.addr.8
	%acc.addr.8 = alloca double
	%35 = load double, double* %acc.addr
	store double %35, double* %acc.addr.8
	%k.addr.8 = alloca i64
	%36 = load i64, i64* %k.addr
	store i64 %36, i64* %k.addr.8
	%i.addr.9 = alloca i64
	%37 = load i64, i64* %i.addr
	store i64 %37, i64* %i.addr.9
	%j.addr.9 = alloca i64
	%38 = load i64, i64* %j.addr
	store i64 %38, i64* %j.addr.9
	%acc.addr.9 = alloca double
	%39 = load double, double* %acc.addr
	store double %39, double* %acc.addr.9
	%k.addr.9 = alloca i64
	%40 = load i64, i64* %k.addr
	store i64 %40, i64* %k.addr.9
	%i.addr.10 = alloca i64
	%41 = load i64, i64* %i.addr
	store i64 %41, i64* %i.addr.10
	%j.addr.10 = alloca i64
	%42 = load i64, i64* %j.addr
	store i64 %42, i64* %j.addr.10
	%acc.addr.10 = alloca double
	%43 = load double, double* %acc.addr
	store double %43, double* %acc.addr.10
	%k.addr.10 = alloca i64
	%44 = load i64, i64* %k.addr
	store i64 %44, i64* %k.addr.10
	%i.addr.11 = alloca i64
	%45 = load i64, i64* %i.addr
	store i64 %45, i64* %i.addr.11
	%j.addr.11 = alloca i64
	%46 = load i64, i64* %j.addr
	store i64 %46, i64* %j.addr.11
	%acc.addr.11 = alloca double
	%47 = load double, double* %acc.addr
	store double %47, double* %acc.addr.11
	%k.addr.11 = alloca i64
	%48 = load i64, i64* %k.addr
	store i64 %48, i64* %k.addr.11
	%i.addr.12 = alloca i64
	%49 = load i64, i64* %i.addr
	store i64 %49, i64* %i.addr.12
	%j.addr.12 = alloca i64
	%50 = load i64, i64* %j.addr
	store i64 %50, i64* %j.addr.12
	%acc.addr.12 = alloca double
	%51 = load double, double* %acc.addr
	store double %51, double* %acc.addr.12
	%k.addr.12 = alloca i64
	%52 = load i64, i64* %k.addr
	store i64 %52, i64* %k.addr.12
	%i.addr.13 = alloca i64
	%53 = load i64, i64* %i.addr
	store i64 %53, i64* %i.addr.13
	%j.addr.13 = alloca i64
	%54 = load i64, i64* %j.addr
	store i64 %54, i64* %j.addr.13
	%acc.addr.13 = alloca double
	%55 = load double, double* %acc.addr
	store double %55, double* %acc.addr.13
	%k.addr.13 = alloca i64
	%56 = load i64, i64* %k.addr
	store i64 %56, i64* %k.addr.13
	%i.addr.14 = alloca i64
	%57 = load i64, i64* %i.addr
	store i64 %57, i64* %i.addr.14
	%j.addr.14 = alloca i64
	%58 = load i64, i64* %j.addr
	store i64 %58, i64* %j.addr.14
	%acc.addr.14 = alloca double
	%59 = load double, double* %acc.addr
	store double %59, double* %acc.addr.14
	%k.addr.14 = alloca i64
	%60 = load i64, i64* %k.addr
	store i64 %60, i64* %k.addr.14
	%i.addr.15 = alloca i64
	%61 = load i64, i64* %i.addr
	store i64 %61, i64* %i.addr.15
	%j.addr.15 = alloca i64
	%62 = load i64, i64* %j.addr
	store i64 %62, i64* %j.addr.15
	%acc.addr.15 = alloca double
	%63 = load double, double* %acc.addr
	store double %63, double* %acc.addr.15
	%k.addr.15 = alloca i64
	%64 = load i64, i64* %k.addr
	store i64 %64, i64* %k.addr.15
	%i.addr.16 = alloca i64
	%65 = load i64, i64* %i.addr
	store i64 %65, i64* %i.addr.16
	%j.addr.16 = alloca i64
	%66 = load i64, i64* %j.addr
	store i64 %66, i64* %j.addr.16
	%acc.addr.16 = alloca double
	%67 = load double, double* %acc.addr
	store double %67, double* %acc.addr.16
	%k.addr.16 = alloca i64
	%68 = load i64, i64* %k.addr
	store i64 %68, i64* %k.addr.16
	%i.addr.17 = alloca i64
	%69 = load i64, i64* %i.addr
	store i64 %69, i64* %i.addr.17
	%j.addr.17 = alloca i64
	%70 = load i64, i64* %j.addr
	store i64 %70, i64* %j.addr.17
	%acc.addr.17 = alloca double
	%71 = load double, double* %acc.addr
	store double %71, double* %acc.addr.17
	%k.addr.17 = alloca i64
	%72 = load i64, i64* %k.addr
	store i64 %72, i64* %k.addr.17
	%i.addr.18 = alloca i64
	%73 = load i64, i64* %i.addr
	store i64 %73, i64* %i.addr.18
	%j.addr.18 = alloca i64
	%74 = load i64, i64* %j.addr
	store i64 %74, i64* %j.addr.18
	%acc.addr.18 = alloca double
	%75 = load double, double* %acc.addr
	store double %75, double* %acc.addr.18
	%k.addr.18 = alloca i64
	%76 = load i64, i64* %k.addr
	store i64 %76, i64* %k.addr.18
	%i.addr.19 = alloca i64
	%77 = load i64, i64* %i.addr
	store i64 %77, i64* %i.addr.19
	%j.addr.19 = alloca i64
	%78 = load i64, i64* %j.addr
	store i64 %78, i64* %j.addr.19
	%acc.addr.19 = alloca double
	%79 = load double, double* %acc.addr
	store double %79, double* %acc.addr.19
	%k.addr.19 = alloca i64
	%80 = load i64, i64* %k.addr
	store i64 %80, i64* %k.addr.19
	%i.addr.20 = alloca i64
	%81 = load i64, i64* %i.addr
	store i64 %81, i64* %i.addr.20
	%j.addr.20 = alloca i64
	%82 = load i64, i64* %j.addr
	store i64 %82, i64* %j.addr.20
	%acc.addr.20 = alloca double
	%83 = load double, double* %acc.addr
	store double %83, double* %acc.addr.20
	%k.addr.20 = alloca i64
	%84 = load i64, i64* %k.addr
	store i64 %84, i64* %k.addr.20
	%i.addr.21 = alloca i64
	%85 = load i64, i64* %i.addr
	store i64 %85, i64* %i.addr.21
	%j.addr.21 = alloca i64
	%86 = load i64, i64* %j.addr
	store i64 %86, i64* %j.addr.21
	%acc.addr.21 = alloca double
	%87 = load double, double* %acc.addr
	store double %87, double* %acc.addr.21
	%k.addr.21 = alloca i64
	%88 = load i64, i64* %k.addr
	store i64 %88, i64* %k.addr.21
	%i.addr.22 = alloca i64
	%89 = load i64, i64* %i.addr
	store i64 %89, i64* %i.addr.22
	%j.addr.22 = alloca i64
	%90 = load i64, i64* %j.addr
	store i64 %90, i64* %j.addr.22
	%acc.addr.22 = alloca double
	%91 = load double, double* %acc.addr
	store double %91, double* %acc.addr.22
	%k.addr.22 = alloca i64
	%92 = load i64, i64* %k.addr
	store i64 %92, i64* %k.addr.22
	%i.addr.23 = alloca i64
	%93 = load i64, i64* %i.addr
	store i64 %93, i64* %i.addr.23
	%j.addr.23 = alloca i64
	%94 = load i64, i64* %j.addr
	store i64 %94, i64* %j.addr.23
	%acc.addr.23 = alloca double
	%95 = load double, double* %acc.addr
	store double %95, double* %acc.addr.23
	%k.addr.23 = alloca i64
	%96 = load i64, i64* %k.addr
	store i64 %96, i64* %k.addr.23
	%i.addr.24 = alloca i64
	%97 = load i64, i64* %i.addr
	store i64 %97, i64* %i.addr.24
	%j.addr.24 = alloca i64
	%98 = load i64, i64* %j.addr
	store i64 %98, i64* %j.addr.24
	%acc.addr.24 = alloca double
	%99 = load double, double* %acc.addr
	store double %99, double* %acc.addr.24
	%k.addr.24 = alloca i64
	%100 = load i64, i64* %k.addr
	store i64 %100, i64* %k.addr.24
	%i.addr.25 = alloca i64
	%101 = load i64, i64* %i.addr
	store i64 %101, i64* %i.addr.25
	%j.addr.25 = alloca i64
	%102 = load i64, i64* %j.addr
	store i64 %102, i64* %j.addr.25
	%acc.addr.25 = alloca double
	%103 = load double, double* %acc.addr
	store double %103, double* %acc.addr.25
	%k.addr.25 = alloca i64
	%104 = load i64, i64* %k.addr
	store i64 %104, i64* %k.addr.25
	%i.addr.26 = alloca i64
	%105 = load i64, i64* %i.addr
	store i64 %105, i64* %i.addr.26
	%j.addr.26 = alloca i64
	%106 = load i64, i64* %j.addr
	store i64 %106, i64* %j.addr.26
	%acc.addr.26 = alloca double
	%107 = load double, double* %acc.addr
	store double %107, double* %acc.addr.26
	%k.addr.26 = alloca i64
	%108 = load i64, i64* %k.addr
	store i64 %108, i64* %k.addr.26
	%i.addr.27 = alloca i64
	%109 = load i64, i64* %i.addr
	store i64 %109, i64* %i.addr.27
	%j.addr.27 = alloca i64
	%110 = load i64, i64* %j.addr
	store i64 %110, i64* %j.addr.27
	%acc.addr.27 = alloca double
	%111 = load double, double* %acc.addr
	store double %111, double* %acc.addr.27
	%k.addr.27 = alloca i64
	%112 = load i64, i64* %k.addr
	store i64 %112, i64* %k.addr.27
	%i.addr.28 = alloca i64
	%113 = load i64, i64* %i.addr
	store i64 %113, i64* %i.addr.28
	%j.addr.28 = alloca i64
	%114 = load i64, i64* %j.addr
	store i64 %114, i64* %j.addr.28
	%acc.addr.28 = alloca double
	%115 = load double, double* %acc.addr
	store double %115, double* %acc.addr.28
	%k.addr.28 = alloca i64
	%116 = load i64, i64* %k.addr
	store i64 %116, i64* %k.addr.28
	%i.addr.29 = alloca i64
	%117 = load i64, i64* %i.addr
	store i64 %117, i64* %i.addr.29
	%j.addr.29 = alloca i64
	%118 = load i64, i64* %j.addr
	store i64 %118, i64* %j.addr.29
	%acc.addr.29 = alloca double
	%119 = load double, double* %acc.addr
	store double %119, double* %acc.addr.29
	%k.addr.29 = alloca i64
	%120 = load i64, i64* %k.addr
	store i64 %120, i64* %k.addr.29
	%i.addr.30 = alloca i64
	%121 = load i64, i64* %i.addr
	store i64 %121, i64* %i.addr.30
	%j.addr.30 = alloca i64
	%122 = load i64, i64* %j.addr
	store i64 %122, i64* %j.addr.30
	%acc.addr.30 = alloca double
	%123 = load double, double* %acc.addr
	store double %123, double* %acc.addr.30
	%k.addr.30 = alloca i64
	%124 = load i64, i64* %k.addr
	store i64 %124, i64* %k.addr.30
	%i.addr.31 = alloca i64
	%125 = load i64, i64* %i.addr
	store i64 %125, i64* %i.addr.31
	%j.addr.31 = alloca i64
	%126 = load i64, i64* %j.addr
	store i64 %126, i64* %j.addr.31
	%acc.addr.31 = alloca double
	%127 = load double, double* %acc.addr
	store double %127, double* %acc.addr.31
	%k.addr.31 = alloca i64
	%128 = load i64, i64* %k.addr
	store i64 %128, i64* %k.addr.31
	%i.addr.32 = alloca i64
	%129 = load i64, i64* %i.addr
	store i64 %129, i64* %i.addr.32
	%j.addr.32 = alloca i64
	%130 = load i64, i64* %j.addr
	store i64 %130, i64* %j.addr.32
	%acc.addr.32 = alloca double
	%131 = load double, double* %acc.addr
	store double %131, double* %acc.addr.32
	%k.addr.32 = alloca i64
	%132 = load i64, i64* %k.addr
	store i64 %132, i64* %k.addr.32
	%i.addr.33 = alloca i64
	%133 = load i64, i64* %i.addr
	store i64 %133, i64* %i.addr.33
	%j.addr.33 = alloca i64
	%134 = load i64, i64* %j.addr
	store i64 %134, i64* %j.addr.33
	%acc.addr.33 = alloca double
	%135 = load double, double* %acc.addr
	store double %135, double* %acc.addr.33
	%k.addr.33 = alloca i64
	%136 = load i64, i64* %k.addr
	store i64 %136, i64* %k.addr.33
	%i.addr.34 = alloca i64
	%137 = load i64, i64* %i.addr
	store i64 %137, i64* %i.addr.34
	%j.addr.34 = alloca i64
	%138 = load i64, i64* %j.addr
	store i64 %138, i64* %j.addr.34
	%acc.addr.34 = alloca double
	%139 = load double, double* %acc.addr
	store double %139, double* %acc.addr.34
	%k.addr.34 = alloca i64
	%140 = load i64, i64* %k.addr
	store i64 %140, i64* %k.addr.34
	%i.addr.35 = alloca i64
	%141 = load i64, i64* %i.addr
	store i64 %141, i64* %i.addr.35
	%j.addr.35 = alloca i64
	%142 = load i64, i64* %j.addr
	store i64 %142, i64* %j.addr.35
	%acc.addr.35 = alloca double
	%143 = load double, double* %acc.addr
	store double %143, double* %acc.addr.35
	%k.addr.35 = alloca i64
	%144 = load i64, i64* %k.addr
	store i64 %144, i64* %k.addr.35
	%i.addr.36 = alloca i64
	%145 = load i64, i64* %i.addr
	store i64 %145, i64* %i.addr.36
	%j.addr.36 = alloca i64
	%146 = load i64, i64* %j.addr
	store i64 %146, i64* %j.addr.36
	%acc.addr.36 = alloca double
	%147 = load double, double* %acc.addr
	store double %147, double* %acc.addr.36
	%k.addr.36 = alloca i64
	%148 = load i64, i64* %k.addr
	store i64 %148, i64* %k.addr.36
	%i.addr.37 = alloca i64
	%149 = load i64, i64* %i.addr
	store i64 %149, i64* %i.addr.37
	%j.addr.37 = alloca i64
	%150 = load i64, i64* %j.addr
	store i64 %150, i64* %j.addr.37
	%acc.addr.37 = alloca double
	%151 = load double, double* %acc.addr
	store double %151, double* %acc.addr.37
	%k.addr.37 = alloca i64
	%152 = load i64, i64* %k.addr
	store i64 %152, i64* %k.addr.37
	%i.addr.38 = alloca i64
	%153 = load i64, i64* %i.addr
	store i64 %153, i64* %i.addr.38
	%j.addr.38 = alloca i64
	%154 = load i64, i64* %j.addr
	store i64 %154, i64* %j.addr.38
	%acc.addr.38 = alloca double
	%155 = load double, double* %acc.addr
	store double %155, double* %acc.addr.38
	%k.addr.38 = alloca i64
	%156 = load i64, i64* %k.addr
	store i64 %156, i64* %k.addr.38
	%i.addr.39 = alloca i64
	%157 = load i64, i64* %i.addr
	store i64 %157, i64* %i.addr.39
	%j.addr.39 = alloca i64
	%158 = load i64, i64* %j.addr
	store i64 %158, i64* %j.addr.39
	%acc.addr.39 = alloca double
	%159 = load double, double* %acc.addr
	store double %159, double* %acc.addr.39
	%k.addr.39 = alloca i64
	%160 = load i64, i64* %k.addr
	store i64 %160, i64* %k.addr.39
	%i.addr.40 = alloca i64
	%161 = load i64, i64* %i.addr
	store i64 %161, i64* %i.addr.40
	%j.addr.40 = alloca i64
	%162 = load i64, i64* %j.addr
	store i64 %162, i64* %j.addr.40
	%acc.addr.40 = alloca double
	%163 = load double, double* %acc.addr
	store double %163, double* %acc.addr.40
	%k.addr.40 = alloca i64
	%164 = load i64, i64* %k.addr
	store i64 %164, i64* %k.addr.40
	%i.addr.41 = alloca i64
	%165 = load i64, i64* %i.addr
	store i64 %165, i64* %i.addr.41
	%j.addr.41 = alloca i64
	%166 = load i64, i64* %j.addr
	store i64 %166, i64* %j.addr.41
	%acc.addr.41 = alloca double
	%167 = load double, double* %acc.addr
	store double %167, double* %acc.addr.41
	%k.addr.41 = alloca i64
	%168 = load i64, i64* %k.addr
	store i64 %168, i64* %k.addr.41
	%i.addr.42 = alloca i64
	%169 = load i64, i64* %i.addr
	store i64 %169, i64* %i.addr.42
	%j.addr.42 = alloca i64
	%170 = load i64, i64* %j.addr
	store i64 %170, i64* %j.addr.42
	%acc.addr.42 = alloca double
	%171 = load double, double* %acc.addr
	store double %171, double* %acc.addr.42
	%k.addr.42 = alloca i64
	%172 = load i64, i64* %k.addr
	store i64 %172, i64* %k.addr.42
	%i.addr.43 = alloca i64
	%173 = load i64, i64* %i.addr
	store i64 %173, i64* %i.addr.43
	%j.addr.43 = alloca i64
	%174 = load i64, i64* %j.addr
	store i64 %174, i64* %j.addr.43
	%acc.addr.43 = alloca double
	%175 = load double, double* %acc.addr
	store double %175, double* %acc.addr.43
	%k.addr.43 = alloca i64
	%176 = load i64, i64* %k.addr
	store i64 %176, i64* %k.addr.43
	%i.addr.44 = alloca i64
	%177 = load i64, i64* %i.addr
	store i64 %177, i64* %i.addr.44
	%j.addr.44 = alloca i64
	%178 = load i64, i64* %j.addr
	store i64 %178, i64* %j.addr.44
	%acc.addr.44 = alloca double
	%179 = load double, double* %acc.addr
	store double %179, double* %acc.addr.44
	%k.addr.44 = alloca i64
	%180 = load i64, i64* %k.addr
	store i64 %180, i64* %k.addr.44
	%i.addr.45 = alloca i64
	%181 = load i64, i64* %i.addr
	store i64 %181, i64* %i.addr.45
	%j.addr.45 = alloca i64
	%182 = load i64, i64* %j.addr
	store i64 %182, i64* %j.addr.45
	%acc.addr.45 = alloca double
	%183 = load double, double* %acc.addr
	store double %183, double* %acc.addr.45
	%k.addr.45 = alloca i64
	%184 = load i64, i64* %k.addr
	store i64 %184, i64* %k.addr.45
	%i.addr.46 = alloca i64
	%185 = load i64, i64* %i.addr
	store i64 %185, i64* %i.addr.46
	%j.addr.46 = alloca i64
	%186 = load i64, i64* %j.addr
	store i64 %186, i64* %j.addr.46
	%acc.addr.46 = alloca double
	%187 = load double, double* %acc.addr
	store double %187, double* %acc.addr.46
	%k.addr.46 = alloca i64
	%188 = load i64, i64* %k.addr
	store i64 %188, i64* %k.addr.46
	%i.addr.47 = alloca i64
	%189 = load i64, i64* %i.addr
	store i64 %189, i64* %i.addr.47
	%j.addr.47 = alloca i64
	%190 = load i64, i64* %j.addr
	store i64 %190, i64* %j.addr.47
	%acc.addr.47 = alloca double
	%191 = load double, double* %acc.addr
	store double %191, double* %acc.addr.47
	%k.addr.47 = alloca i64
	%192 = load i64, i64* %k.addr
	store i64 %192, i64* %k.addr.47
	%i.addr.48 = alloca i64
	%193 = load i64, i64* %i.addr
	store i64 %193, i64* %i.addr.48
	%j.addr.48 = alloca i64
	%194 = load i64, i64* %j.addr
	store i64 %194, i64* %j.addr.48
	%acc.addr.48 = alloca double
	%195 = load double, double* %acc.addr
	store double %195, double* %acc.addr.48
	%k.addr.48 = alloca i64
	%196 = load i64, i64* %k.addr
	store i64 %196, i64* %k.addr.48
	%i.addr.49 = alloca i64
	%197 = load i64, i64* %i.addr
	store i64 %197, i64* %i.addr.49
	%j.addr.49 = alloca i64
	%198 = load i64, i64* %j.addr
	store i64 %198, i64* %j.addr.49
	%acc.addr.49 = alloca double
	%199 = load double, double* %acc.addr
	store double %199, double* %acc.addr.49
	%k.addr.49 = alloca i64
	%200 = load i64, i64* %k.addr
	store i64 %200, i64* %k.addr.49
	%i.addr.50 = alloca i64
	%201 = load i64, i64* %i.addr
	store i64 %201, i64* %i.addr.50
	%j.addr.50 = alloca i64
	%202 = load i64, i64* %j.addr
	store i64 %202, i64* %j.addr.50
	%acc.addr.50 = alloca double
	%203 = load double, double* %acc.addr
	store double %203, double* %acc.addr.50
	%k.addr.50 = alloca i64
	%204 = load i64, i64* %k.addr
	store i64 %204, i64* %k.addr.50
	%i.addr.51 = alloca i64
	%205 = load i64, i64* %i.addr
	store i64 %205, i64* %i.addr.51
	%j.addr.51 = alloca i64
	%206 = load i64, i64* %j.addr
	store i64 %206, i64* %j.addr.51
	%acc.addr.51 = alloca double
	%207 = load double, double* %acc.addr
	store double %207, double* %acc.addr.51
	%k.addr.51 = alloca i64
	%208 = load i64, i64* %k.addr
	store i64 %208, i64* %k.addr.51
	%i.addr.52 = alloca i64
	%209 = load i64, i64* %i.addr
	store i64 %209, i64* %i.addr.52
	%j.addr.52 = alloca i64
	%210 = load i64, i64* %j.addr
	store i64 %210, i64* %j.addr.52
	%acc.addr.52 = alloca double
	%211 = load double, double* %acc.addr
	store double %211, double* %acc.addr.52
	%k.addr.52 = alloca i64
	%212 = load i64, i64* %k.addr
	store i64 %212, i64* %k.addr.52
	%i.addr.53 = alloca i64
	%213 = load i64, i64* %i.addr
	store i64 %213, i64* %i.addr.53
	%j.addr.53 = alloca i64
	%214 = load i64, i64* %j.addr
	store i64 %214, i64* %j.addr.53
	%acc.addr.53 = alloca double
	%215 = load double, double* %acc.addr
	store double %215, double* %acc.addr.53
	%k.addr.53 = alloca i64
	%216 = load i64, i64* %k.addr
	store i64 %216, i64* %k.addr.53
	%i.addr.54 = alloca i64
	%217 = load i64, i64* %i.addr
	store i64 %217, i64* %i.addr.54
	%j.addr.54 = alloca i64
	%218 = load i64, i64* %j.addr
	store i64 %218, i64* %j.addr.54
	%acc.addr.54 = alloca double
	%219 = load double, double* %acc.addr
	store double %219, double* %acc.addr.54
	%k.addr.54 = alloca i64
	%220 = load i64, i64* %k.addr
	store i64 %220, i64* %k.addr.54
	%i.addr.55 = alloca i64
	%221 = load i64, i64* %i.addr
	store i64 %221, i64* %i.addr.55
	%j.addr.55 = alloca i64
	%222 = load i64, i64* %j.addr
	store i64 %222, i64* %j.addr.55
	%acc.addr.55 = alloca double
	%223 = load double, double* %acc.addr
	store double %223, double* %acc.addr.55
	%k.addr.55 = alloca i64
	%224 = load i64, i64* %k.addr
	store i64 %224, i64* %k.addr.55
	%i.addr.56 = alloca i64
	%225 = load i64, i64* %i.addr
	store i64 %225, i64* %i.addr.56
	%j.addr.56 = alloca i64
	%226 = load i64, i64* %j.addr
	store i64 %226, i64* %j.addr.56
	%acc.addr.56 = alloca double
	%227 = load double, double* %acc.addr
	store double %227, double* %acc.addr.56
	%k.addr.56 = alloca i64
	%228 = load i64, i64* %k.addr
	store i64 %228, i64* %k.addr.56
	%i.addr.57 = alloca i64
	%229 = load i64, i64* %i.addr
	store i64 %229, i64* %i.addr.57
	%j.addr.57 = alloca i64
	%230 = load i64, i64* %j.addr
	store i64 %230, i64* %j.addr.57
	%acc.addr.57 = alloca double
	%231 = load double, double* %acc.addr
	store double %231, double* %acc.addr.57
	%k.addr.57 = alloca i64
	%232 = load i64, i64* %k.addr
	store i64 %232, i64* %k.addr.57
	%i.addr.58 = alloca i64
	%233 = load i64, i64* %i.addr
	store i64 %233, i64* %i.addr.58
	%j.addr.58 = alloca i64
	%234 = load i64, i64* %j.addr
	store i64 %234, i64* %j.addr.58
	%acc.addr.58 = alloca double
	%235 = load double, double* %acc.addr
	store double %235, double* %acc.addr.58
	%k.addr.58 = alloca i64
	%236 = load i64, i64* %k.addr
	store i64 %236, i64* %k.addr.58
	%i.addr.59 = alloca i64
	%237 = load i64, i64* %i.addr
	store i64 %237, i64* %i.addr.59
	%j.addr.59 = alloca i64
	%238 = load i64, i64* %j.addr
	store i64 %238, i64* %j.addr.59
	%acc.addr.59 = alloca double
	%239 = load double, double* %acc.addr
	store double %239, double* %acc.addr.59
	%k.addr.59 = alloca i64
	%240 = load i64, i64* %k.addr
	store i64 %240, i64* %k.addr.59
	%i.addr.60 = alloca i64
	%241 = load i64, i64* %i.addr
	store i64 %241, i64* %i.addr.60
	%j.addr.60 = alloca i64
	%242 = load i64, i64* %j.addr
	store i64 %242, i64* %j.addr.60
	%acc.addr.60 = alloca double
	%243 = load double, double* %acc.addr
	store double %243, double* %acc.addr.60
	%k.addr.60 = alloca i64
	%244 = load i64, i64* %k.addr
	store i64 %244, i64* %k.addr.60
	%i.addr.61 = alloca i64
	%245 = load i64, i64* %i.addr
	store i64 %245, i64* %i.addr.61
	%j.addr.61 = alloca i64
	%246 = load i64, i64* %j.addr
	store i64 %246, i64* %j.addr.61
	%acc.addr.61 = alloca double
	%247 = load double, double* %acc.addr
	store double %247, double* %acc.addr.61
	%k.addr.61 = alloca i64
	%248 = load i64, i64* %k.addr
	store i64 %248, i64* %k.addr.61
	%i.addr.62 = alloca i64
	%249 = load i64, i64* %i.addr
	store i64 %249, i64* %i.addr.62
	%j.addr.62 = alloca i64
	%250 = load i64, i64* %j.addr
	store i64 %250, i64* %j.addr.62
	%acc.addr.62 = alloca double
	%251 = load double, double* %acc.addr
	store double %251, double* %acc.addr.62
	%k.addr.62 = alloca i64
	%252 = load i64, i64* %k.addr
	store i64 %252, i64* %k.addr.62
	%i.addr.63 = alloca i64
	%253 = load i64, i64* %i.addr
	store i64 %253, i64* %i.addr.63
	%j.addr.63 = alloca i64
	%254 = load i64, i64* %j.addr
	store i64 %254, i64* %j.addr.63
	%acc.addr.63 = alloca double
	%255 = load double, double* %acc.addr
	store double %255, double* %acc.addr.63
	%k.addr.63 = alloca i64
	%256 = load i64, i64* %k.addr
	store i64 %256, i64* %k.addr.63
	%257 = getelementptr inbounds i64, i64* %args, i64 8
	%b.shape1 = load i64, i64* %257, align 8
	%258 = getelementptr inbounds i64, i64* %args, i64 6
	%b.data = load i64, i64* %258, align 8
	%b = inttoptr i64 %b.data to double*
	%259 = getelementptr inbounds i64, i64* %args, i64 5
	%a.shape1 = load i64, i64* %259, align 8
	%260 = getelementptr inbounds i64, i64* %args, i64 3
	%a.data = load i64, i64* %260, align 8
	%a = inttoptr i64 %a.data to double*
	%261 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %261, align 8
	%262 = bitcast i64 %alpha to double
	%263 = getelementptr inbounds i64, i64* %args, i64 1
	%beta = load i64, i64* %263, align 8
	%264 = bitcast i64 %beta to double
	%265 = getelementptr inbounds i64, i64* %args, i64 11
	%c.shape1 = load i64, i64* %265, align 8
	%266 = getelementptr inbounds i64, i64* %args, i64 9
	%c.data = load i64, i64* %266, align 8
	%c = inttoptr i64 %c.data to double*
	br label %start

start:
	%267 = icmp slt i64 0, %n
	%268 = sub i64 %n, 0
	%269 = select i1 %267, i64 %268, i64 0
	%270 = icmp slt i64 %i.from, 0
	%271 = select i1 %270, i64 0, i64 %i.from
	%272 = icmp slt i64 %i.to, 0
	%273 = select i1 %272, i64 0, i64 %i.to
	%274 = icmp ult i64 %269, %273
	%275 = select i1 %274, i64 %269, i64 %273
	%276 = icmp slt i64 0, %n
	%277 = sub i64 %n, 0
	%278 = select i1 %276, i64 %277, i64 0
	%279 = icmp slt i64 %j.from, 0
	%280 = select i1 %279, i64 0, i64 %j.from
	%281 = icmp slt i64 %j.to, 0
	%282 = select i1 %281, i64 0, i64 %j.to
	%283 = icmp ult i64 %278, %282
	%284 = select i1 %283, i64 %278, i64 %282
	%285 = icmp slt i64 0, %n
	%286 = sub i64 %n, 0
	%287 = select i1 %285, i64 %286, i64 0
	%288 = mul i64 %287, 8
	%289 = icmp ugt i64 %288, 1
	%290 = select i1 %289, i64 %288, i64 1
	%291 = udiv i64 u0x8000, %290
	%292 = and i64 %291, -16
	%293 = icmp ugt i64 %292, 16
	%294 = select i1 %293, i64 %292, i64 16
	%295 = icmp ne i64 %292, 0
	%296 = icmp ult i64 %271, %275
	%297 = icmp slt i64 0, %n
	%298 = sub i64 %n, 0
	%299 = select i1 %297, i64 %298, i64 0
	%300 = mul i64 %294, %299
	%301 = and i1 %295, %296
	%302 = mul i64 %300, 1
	%303 = mul i64 %302, 8
	%304 = select i1 %301, i64 %303, i64 0
	br i1 %301, label %pack.alloc, label %pack.ready

pack.alloc:
	%305 = call i8* @aligned_alloc(i64 64, i64 %304)
	br label %pack.ready

pack.ready:
	%306 = phi i8* [ %305, %pack.alloc ], [ null, %start ]
	%307 = icmp ne i8* %306, null
	%308 = bitcast i8* %306 to double*
	%309 = icmp ugt i64 %275, %271
	%310 = sub i64 %275, %271
	%311 = select i1 %309, i64 %310, i64 0
	%312 = and i64 %311, -4
	%313 = add nuw i64 %271, %312
	br label %j.panel.head

j.panel.head:
	%j.panel.it = phi i64 [ %280, %pack.ready ], [ %5744, %j.panel.latch ]
	%314 = icmp ult i64 %j.panel.it, %284
	br i1 %314, label %j.panel.body, label %j.panel.exit

j.panel.body:
	%315 = add nuw i64 %j.panel.it, %294
	%316 = icmp ult i64 %315, %284
	%317 = select i1 %316, i64 %315, i64 %284
	br i1 %307, label %pack, label %pack.end

pack:
	%318 = icmp ugt i64 %317, %j.panel.it
	%319 = sub i64 %317, %j.panel.it
	%320 = select i1 %318, i64 %319, i64 0
	%321 = and i64 %320, -16
	%322 = add nuw i64 %j.panel.it, %321
	br label %j.pack.head

j.pack.head:
	%j.pack.it = phi i64 [ %j.panel.it, %pack ], [ %523, %j.pack.latch ]
	%323 = icmp ult i64 %j.pack.it, %322
	br i1 %323, label %j.pack.body, label %j.pack.exit

j.pack.body:
	%324 = sub i64 %j.pack.it, %j.panel.it
	%325 = mul i64 %324, %299
	br label %k.pack.head

k.pack.head:
	%k.pack.it = phi i64 [ 0, %j.pack.body ], [ %522, %k.pack.latch ]
	%326 = icmp ult i64 %k.pack.it, %299
	br i1 %326, label %k.pack.body, label %k.pack.exit

k.pack.body:
	%327 = add nsw i64 0, %k.pack.it
	store i64 %327, i64* %k.addr
	%328 = mul i64 %k.pack.it, 16
	%329 = add nuw i64 %325, %328
	%330 = add nuw nsw i64 %j.pack.it, 0
	%331 = add nsw i64 0, %330
	store i64 %331, i64* %j.addr
	%332 = load i64, i64* %k.addr
	%333 = load i64, i64* %j.addr
	%334 = mul nsw i64 %332, %b.shape1
	%335 = add nsw i64 %334, %333
	%336 = getelementptr inbounds double, double* %b, i64 %335
	%337 = load double, double* %336, align 8, !noalias !3
	%338 = mul i64 %300, 0
	%339 = add i64 %338, %329
	%340 = add nuw i64 %339, 0
	%341 = getelementptr inbounds double, double* %308, i64 %340
	store double %337, double* %341, align 8
	%342 = add nuw nsw i64 %j.pack.it, 1
	%343 = add nsw i64 0, %342
	store i64 %343, i64* %j.addr
	%344 = load i64, i64* %k.addr
	%345 = load i64, i64* %j.addr
	%346 = mul nsw i64 %344, %b.shape1
	%347 = add nsw i64 %346, %345
	%348 = getelementptr inbounds double, double* %b, i64 %347
	%349 = load double, double* %348, align 8, !noalias !3
	%350 = mul i64 %300, 0
	%351 = add i64 %350, %329
	%352 = add nuw i64 %351, 1
	%353 = getelementptr inbounds double, double* %308, i64 %352
	store double %349, double* %353, align 8
	%354 = add nuw nsw i64 %j.pack.it, 2
	%355 = add nsw i64 0, %354
	store i64 %355, i64* %j.addr
	%356 = load i64, i64* %k.addr
	%357 = load i64, i64* %j.addr
	%358 = mul nsw i64 %356, %b.shape1
	%359 = add nsw i64 %358, %357
	%360 = getelementptr inbounds double, double* %b, i64 %359
	%361 = load double, double* %360, align 8, !noalias !3
	%362 = mul i64 %300, 0
	%363 = add i64 %362, %329
	%364 = add nuw i64 %363, 2
	%365 = getelementptr inbounds double, double* %308, i64 %364
	store double %361, double* %365, align 8
	%366 = add nuw nsw i64 %j.pack.it, 3
	%367 = add nsw i64 0, %366
	store i64 %367, i64* %j.addr
	%368 = load i64, i64* %k.addr
	%369 = load i64, i64* %j.addr
	%370 = mul nsw i64 %368, %b.shape1
	%371 = add nsw i64 %370, %369
	%372 = getelementptr inbounds double, double* %b, i64 %371
	%373 = load double, double* %372, align 8, !noalias !3
	%374 = mul i64 %300, 0
	%375 = add i64 %374, %329
	%376 = add nuw i64 %375, 3
	%377 = getelementptr inbounds double, double* %308, i64 %376
	store double %373, double* %377, align 8
	%378 = add nuw nsw i64 %j.pack.it, 4
	%379 = add nsw i64 0, %378
	store i64 %379, i64* %j.addr
	%380 = load i64, i64* %k.addr
	%381 = load i64, i64* %j.addr
	%382 = mul nsw i64 %380, %b.shape1
	%383 = add nsw i64 %382, %381
	%384 = getelementptr inbounds double, double* %b, i64 %383
	%385 = load double, double* %384, align 8, !noalias !3
	%386 = mul i64 %300, 0
	%387 = add i64 %386, %329
	%388 = add nuw i64 %387, 4
	%389 = getelementptr inbounds double, double* %308, i64 %388
	store double %385, double* %389, align 8
	%390 = add nuw nsw i64 %j.pack.it, 5
	%391 = add nsw i64 0, %390
	store i64 %391, i64* %j.addr
	%392 = load i64, i64* %k.addr
	%393 = load i64, i64* %j.addr
	%394 = mul nsw i64 %392, %b.shape1
	%395 = add nsw i64 %394, %393
	%396 = getelementptr inbounds double, double* %b, i64 %395
	%397 = load double, double* %396, align 8, !noalias !3
	%398 = mul i64 %300, 0
	%399 = add i64 %398, %329
	%400 = add nuw i64 %399, 5
	%401 = getelementptr inbounds double, double* %308, i64 %400
	store double %397, double* %401, align 8
	%402 = add nuw nsw i64 %j.pack.it, 6
	%403 = add nsw i64 0, %402
	store i64 %403, i64* %j.addr
	%404 = load i64, i64* %k.addr
	%405 = load i64, i64* %j.addr
	%406 = mul nsw i64 %404, %b.shape1
	%407 = add nsw i64 %406, %405
	%408 = getelementptr inbounds double, double* %b, i64 %407
	%409 = load double, double* %408, align 8, !noalias !3
	%410 = mul i64 %300, 0
	%411 = add i64 %410, %329
	%412 = add nuw i64 %411, 6
	%413 = getelementptr inbounds double, double* %308, i64 %412
	store double %409, double* %413, align 8
	%414 = add nuw nsw i64 %j.pack.it, 7
	%415 = add nsw i64 0, %414
	store i64 %415, i64* %j.addr
	%416 = load i64, i64* %k.addr
	%417 = load i64, i64* %j.addr
	%418 = mul nsw i64 %416, %b.shape1
	%419 = add nsw i64 %418, %417
	%420 = getelementptr inbounds double, double* %b, i64 %419
	%421 = load double, double* %420, align 8, !noalias !3
	%422 = mul i64 %300, 0
	%423 = add i64 %422, %329
	%424 = add nuw i64 %423, 7
	%425 = getelementptr inbounds double, double* %308, i64 %424
	store double %421, double* %425, align 8
	%426 = add nuw nsw i64 %j.pack.it, 8
	%427 = add nsw i64 0, %426
	store i64 %427, i64* %j.addr
	%428 = load i64, i64* %k.addr
	%429 = load i64, i64* %j.addr
	%430 = mul nsw i64 %428, %b.shape1
	%431 = add nsw i64 %430, %429
	%432 = getelementptr inbounds double, double* %b, i64 %431
	%433 = load double, double* %432, align 8, !noalias !3
	%434 = mul i64 %300, 0
	%435 = add i64 %434, %329
	%436 = add nuw i64 %435, 8
	%437 = getelementptr inbounds double, double* %308, i64 %436
	store double %433, double* %437, align 8
	%438 = add nuw nsw i64 %j.pack.it, 9
	%439 = add nsw i64 0, %438
	store i64 %439, i64* %j.addr
	%440 = load i64, i64* %k.addr
	%441 = load i64, i64* %j.addr
	%442 = mul nsw i64 %440, %b.shape1
	%443 = add nsw i64 %442, %441
	%444 = getelementptr inbounds double, double* %b, i64 %443
	%445 = load double, double* %444, align 8, !noalias !3
	%446 = mul i64 %300, 0
	%447 = add i64 %446, %329
	%448 = add nuw i64 %447, 9
	%449 = getelementptr inbounds double, double* %308, i64 %448
	store double %445, double* %449, align 8
	%450 = add nuw nsw i64 %j.pack.it, 10
	%451 = add nsw i64 0, %450
	store i64 %451, i64* %j.addr
	%452 = load i64, i64* %k.addr
	%453 = load i64, i64* %j.addr
	%454 = mul nsw i64 %452, %b.shape1
	%455 = add nsw i64 %454, %453
	%456 = getelementptr inbounds double, double* %b, i64 %455
	%457 = load double, double* %456, align 8, !noalias !3
	%458 = mul i64 %300, 0
	%459 = add i64 %458, %329
	%460 = add nuw i64 %459, 10
	%461 = getelementptr inbounds double, double* %308, i64 %460
	store double %457, double* %461, align 8
	%462 = add nuw nsw i64 %j.pack.it, 11
	%463 = add nsw i64 0, %462
	store i64 %463, i64* %j.addr
	%464 = load i64, i64* %k.addr
	%465 = load i64, i64* %j.addr
	%466 = mul nsw i64 %464, %b.shape1
	%467 = add nsw i64 %466, %465
	%468 = getelementptr inbounds double, double* %b, i64 %467
	%469 = load double, double* %468, align 8, !noalias !3
	%470 = mul i64 %300, 0
	%471 = add i64 %470, %329
	%472 = add nuw i64 %471, 11
	%473 = getelementptr inbounds double, double* %308, i64 %472
	store double %469, double* %473, align 8
	%474 = add nuw nsw i64 %j.pack.it, 12
	%475 = add nsw i64 0, %474
	store i64 %475, i64* %j.addr
	%476 = load i64, i64* %k.addr
	%477 = load i64, i64* %j.addr
	%478 = mul nsw i64 %476, %b.shape1
	%479 = add nsw i64 %478, %477
	%480 = getelementptr inbounds double, double* %b, i64 %479
	%481 = load double, double* %480, align 8, !noalias !3
	%482 = mul i64 %300, 0
	%483 = add i64 %482, %329
	%484 = add nuw i64 %483, 12
	%485 = getelementptr inbounds double, double* %308, i64 %484
	store double %481, double* %485, align 8
	%486 = add nuw nsw i64 %j.pack.it, 13
	%487 = add nsw i64 0, %486
	store i64 %487, i64* %j.addr
	%488 = load i64, i64* %k.addr
	%489 = load i64, i64* %j.addr
	%490 = mul nsw i64 %488, %b.shape1
	%491 = add nsw i64 %490, %489
	%492 = getelementptr inbounds double, double* %b, i64 %491
	%493 = load double, double* %492, align 8, !noalias !3
	%494 = mul i64 %300, 0
	%495 = add i64 %494, %329
	%496 = add nuw i64 %495, 13
	%497 = getelementptr inbounds double, double* %308, i64 %496
	store double %493, double* %497, align 8
	%498 = add nuw nsw i64 %j.pack.it, 14
	%499 = add nsw i64 0, %498
	store i64 %499, i64* %j.addr
	%500 = load i64, i64* %k.addr
	%501 = load i64, i64* %j.addr
	%502 = mul nsw i64 %500, %b.shape1
	%503 = add nsw i64 %502, %501
	%504 = getelementptr inbounds double, double* %b, i64 %503
	%505 = load double, double* %504, align 8, !noalias !3
	%506 = mul i64 %300, 0
	%507 = add i64 %506, %329
	%508 = add nuw i64 %507, 14
	%509 = getelementptr inbounds double, double* %308, i64 %508
	store double %505, double* %509, align 8
	%510 = add nuw nsw i64 %j.pack.it, 15
	%511 = add nsw i64 0, %510
	store i64 %511, i64* %j.addr
	%512 = load i64, i64* %k.addr
	%513 = load i64, i64* %j.addr
	%514 = mul nsw i64 %512, %b.shape1
	%515 = add nsw i64 %514, %513
	%516 = getelementptr inbounds double, double* %b, i64 %515
	%517 = load double, double* %516, align 8, !noalias !3
	%518 = mul i64 %300, 0
	%519 = add i64 %518, %329
	%520 = add nuw i64 %519, 15
	%521 = getelementptr inbounds double, double* %308, i64 %520
	store double %517, double* %521, align 8
	br label %k.pack.latch

k.pack.latch:
	%522 = add nuw i64 %k.pack.it, 1
	br label %k.pack.head

k.pack.exit:
	br label %j.pack.latch

j.pack.latch:
	%523 = add nuw i64 %j.pack.it, 16
	br label %j.pack.head

j.pack.exit:
	br label %pack.end

pack.end:
	br label %i.rows.head

i.rows.head:
	%i.rows.it = phi i64 [ %271, %pack.end ], [ %5031, %i.rows.latch ]
	%524 = icmp ult i64 %i.rows.it, %313
	br i1 %524, label %i.rows.body, label %i.rows.exit

i.rows.body:
	%525 = add nuw nsw i64 %i.rows.it, 0
	%526 = add nsw i64 0, %525
	%527 = add nuw nsw i64 %i.rows.it, 1
	%528 = add nsw i64 0, %527
	%529 = add nuw nsw i64 %i.rows.it, 2
	%530 = add nsw i64 0, %529
	%531 = add nuw nsw i64 %i.rows.it, 3
	%532 = add nsw i64 0, %531
	%533 = icmp ugt i64 %317, %j.panel.it
	%534 = sub i64 %317, %j.panel.it
	%535 = select i1 %533, i64 %534, i64 0
	%536 = and i64 %535, -16
	%537 = add nuw i64 %j.panel.it, %536
	br i1 %307, label %packed.then, label %packed.else

packed.then:
	br label %j.cols.head

packed.else:
	br label %j.cols.head.1

packed.end:
	%538 = icmp ugt i64 %317, %537
	%539 = sub i64 %317, %537
	%540 = select i1 %538, i64 %539, i64 0
	%541 = and i64 %540, -4
	%542 = add nuw i64 %537, %541
	br label %j.cols.head.2

j.cols.head:
	%j.cols.it = phi i64 [ %j.panel.it, %packed.then ], [ %2442, %j.cols.latch ]
	%543 = icmp ult i64 %j.cols.it, %537
	br i1 %543, label %j.cols.body, label %j.cols.exit

j.cols.body:
	%544 = add nuw nsw i64 %j.cols.it, 0
	%545 = add nsw i64 0, %544
	store i64 %526, i64* %i.addr
	store i64 %545, i64* %j.addr
	store i64 %528, i64* %i.addr.16
	store i64 %545, i64* %j.addr.16
	store i64 %530, i64* %i.addr.32
	store i64 %545, i64* %j.addr.32
	store i64 %532, i64* %i.addr.48
	store i64 %545, i64* %j.addr.48
	%546 = add nuw nsw i64 %j.cols.it, 1
	%547 = add nsw i64 0, %546
	store i64 %526, i64* %i.addr.1
	store i64 %547, i64* %j.addr.1
	store i64 %528, i64* %i.addr.17
	store i64 %547, i64* %j.addr.17
	store i64 %530, i64* %i.addr.33
	store i64 %547, i64* %j.addr.33
	store i64 %532, i64* %i.addr.49
	store i64 %547, i64* %j.addr.49
	%548 = add nuw nsw i64 %j.cols.it, 2
	%549 = add nsw i64 0, %548
	store i64 %526, i64* %i.addr.2
	store i64 %549, i64* %j.addr.2
	store i64 %528, i64* %i.addr.18
	store i64 %549, i64* %j.addr.18
	store i64 %530, i64* %i.addr.34
	store i64 %549, i64* %j.addr.34
	store i64 %532, i64* %i.addr.50
	store i64 %549, i64* %j.addr.50
	%550 = add nuw nsw i64 %j.cols.it, 3
	%551 = add nsw i64 0, %550
	store i64 %526, i64* %i.addr.3
	store i64 %551, i64* %j.addr.3
	store i64 %528, i64* %i.addr.19
	store i64 %551, i64* %j.addr.19
	store i64 %530, i64* %i.addr.35
	store i64 %551, i64* %j.addr.35
	store i64 %532, i64* %i.addr.51
	store i64 %551, i64* %j.addr.51
	%552 = add nuw nsw i64 %j.cols.it, 4
	%553 = add nsw i64 0, %552
	store i64 %526, i64* %i.addr.4
	store i64 %553, i64* %j.addr.4
	store i64 %528, i64* %i.addr.20
	store i64 %553, i64* %j.addr.20
	store i64 %530, i64* %i.addr.36
	store i64 %553, i64* %j.addr.36
	store i64 %532, i64* %i.addr.52
	store i64 %553, i64* %j.addr.52
	%554 = add nuw nsw i64 %j.cols.it, 5
	%555 = add nsw i64 0, %554
	store i64 %526, i64* %i.addr.5
	store i64 %555, i64* %j.addr.5
	store i64 %528, i64* %i.addr.21
	store i64 %555, i64* %j.addr.21
	store i64 %530, i64* %i.addr.37
	store i64 %555, i64* %j.addr.37
	store i64 %532, i64* %i.addr.53
	store i64 %555, i64* %j.addr.53
	%556 = add nuw nsw i64 %j.cols.it, 6
	%557 = add nsw i64 0, %556
	store i64 %526, i64* %i.addr.6
	store i64 %557, i64* %j.addr.6
	store i64 %528, i64* %i.addr.22
	store i64 %557, i64* %j.addr.22
	store i64 %530, i64* %i.addr.38
	store i64 %557, i64* %j.addr.38
	store i64 %532, i64* %i.addr.54
	store i64 %557, i64* %j.addr.54
	%558 = add nuw nsw i64 %j.cols.it, 7
	%559 = add nsw i64 0, %558
	store i64 %526, i64* %i.addr.7
	store i64 %559, i64* %j.addr.7
	store i64 %528, i64* %i.addr.23
	store i64 %559, i64* %j.addr.23
	store i64 %530, i64* %i.addr.39
	store i64 %559, i64* %j.addr.39
	store i64 %532, i64* %i.addr.55
	store i64 %559, i64* %j.addr.55
	%560 = add nuw nsw i64 %j.cols.it, 8
	%561 = add nsw i64 0, %560
	store i64 %526, i64* %i.addr.8
	store i64 %561, i64* %j.addr.8
	store i64 %528, i64* %i.addr.24
	store i64 %561, i64* %j.addr.24
	store i64 %530, i64* %i.addr.40
	store i64 %561, i64* %j.addr.40
	store i64 %532, i64* %i.addr.56
	store i64 %561, i64* %j.addr.56
	%562 = add nuw nsw i64 %j.cols.it, 9
	%563 = add nsw i64 0, %562
	store i64 %526, i64* %i.addr.9
	store i64 %563, i64* %j.addr.9
	store i64 %528, i64* %i.addr.25
	store i64 %563, i64* %j.addr.25
	store i64 %530, i64* %i.addr.41
	store i64 %563, i64* %j.addr.41
	store i64 %532, i64* %i.addr.57
	store i64 %563, i64* %j.addr.57
	%564 = add nuw nsw i64 %j.cols.it, 10
	%565 = add nsw i64 0, %564
	store i64 %526, i64* %i.addr.10
	store i64 %565, i64* %j.addr.10
	store i64 %528, i64* %i.addr.26
	store i64 %565, i64* %j.addr.26
	store i64 %530, i64* %i.addr.42
	store i64 %565, i64* %j.addr.42
	store i64 %532, i64* %i.addr.58
	store i64 %565, i64* %j.addr.58
	%566 = add nuw nsw i64 %j.cols.it, 11
	%567 = add nsw i64 0, %566
	store i64 %526, i64* %i.addr.11
	store i64 %567, i64* %j.addr.11
	store i64 %528, i64* %i.addr.27
	store i64 %567, i64* %j.addr.27
	store i64 %530, i64* %i.addr.43
	store i64 %567, i64* %j.addr.43
	store i64 %532, i64* %i.addr.59
	store i64 %567, i64* %j.addr.59
	%568 = add nuw nsw i64 %j.cols.it, 12
	%569 = add nsw i64 0, %568
	store i64 %526, i64* %i.addr.12
	store i64 %569, i64* %j.addr.12
	store i64 %528, i64* %i.addr.28
	store i64 %569, i64* %j.addr.28
	store i64 %530, i64* %i.addr.44
	store i64 %569, i64* %j.addr.44
	store i64 %532, i64* %i.addr.60
	store i64 %569, i64* %j.addr.60
	%570 = add nuw nsw i64 %j.cols.it, 13
	%571 = add nsw i64 0, %570
	store i64 %526, i64* %i.addr.13
	store i64 %571, i64* %j.addr.13
	store i64 %528, i64* %i.addr.29
	store i64 %571, i64* %j.addr.29
	store i64 %530, i64* %i.addr.45
	store i64 %571, i64* %j.addr.45
	store i64 %532, i64* %i.addr.61
	store i64 %571, i64* %j.addr.61
	%572 = add nuw nsw i64 %j.cols.it, 14
	%573 = add nsw i64 0, %572
	store i64 %526, i64* %i.addr.14
	store i64 %573, i64* %j.addr.14
	store i64 %528, i64* %i.addr.30
	store i64 %573, i64* %j.addr.30
	store i64 %530, i64* %i.addr.46
	store i64 %573, i64* %j.addr.46
	store i64 %532, i64* %i.addr.62
	store i64 %573, i64* %j.addr.62
	%574 = add nuw nsw i64 %j.cols.it, 15
	%575 = add nsw i64 0, %574
	store i64 %526, i64* %i.addr.15
	store i64 %575, i64* %j.addr.15
	store i64 %528, i64* %i.addr.31
	store i64 %575, i64* %j.addr.31
	store i64 %530, i64* %i.addr.47
	store i64 %575, i64* %j.addr.47
	store i64 %532, i64* %i.addr.63
	store i64 %575, i64* %j.addr.63
	%576 = sub i64 %j.cols.it, %j.panel.it
	%577 = mul i64 %576, %299
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	store double 0.0, double* %acc.addr.4
	store double 0.0, double* %acc.addr.5
	store double 0.0, double* %acc.addr.6
	store double 0.0, double* %acc.addr.7
	store double 0.0, double* %acc.addr.8
	store double 0.0, double* %acc.addr.9
	store double 0.0, double* %acc.addr.10
	store double 0.0, double* %acc.addr.11
	store double 0.0, double* %acc.addr.12
	store double 0.0, double* %acc.addr.13
	store double 0.0, double* %acc.addr.14
	store double 0.0, double* %acc.addr.15
	store double 0.0, double* %acc.addr.16
	store double 0.0, double* %acc.addr.17
	store double 0.0, double* %acc.addr.18
	store double 0.0, double* %acc.addr.19
	store double 0.0, double* %acc.addr.20
	store double 0.0, double* %acc.addr.21
	store double 0.0, double* %acc.addr.22
	store double 0.0, double* %acc.addr.23
	store double 0.0, double* %acc.addr.24
	store double 0.0, double* %acc.addr.25
	store double 0.0, double* %acc.addr.26
	store double 0.0, double* %acc.addr.27
	store double 0.0, double* %acc.addr.28
	store double 0.0, double* %acc.addr.29
	store double 0.0, double* %acc.addr.30
	store double 0.0, double* %acc.addr.31
	store double 0.0, double* %acc.addr.32
	store double 0.0, double* %acc.addr.33
	store double 0.0, double* %acc.addr.34
	store double 0.0, double* %acc.addr.35
	store double 0.0, double* %acc.addr.36
	store double 0.0, double* %acc.addr.37
	store double 0.0, double* %acc.addr.38
	store double 0.0, double* %acc.addr.39
	store double 0.0, double* %acc.addr.40
	store double 0.0, double* %acc.addr.41
	store double 0.0, double* %acc.addr.42
	store double 0.0, double* %acc.addr.43
	store double 0.0, double* %acc.addr.44
	store double 0.0, double* %acc.addr.45
	store double 0.0, double* %acc.addr.46
	store double 0.0, double* %acc.addr.47
	store double 0.0, double* %acc.addr.48
	store double 0.0, double* %acc.addr.49
	store double 0.0, double* %acc.addr.50
	store double 0.0, double* %acc.addr.51
	store double 0.0, double* %acc.addr.52
	store double 0.0, double* %acc.addr.53
	store double 0.0, double* %acc.addr.54
	store double 0.0, double* %acc.addr.55
	store double 0.0, double* %acc.addr.56
	store double 0.0, double* %acc.addr.57
	store double 0.0, double* %acc.addr.58
	store double 0.0, double* %acc.addr.59
	store double 0.0, double* %acc.addr.60
	store double 0.0, double* %acc.addr.61
	store double 0.0, double* %acc.addr.62
	store double 0.0, double* %acc.addr.63
	%578 = icmp slt i64 0, %n
	%579 = sub i64 %n, 0
	%580 = select i1 %578, i64 %579, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.cols.body ], [ %1481, %k.latch ]
	%581 = icmp ult i64 %k.it, %580
	br i1 %581, label %k.body, label %k.exit

k.body:
	%582 = add nsw i64 0, %k.it
	store i64 %582, i64* %k.addr
	store i64 %582, i64* %k.addr.1
	store i64 %582, i64* %k.addr.2
	store i64 %582, i64* %k.addr.3
	store i64 %582, i64* %k.addr.4
	store i64 %582, i64* %k.addr.5
	store i64 %582, i64* %k.addr.6
	store i64 %582, i64* %k.addr.7
	store i64 %582, i64* %k.addr.8
	store i64 %582, i64* %k.addr.9
	store i64 %582, i64* %k.addr.10
	store i64 %582, i64* %k.addr.11
	store i64 %582, i64* %k.addr.12
	store i64 %582, i64* %k.addr.13
	store i64 %582, i64* %k.addr.14
	store i64 %582, i64* %k.addr.15
	store i64 %582, i64* %k.addr.16
	store i64 %582, i64* %k.addr.17
	store i64 %582, i64* %k.addr.18
	store i64 %582, i64* %k.addr.19
	store i64 %582, i64* %k.addr.20
	store i64 %582, i64* %k.addr.21
	store i64 %582, i64* %k.addr.22
	store i64 %582, i64* %k.addr.23
	store i64 %582, i64* %k.addr.24
	store i64 %582, i64* %k.addr.25
	store i64 %582, i64* %k.addr.26
	store i64 %582, i64* %k.addr.27
	store i64 %582, i64* %k.addr.28
	store i64 %582, i64* %k.addr.29
	store i64 %582, i64* %k.addr.30
	store i64 %582, i64* %k.addr.31
	store i64 %582, i64* %k.addr.32
	store i64 %582, i64* %k.addr.33
	store i64 %582, i64* %k.addr.34
	store i64 %582, i64* %k.addr.35
	store i64 %582, i64* %k.addr.36
	store i64 %582, i64* %k.addr.37
	store i64 %582, i64* %k.addr.38
	store i64 %582, i64* %k.addr.39
	store i64 %582, i64* %k.addr.40
	store i64 %582, i64* %k.addr.41
	store i64 %582, i64* %k.addr.42
	store i64 %582, i64* %k.addr.43
	store i64 %582, i64* %k.addr.44
	store i64 %582, i64* %k.addr.45
	store i64 %582, i64* %k.addr.46
	store i64 %582, i64* %k.addr.47
	store i64 %582, i64* %k.addr.48
	store i64 %582, i64* %k.addr.49
	store i64 %582, i64* %k.addr.50
	store i64 %582, i64* %k.addr.51
	store i64 %582, i64* %k.addr.52
	store i64 %582, i64* %k.addr.53
	store i64 %582, i64* %k.addr.54
	store i64 %582, i64* %k.addr.55
	store i64 %582, i64* %k.addr.56
	store i64 %582, i64* %k.addr.57
	store i64 %582, i64* %k.addr.58
	store i64 %582, i64* %k.addr.59
	store i64 %582, i64* %k.addr.60
	store i64 %582, i64* %k.addr.61
	store i64 %582, i64* %k.addr.62
	store i64 %582, i64* %k.addr.63
	%583 = mul i64 %k.it, 16
	%584 = add nuw i64 %577, %583
	%585 = mul i64 %300, 0
	%586 = add i64 %585, %584
	%587 = add nuw i64 %586, 0
	%588 = getelementptr inbounds double, double* %308, i64 %587
	%589 = load double, double* %588, align 8
	%590 = load double, double* %acc.addr
	%591 = load i64, i64* %i.addr
	%592 = load i64, i64* %k.addr
	%593 = mul nsw i64 %591, %a.shape1
	%594 = add nsw i64 %593, %592
	%595 = getelementptr inbounds double, double* %a, i64 %594
	%596 = load double, double* %595, align 8, !noalias !2
	%597 = fmul double %596, %589
	%598 = fadd double %590, %597
	store double %598, double* %acc.addr
	%599 = mul i64 %300, 0
	%600 = add i64 %599, %584
	%601 = add nuw i64 %600, 1
	%602 = getelementptr inbounds double, double* %308, i64 %601
	%603 = load double, double* %602, align 8
	%604 = load double, double* %acc.addr.1
	%605 = load i64, i64* %i.addr.1
	%606 = load i64, i64* %k.addr.1
	%607 = mul nsw i64 %605, %a.shape1
	%608 = add nsw i64 %607, %606
	%609 = getelementptr inbounds double, double* %a, i64 %608
	%610 = load double, double* %609, align 8, !noalias !2
	%611 = fmul double %610, %603
	%612 = fadd double %604, %611
	store double %612, double* %acc.addr.1
	%613 = mul i64 %300, 0
	%614 = add i64 %613, %584
	%615 = add nuw i64 %614, 2
	%616 = getelementptr inbounds double, double* %308, i64 %615
	%617 = load double, double* %616, align 8
	%618 = load double, double* %acc.addr.2
	%619 = load i64, i64* %i.addr.2
	%620 = load i64, i64* %k.addr.2
	%621 = mul nsw i64 %619, %a.shape1
	%622 = add nsw i64 %621, %620
	%623 = getelementptr inbounds double, double* %a, i64 %622
	%624 = load double, double* %623, align 8, !noalias !2
	%625 = fmul double %624, %617
	%626 = fadd double %618, %625
	store double %626, double* %acc.addr.2
	%627 = mul i64 %300, 0
	%628 = add i64 %627, %584
	%629 = add nuw i64 %628, 3
	%630 = getelementptr inbounds double, double* %308, i64 %629
	%631 = load double, double* %630, align 8
	%632 = load double, double* %acc.addr.3
	%633 = load i64, i64* %i.addr.3
	%634 = load i64, i64* %k.addr.3
	%635 = mul nsw i64 %633, %a.shape1
	%636 = add nsw i64 %635, %634
	%637 = getelementptr inbounds double, double* %a, i64 %636
	%638 = load double, double* %637, align 8, !noalias !2
	%639 = fmul double %638, %631
	%640 = fadd double %632, %639
	store double %640, double* %acc.addr.3
	%641 = mul i64 %300, 0
	%642 = add i64 %641, %584
	%643 = add nuw i64 %642, 4
	%644 = getelementptr inbounds double, double* %308, i64 %643
	%645 = load double, double* %644, align 8
	%646 = load double, double* %acc.addr.4
	%647 = load i64, i64* %i.addr.4
	%648 = load i64, i64* %k.addr.4
	%649 = mul nsw i64 %647, %a.shape1
	%650 = add nsw i64 %649, %648
	%651 = getelementptr inbounds double, double* %a, i64 %650
	%652 = load double, double* %651, align 8, !noalias !2
	%653 = fmul double %652, %645
	%654 = fadd double %646, %653
	store double %654, double* %acc.addr.4
	%655 = mul i64 %300, 0
	%656 = add i64 %655, %584
	%657 = add nuw i64 %656, 5
	%658 = getelementptr inbounds double, double* %308, i64 %657
	%659 = load double, double* %658, align 8
	%660 = load double, double* %acc.addr.5
	%661 = load i64, i64* %i.addr.5
	%662 = load i64, i64* %k.addr.5
	%663 = mul nsw i64 %661, %a.shape1
	%664 = add nsw i64 %663, %662
	%665 = getelementptr inbounds double, double* %a, i64 %664
	%666 = load double, double* %665, align 8, !noalias !2
	%667 = fmul double %666, %659
	%668 = fadd double %660, %667
	store double %668, double* %acc.addr.5
	%669 = mul i64 %300, 0
	%670 = add i64 %669, %584
	%671 = add nuw i64 %670, 6
	%672 = getelementptr inbounds double, double* %308, i64 %671
	%673 = load double, double* %672, align 8
	%674 = load double, double* %acc.addr.6
	%675 = load i64, i64* %i.addr.6
	%676 = load i64, i64* %k.addr.6
	%677 = mul nsw i64 %675, %a.shape1
	%678 = add nsw i64 %677, %676
	%679 = getelementptr inbounds double, double* %a, i64 %678
	%680 = load double, double* %679, align 8, !noalias !2
	%681 = fmul double %680, %673
	%682 = fadd double %674, %681
	store double %682, double* %acc.addr.6
	%683 = mul i64 %300, 0
	%684 = add i64 %683, %584
	%685 = add nuw i64 %684, 7
	%686 = getelementptr inbounds double, double* %308, i64 %685
	%687 = load double, double* %686, align 8
	%688 = load double, double* %acc.addr.7
	%689 = load i64, i64* %i.addr.7
	%690 = load i64, i64* %k.addr.7
	%691 = mul nsw i64 %689, %a.shape1
	%692 = add nsw i64 %691, %690
	%693 = getelementptr inbounds double, double* %a, i64 %692
	%694 = load double, double* %693, align 8, !noalias !2
	%695 = fmul double %694, %687
	%696 = fadd double %688, %695
	store double %696, double* %acc.addr.7
	%697 = mul i64 %300, 0
	%698 = add i64 %697, %584
	%699 = add nuw i64 %698, 8
	%700 = getelementptr inbounds double, double* %308, i64 %699
	%701 = load double, double* %700, align 8
	%702 = load double, double* %acc.addr.8
	%703 = load i64, i64* %i.addr.8
	%704 = load i64, i64* %k.addr.8
	%705 = mul nsw i64 %703, %a.shape1
	%706 = add nsw i64 %705, %704
	%707 = getelementptr inbounds double, double* %a, i64 %706
	%708 = load double, double* %707, align 8, !noalias !2
	%709 = fmul double %708, %701
	%710 = fadd double %702, %709
	store double %710, double* %acc.addr.8
	%711 = mul i64 %300, 0
	%712 = add i64 %711, %584
	%713 = add nuw i64 %712, 9
	%714 = getelementptr inbounds double, double* %308, i64 %713
	%715 = load double, double* %714, align 8
	%716 = load double, double* %acc.addr.9
	%717 = load i64, i64* %i.addr.9
	%718 = load i64, i64* %k.addr.9
	%719 = mul nsw i64 %717, %a.shape1
	%720 = add nsw i64 %719, %718
	%721 = getelementptr inbounds double, double* %a, i64 %720
	%722 = load double, double* %721, align 8, !noalias !2
	%723 = fmul double %722, %715
	%724 = fadd double %716, %723
	store double %724, double* %acc.addr.9
	%725 = mul i64 %300, 0
	%726 = add i64 %725, %584
	%727 = add nuw i64 %726, 10
	%728 = getelementptr inbounds double, double* %308, i64 %727
	%729 = load double, double* %728, align 8
	%730 = load double, double* %acc.addr.10
	%731 = load i64, i64* %i.addr.10
	%732 = load i64, i64* %k.addr.10
	%733 = mul nsw i64 %731, %a.shape1
	%734 = add nsw i64 %733, %732
	%735 = getelementptr inbounds double, double* %a, i64 %734
	%736 = load double, double* %735, align 8, !noalias !2
	%737 = fmul double %736, %729
	%738 = fadd double %730, %737
	store double %738, double* %acc.addr.10
	%739 = mul i64 %300, 0
	%740 = add i64 %739, %584
	%741 = add nuw i64 %740, 11
	%742 = getelementptr inbounds double, double* %308, i64 %741
	%743 = load double, double* %742, align 8
	%744 = load double, double* %acc.addr.11
	%745 = load i64, i64* %i.addr.11
	%746 = load i64, i64* %k.addr.11
	%747 = mul nsw i64 %745, %a.shape1
	%748 = add nsw i64 %747, %746
	%749 = getelementptr inbounds double, double* %a, i64 %748
	%750 = load double, double* %749, align 8, !noalias !2
	%751 = fmul double %750, %743
	%752 = fadd double %744, %751
	store double %752, double* %acc.addr.11
	%753 = mul i64 %300, 0
	%754 = add i64 %753, %584
	%755 = add nuw i64 %754, 12
	%756 = getelementptr inbounds double, double* %308, i64 %755
	%757 = load double, double* %756, align 8
	%758 = load double, double* %acc.addr.12
	%759 = load i64, i64* %i.addr.12
	%760 = load i64, i64* %k.addr.12
	%761 = mul nsw i64 %759, %a.shape1
	%762 = add nsw i64 %761, %760
	%763 = getelementptr inbounds double, double* %a, i64 %762
	%764 = load double, double* %763, align 8, !noalias !2
	%765 = fmul double %764, %757
	%766 = fadd double %758, %765
	store double %766, double* %acc.addr.12
	%767 = mul i64 %300, 0
	%768 = add i64 %767, %584
	%769 = add nuw i64 %768, 13
	%770 = getelementptr inbounds double, double* %308, i64 %769
	%771 = load double, double* %770, align 8
	%772 = load double, double* %acc.addr.13
	%773 = load i64, i64* %i.addr.13
	%774 = load i64, i64* %k.addr.13
	%775 = mul nsw i64 %773, %a.shape1
	%776 = add nsw i64 %775, %774
	%777 = getelementptr inbounds double, double* %a, i64 %776
	%778 = load double, double* %777, align 8, !noalias !2
	%779 = fmul double %778, %771
	%780 = fadd double %772, %779
	store double %780, double* %acc.addr.13
	%781 = mul i64 %300, 0
	%782 = add i64 %781, %584
	%783 = add nuw i64 %782, 14
	%784 = getelementptr inbounds double, double* %308, i64 %783
	%785 = load double, double* %784, align 8
	%786 = load double, double* %acc.addr.14
	%787 = load i64, i64* %i.addr.14
	%788 = load i64, i64* %k.addr.14
	%789 = mul nsw i64 %787, %a.shape1
	%790 = add nsw i64 %789, %788
	%791 = getelementptr inbounds double, double* %a, i64 %790
	%792 = load double, double* %791, align 8, !noalias !2
	%793 = fmul double %792, %785
	%794 = fadd double %786, %793
	store double %794, double* %acc.addr.14
	%795 = mul i64 %300, 0
	%796 = add i64 %795, %584
	%797 = add nuw i64 %796, 15
	%798 = getelementptr inbounds double, double* %308, i64 %797
	%799 = load double, double* %798, align 8
	%800 = load double, double* %acc.addr.15
	%801 = load i64, i64* %i.addr.15
	%802 = load i64, i64* %k.addr.15
	%803 = mul nsw i64 %801, %a.shape1
	%804 = add nsw i64 %803, %802
	%805 = getelementptr inbounds double, double* %a, i64 %804
	%806 = load double, double* %805, align 8, !noalias !2
	%807 = fmul double %806, %799
	%808 = fadd double %800, %807
	store double %808, double* %acc.addr.15
	%809 = mul i64 %300, 0
	%810 = add i64 %809, %584
	%811 = add nuw i64 %810, 0
	%812 = getelementptr inbounds double, double* %308, i64 %811
	%813 = load double, double* %812, align 8
	%814 = load double, double* %acc.addr.16
	%815 = load i64, i64* %i.addr.16
	%816 = load i64, i64* %k.addr.16
	%817 = mul nsw i64 %815, %a.shape1
	%818 = add nsw i64 %817, %816
	%819 = getelementptr inbounds double, double* %a, i64 %818
	%820 = load double, double* %819, align 8, !noalias !2
	%821 = fmul double %820, %813
	%822 = fadd double %814, %821
	store double %822, double* %acc.addr.16
	%823 = mul i64 %300, 0
	%824 = add i64 %823, %584
	%825 = add nuw i64 %824, 1
	%826 = getelementptr inbounds double, double* %308, i64 %825
	%827 = load double, double* %826, align 8
	%828 = load double, double* %acc.addr.17
	%829 = load i64, i64* %i.addr.17
	%830 = load i64, i64* %k.addr.17
	%831 = mul nsw i64 %829, %a.shape1
	%832 = add nsw i64 %831, %830
	%833 = getelementptr inbounds double, double* %a, i64 %832
	%834 = load double, double* %833, align 8, !noalias !2
	%835 = fmul double %834, %827
	%836 = fadd double %828, %835
	store double %836, double* %acc.addr.17
	%837 = mul i64 %300, 0
	%838 = add i64 %837, %584
	%839 = add nuw i64 %838, 2
	%840 = getelementptr inbounds double, double* %308, i64 %839
	%841 = load double, double* %840, align 8
	%842 = load double, double* %acc.addr.18
	%843 = load i64, i64* %i.addr.18
	%844 = load i64, i64* %k.addr.18
	%845 = mul nsw i64 %843, %a.shape1
	%846 = add nsw i64 %845, %844
	%847 = getelementptr inbounds double, double* %a, i64 %846
	%848 = load double, double* %847, align 8, !noalias !2
	%849 = fmul double %848, %841
	%850 = fadd double %842, %849
	store double %850, double* %acc.addr.18
	%851 = mul i64 %300, 0
	%852 = add i64 %851, %584
	%853 = add nuw i64 %852, 3
	%854 = getelementptr inbounds double, double* %308, i64 %853
	%855 = load double, double* %854, align 8
	%856 = load double, double* %acc.addr.19
	%857 = load i64, i64* %i.addr.19
	%858 = load i64, i64* %k.addr.19
	%859 = mul nsw i64 %857, %a.shape1
	%860 = add nsw i64 %859, %858
	%861 = getelementptr inbounds double, double* %a, i64 %860
	%862 = load double, double* %861, align 8, !noalias !2
	%863 = fmul double %862, %855
	%864 = fadd double %856, %863
	store double %864, double* %acc.addr.19
	%865 = mul i64 %300, 0
	%866 = add i64 %865, %584
	%867 = add nuw i64 %866, 4
	%868 = getelementptr inbounds double, double* %308, i64 %867
	%869 = load double, double* %868, align 8
	%870 = load double, double* %acc.addr.20
	%871 = load i64, i64* %i.addr.20
	%872 = load i64, i64* %k.addr.20
	%873 = mul nsw i64 %871, %a.shape1
	%874 = add nsw i64 %873, %872
	%875 = getelementptr inbounds double, double* %a, i64 %874
	%876 = load double, double* %875, align 8, !noalias !2
	%877 = fmul double %876, %869
	%878 = fadd double %870, %877
	store double %878, double* %acc.addr.20
	%879 = mul i64 %300, 0
	%880 = add i64 %879, %584
	%881 = add nuw i64 %880, 5
	%882 = getelementptr inbounds double, double* %308, i64 %881
	%883 = load double, double* %882, align 8
	%884 = load double, double* %acc.addr.21
	%885 = load i64, i64* %i.addr.21
	%886 = load i64, i64* %k.addr.21
	%887 = mul nsw i64 %885, %a.shape1
	%888 = add nsw i64 %887, %886
	%889 = getelementptr inbounds double, double* %a, i64 %888
	%890 = load double, double* %889, align 8, !noalias !2
	%891 = fmul double %890, %883
	%892 = fadd double %884, %891
	store double %892, double* %acc.addr.21
	%893 = mul i64 %300, 0
	%894 = add i64 %893, %584
	%895 = add nuw i64 %894, 6
	%896 = getelementptr inbounds double, double* %308, i64 %895
	%897 = load double, double* %896, align 8
	%898 = load double, double* %acc.addr.22
	%899 = load i64, i64* %i.addr.22
	%900 = load i64, i64* %k.addr.22
	%901 = mul nsw i64 %899, %a.shape1
	%902 = add nsw i64 %901, %900
	%903 = getelementptr inbounds double, double* %a, i64 %902
	%904 = load double, double* %903, align 8, !noalias !2
	%905 = fmul double %904, %897
	%906 = fadd double %898, %905
	store double %906, double* %acc.addr.22
	%907 = mul i64 %300, 0
	%908 = add i64 %907, %584
	%909 = add nuw i64 %908, 7
	%910 = getelementptr inbounds double, double* %308, i64 %909
	%911 = load double, double* %910, align 8
	%912 = load double, double* %acc.addr.23
	%913 = load i64, i64* %i.addr.23
	%914 = load i64, i64* %k.addr.23
	%915 = mul nsw i64 %913, %a.shape1
	%916 = add nsw i64 %915, %914
	%917 = getelementptr inbounds double, double* %a, i64 %916
	%918 = load double, double* %917, align 8, !noalias !2
	%919 = fmul double %918, %911
	%920 = fadd double %912, %919
	store double %920, double* %acc.addr.23
	%921 = mul i64 %300, 0
	%922 = add i64 %921, %584
	%923 = add nuw i64 %922, 8
	%924 = getelementptr inbounds double, double* %308, i64 %923
	%925 = load double, double* %924, align 8
	%926 = load double, double* %acc.addr.24
	%927 = load i64, i64* %i.addr.24
	%928 = load i64, i64* %k.addr.24
	%929 = mul nsw i64 %927, %a.shape1
	%930 = add nsw i64 %929, %928
	%931 = getelementptr inbounds double, double* %a, i64 %930
	%932 = load double, double* %931, align 8, !noalias !2
	%933 = fmul double %932, %925
	%934 = fadd double %926, %933
	store double %934, double* %acc.addr.24
	%935 = mul i64 %300, 0
	%936 = add i64 %935, %584
	%937 = add nuw i64 %936, 9
	%938 = getelementptr inbounds double, double* %308, i64 %937
	%939 = load double, double* %938, align 8
	%940 = load double, double* %acc.addr.25
	%941 = load i64, i64* %i.addr.25
	%942 = load i64, i64* %k.addr.25
	%943 = mul nsw i64 %941, %a.shape1
	%944 = add nsw i64 %943, %942
	%945 = getelementptr inbounds double, double* %a, i64 %944
	%946 = load double, double* %945, align 8, !noalias !2
	%947 = fmul double %946, %939
	%948 = fadd double %940, %947
	store double %948, double* %acc.addr.25
	%949 = mul i64 %300, 0
	%950 = add i64 %949, %584
	%951 = add nuw i64 %950, 10
	%952 = getelementptr inbounds double, double* %308, i64 %951
	%953 = load double, double* %952, align 8
	%954 = load double, double* %acc.addr.26
	%955 = load i64, i64* %i.addr.26
	%956 = load i64, i64* %k.addr.26
	%957 = mul nsw i64 %955, %a.shape1
	%958 = add nsw i64 %957, %956
	%959 = getelementptr inbounds double, double* %a, i64 %958
	%960 = load double, double* %959, align 8, !noalias !2
	%961 = fmul double %960, %953
	%962 = fadd double %954, %961
	store double %962, double* %acc.addr.26
	%963 = mul i64 %300, 0
	%964 = add i64 %963, %584
	%965 = add nuw i64 %964, 11
	%966 = getelementptr inbounds double, double* %308, i64 %965
	%967 = load double, double* %966, align 8
	%968 = load double, double* %acc.addr.27
	%969 = load i64, i64* %i.addr.27
	%970 = load i64, i64* %k.addr.27
	%971 = mul nsw i64 %969, %a.shape1
	%972 = add nsw i64 %971, %970
	%973 = getelementptr inbounds double, double* %a, i64 %972
	%974 = load double, double* %973, align 8, !noalias !2
	%975 = fmul double %974, %967
	%976 = fadd double %968, %975
	store double %976, double* %acc.addr.27
	%977 = mul i64 %300, 0
	%978 = add i64 %977, %584
	%979 = add nuw i64 %978, 12
	%980 = getelementptr inbounds double, double* %308, i64 %979
	%981 = load double, double* %980, align 8
	%982 = load double, double* %acc.addr.28
	%983 = load i64, i64* %i.addr.28
	%984 = load i64, i64* %k.addr.28
	%985 = mul nsw i64 %983, %a.shape1
	%986 = add nsw i64 %985, %984
	%987 = getelementptr inbounds double, double* %a, i64 %986
	%988 = load double, double* %987, align 8, !noalias !2
	%989 = fmul double %988, %981
	%990 = fadd double %982, %989
	store double %990, double* %acc.addr.28
	%991 = mul i64 %300, 0
	%992 = add i64 %991, %584
	%993 = add nuw i64 %992, 13
	%994 = getelementptr inbounds double, double* %308, i64 %993
	%995 = load double, double* %994, align 8
	%996 = load double, double* %acc.addr.29
	%997 = load i64, i64* %i.addr.29
	%998 = load i64, i64* %k.addr.29
	%999 = mul nsw i64 %997, %a.shape1
	%1000 = add nsw i64 %999, %998
	%1001 = getelementptr inbounds double, double* %a, i64 %1000
	%1002 = load double, double* %1001, align 8, !noalias !2
	%1003 = fmul double %1002, %995
	%1004 = fadd double %996, %1003
	store double %1004, double* %acc.addr.29
	%1005 = mul i64 %300, 0
	%1006 = add i64 %1005, %584
	%1007 = add nuw i64 %1006, 14
	%1008 = getelementptr inbounds double, double* %308, i64 %1007
	%1009 = load double, double* %1008, align 8
	%1010 = load double, double* %acc.addr.30
	%1011 = load i64, i64* %i.addr.30
	%1012 = load i64, i64* %k.addr.30
	%1013 = mul nsw i64 %1011, %a.shape1
	%1014 = add nsw i64 %1013, %1012
	%1015 = getelementptr inbounds double, double* %a, i64 %1014
	%1016 = load double, double* %1015, align 8, !noalias !2
	%1017 = fmul double %1016, %1009
	%1018 = fadd double %1010, %1017
	store double %1018, double* %acc.addr.30
	%1019 = mul i64 %300, 0
	%1020 = add i64 %1019, %584
	%1021 = add nuw i64 %1020, 15
	%1022 = getelementptr inbounds double, double* %308, i64 %1021
	%1023 = load double, double* %1022, align 8
	%1024 = load double, double* %acc.addr.31
	%1025 = load i64, i64* %i.addr.31
	%1026 = load i64, i64* %k.addr.31
	%1027 = mul nsw i64 %1025, %a.shape1
	%1028 = add nsw i64 %1027, %1026
	%1029 = getelementptr inbounds double, double* %a, i64 %1028
	%1030 = load double, double* %1029, align 8, !noalias !2
	%1031 = fmul double %1030, %1023
	%1032 = fadd double %1024, %1031
	store double %1032, double* %acc.addr.31
	%1033 = mul i64 %300, 0
	%1034 = add i64 %1033, %584
	%1035 = add nuw i64 %1034, 0
	%1036 = getelementptr inbounds double, double* %308, i64 %1035
	%1037 = load double, double* %1036, align 8
	%1038 = load double, double* %acc.addr.32
	%1039 = load i64, i64* %i.addr.32
	%1040 = load i64, i64* %k.addr.32
	%1041 = mul nsw i64 %1039, %a.shape1
	%1042 = add nsw i64 %1041, %1040
	%1043 = getelementptr inbounds double, double* %a, i64 %1042
	%1044 = load double, double* %1043, align 8, !noalias !2
	%1045 = fmul double %1044, %1037
	%1046 = fadd double %1038, %1045
	store double %1046, double* %acc.addr.32
	%1047 = mul i64 %300, 0
	%1048 = add i64 %1047, %584
	%1049 = add nuw i64 %1048, 1
	%1050 = getelementptr inbounds double, double* %308, i64 %1049
	%1051 = load double, double* %1050, align 8
	%1052 = load double, double* %acc.addr.33
	%1053 = load i64, i64* %i.addr.33
	%1054 = load i64, i64* %k.addr.33
	%1055 = mul nsw i64 %1053, %a.shape1
	%1056 = add nsw i64 %1055, %1054
	%1057 = getelementptr inbounds double, double* %a, i64 %1056
	%1058 = load double, double* %1057, align 8, !noalias !2
	%1059 = fmul double %1058, %1051
	%1060 = fadd double %1052, %1059
	store double %1060, double* %acc.addr.33
	%1061 = mul i64 %300, 0
	%1062 = add i64 %1061, %584
	%1063 = add nuw i64 %1062, 2
	%1064 = getelementptr inbounds double, double* %308, i64 %1063
	%1065 = load double, double* %1064, align 8
	%1066 = load double, double* %acc.addr.34
	%1067 = load i64, i64* %i.addr.34
	%1068 = load i64, i64* %k.addr.34
	%1069 = mul nsw i64 %1067, %a.shape1
	%1070 = add nsw i64 %1069, %1068
	%1071 = getelementptr inbounds double, double* %a, i64 %1070
	%1072 = load double, double* %1071, align 8, !noalias !2
	%1073 = fmul double %1072, %1065
	%1074 = fadd double %1066, %1073
	store double %1074, double* %acc.addr.34
	%1075 = mul i64 %300, 0
	%1076 = add i64 %1075, %584
	%1077 = add nuw i64 %1076, 3
	%1078 = getelementptr inbounds double, double* %308, i64 %1077
	%1079 = load double, double* %1078, align 8
	%1080 = load double, double* %acc.addr.35
	%1081 = load i64, i64* %i.addr.35
	%1082 = load i64, i64* %k.addr.35
	%1083 = mul nsw i64 %1081, %a.shape1
	%1084 = add nsw i64 %1083, %1082
	%1085 = getelementptr inbounds double, double* %a, i64 %1084
	%1086 = load double, double* %1085, align 8, !noalias !2
	%1087 = fmul double %1086, %1079
	%1088 = fadd double %1080, %1087
	store double %1088, double* %acc.addr.35
	%1089 = mul i64 %300, 0
	%1090 = add i64 %1089, %584
	%1091 = add nuw i64 %1090, 4
	%1092 = getelementptr inbounds double, double* %308, i64 %1091
	%1093 = load double, double* %1092, align 8
	%1094 = load double, double* %acc.addr.36
	%1095 = load i64, i64* %i.addr.36
	%1096 = load i64, i64* %k.addr.36
	%1097 = mul nsw i64 %1095, %a.shape1
	%1098 = add nsw i64 %1097, %1096
	%1099 = getelementptr inbounds double, double* %a, i64 %1098
	%1100 = load double, double* %1099, align 8, !noalias !2
	%1101 = fmul double %1100, %1093
	%1102 = fadd double %1094, %1101
	store double %1102, double* %acc.addr.36
	%1103 = mul i64 %300, 0
	%1104 = add i64 %1103, %584
	%1105 = add nuw i64 %1104, 5
	%1106 = getelementptr inbounds double, double* %308, i64 %1105
	%1107 = load double, double* %1106, align 8
	%1108 = load double, double* %acc.addr.37
	%1109 = load i64, i64* %i.addr.37
	%1110 = load i64, i64* %k.addr.37
	%1111 = mul nsw i64 %1109, %a.shape1
	%1112 = add nsw i64 %1111, %1110
	%1113 = getelementptr inbounds double, double* %a, i64 %1112
	%1114 = load double, double* %1113, align 8, !noalias !2
	%1115 = fmul double %1114, %1107
	%1116 = fadd double %1108, %1115
	store double %1116, double* %acc.addr.37
	%1117 = mul i64 %300, 0
	%1118 = add i64 %1117, %584
	%1119 = add nuw i64 %1118, 6
	%1120 = getelementptr inbounds double, double* %308, i64 %1119
	%1121 = load double, double* %1120, align 8
	%1122 = load double, double* %acc.addr.38
	%1123 = load i64, i64* %i.addr.38
	%1124 = load i64, i64* %k.addr.38
	%1125 = mul nsw i64 %1123, %a.shape1
	%1126 = add nsw i64 %1125, %1124
	%1127 = getelementptr inbounds double, double* %a, i64 %1126
	%1128 = load double, double* %1127, align 8, !noalias !2
	%1129 = fmul double %1128, %1121
	%1130 = fadd double %1122, %1129
	store double %1130, double* %acc.addr.38
	%1131 = mul i64 %300, 0
	%1132 = add i64 %1131, %584
	%1133 = add nuw i64 %1132, 7
	%1134 = getelementptr inbounds double, double* %308, i64 %1133
	%1135 = load double, double* %1134, align 8
	%1136 = load double, double* %acc.addr.39
	%1137 = load i64, i64* %i.addr.39
	%1138 = load i64, i64* %k.addr.39
	%1139 = mul nsw i64 %1137, %a.shape1
	%1140 = add nsw i64 %1139, %1138
	%1141 = getelementptr inbounds double, double* %a, i64 %1140
	%1142 = load double, double* %1141, align 8, !noalias !2
	%1143 = fmul double %1142, %1135
	%1144 = fadd double %1136, %1143
	store double %1144, double* %acc.addr.39
	%1145 = mul i64 %300, 0
	%1146 = add i64 %1145, %584
	%1147 = add nuw i64 %1146, 8
	%1148 = getelementptr inbounds double, double* %308, i64 %1147
	%1149 = load double, double* %1148, align 8
	%1150 = load double, double* %acc.addr.40
	%1151 = load i64, i64* %i.addr.40
	%1152 = load i64, i64* %k.addr.40
	%1153 = mul nsw i64 %1151, %a.shape1
	%1154 = add nsw i64 %1153, %1152
	%1155 = getelementptr inbounds double, double* %a, i64 %1154
	%1156 = load double, double* %1155, align 8, !noalias !2
	%1157 = fmul double %1156, %1149
	%1158 = fadd double %1150, %1157
	store double %1158, double* %acc.addr.40
	%1159 = mul i64 %300, 0
	%1160 = add i64 %1159, %584
	%1161 = add nuw i64 %1160, 9
	%1162 = getelementptr inbounds double, double* %308, i64 %1161
	%1163 = load double, double* %1162, align 8
	%1164 = load double, double* %acc.addr.41
	%1165 = load i64, i64* %i.addr.41
	%1166 = load i64, i64* %k.addr.41
	%1167 = mul nsw i64 %1165, %a.shape1
	%1168 = add nsw i64 %1167, %1166
	%1169 = getelementptr inbounds double, double* %a, i64 %1168
	%1170 = load double, double* %1169, align 8, !noalias !2
	%1171 = fmul double %1170, %1163
	%1172 = fadd double %1164, %1171
	store double %1172, double* %acc.addr.41
	%1173 = mul i64 %300, 0
	%1174 = add i64 %1173, %584
	%1175 = add nuw i64 %1174, 10
	%1176 = getelementptr inbounds double, double* %308, i64 %1175
	%1177 = load double, double* %1176, align 8
	%1178 = load double, double* %acc.addr.42
	%1179 = load i64, i64* %i.addr.42
	%1180 = load i64, i64* %k.addr.42
	%1181 = mul nsw i64 %1179, %a.shape1
	%1182 = add nsw i64 %1181, %1180
	%1183 = getelementptr inbounds double, double* %a, i64 %1182
	%1184 = load double, double* %1183, align 8, !noalias !2
	%1185 = fmul double %1184, %1177
	%1186 = fadd double %1178, %1185
	store double %1186, double* %acc.addr.42
	%1187 = mul i64 %300, 0
	%1188 = add i64 %1187, %584
	%1189 = add nuw i64 %1188, 11
	%1190 = getelementptr inbounds double, double* %308, i64 %1189
	%1191 = load double, double* %1190, align 8
	%1192 = load double, double* %acc.addr.43
	%1193 = load i64, i64* %i.addr.43
	%1194 = load i64, i64* %k.addr.43
	%1195 = mul nsw i64 %1193, %a.shape1
	%1196 = add nsw i64 %1195, %1194
	%1197 = getelementptr inbounds double, double* %a, i64 %1196
	%1198 = load double, double* %1197, align 8, !noalias !2
	%1199 = fmul double %1198, %1191
	%1200 = fadd double %1192, %1199
	store double %1200, double* %acc.addr.43
	%1201 = mul i64 %300, 0
	%1202 = add i64 %1201, %584
	%1203 = add nuw i64 %1202, 12
	%1204 = getelementptr inbounds double, double* %308, i64 %1203
	%1205 = load double, double* %1204, align 8
	%1206 = load double, double* %acc.addr.44
	%1207 = load i64, i64* %i.addr.44
	%1208 = load i64, i64* %k.addr.44
	%1209 = mul nsw i64 %1207, %a.shape1
	%1210 = add nsw i64 %1209, %1208
	%1211 = getelementptr inbounds double, double* %a, i64 %1210
	%1212 = load double, double* %1211, align 8, !noalias !2
	%1213 = fmul double %1212, %1205
	%1214 = fadd double %1206, %1213
	store double %1214, double* %acc.addr.44
	%1215 = mul i64 %300, 0
	%1216 = add i64 %1215, %584
	%1217 = add nuw i64 %1216, 13
	%1218 = getelementptr inbounds double, double* %308, i64 %1217
	%1219 = load double, double* %1218, align 8
	%1220 = load double, double* %acc.addr.45
	%1221 = load i64, i64* %i.addr.45
	%1222 = load i64, i64* %k.addr.45
	%1223 = mul nsw i64 %1221, %a.shape1
	%1224 = add nsw i64 %1223, %1222
	%1225 = getelementptr inbounds double, double* %a, i64 %1224
	%1226 = load double, double* %1225, align 8, !noalias !2
	%1227 = fmul double %1226, %1219
	%1228 = fadd double %1220, %1227
	store double %1228, double* %acc.addr.45
	%1229 = mul i64 %300, 0
	%1230 = add i64 %1229, %584
	%1231 = add nuw i64 %1230, 14
	%1232 = getelementptr inbounds double, double* %308, i64 %1231
	%1233 = load double, double* %1232, align 8
	%1234 = load double, double* %acc.addr.46
	%1235 = load i64, i64* %i.addr.46
	%1236 = load i64, i64* %k.addr.46
	%1237 = mul nsw i64 %1235, %a.shape1
	%1238 = add nsw i64 %1237, %1236
	%1239 = getelementptr inbounds double, double* %a, i64 %1238
	%1240 = load double, double* %1239, align 8, !noalias !2
	%1241 = fmul double %1240, %1233
	%1242 = fadd double %1234, %1241
	store double %1242, double* %acc.addr.46
	%1243 = mul i64 %300, 0
	%1244 = add i64 %1243, %584
	%1245 = add nuw i64 %1244, 15
	%1246 = getelementptr inbounds double, double* %308, i64 %1245
	%1247 = load double, double* %1246, align 8
	%1248 = load double, double* %acc.addr.47
	%1249 = load i64, i64* %i.addr.47
	%1250 = load i64, i64* %k.addr.47
	%1251 = mul nsw i64 %1249, %a.shape1
	%1252 = add nsw i64 %1251, %1250
	%1253 = getelementptr inbounds double, double* %a, i64 %1252
	%1254 = load double, double* %1253, align 8, !noalias !2
	%1255 = fmul double %1254, %1247
	%1256 = fadd double %1248, %1255
	store double %1256, double* %acc.addr.47
	%1257 = mul i64 %300, 0
	%1258 = add i64 %1257, %584
	%1259 = add nuw i64 %1258, 0
	%1260 = getelementptr inbounds double, double* %308, i64 %1259
	%1261 = load double, double* %1260, align 8
	%1262 = load double, double* %acc.addr.48
	%1263 = load i64, i64* %i.addr.48
	%1264 = load i64, i64* %k.addr.48
	%1265 = mul nsw i64 %1263, %a.shape1
	%1266 = add nsw i64 %1265, %1264
	%1267 = getelementptr inbounds double, double* %a, i64 %1266
	%1268 = load double, double* %1267, align 8, !noalias !2
	%1269 = fmul double %1268, %1261
	%1270 = fadd double %1262, %1269
	store double %1270, double* %acc.addr.48
	%1271 = mul i64 %300, 0
	%1272 = add i64 %1271, %584
	%1273 = add nuw i64 %1272, 1
	%1274 = getelementptr inbounds double, double* %308, i64 %1273
	%1275 = load double, double* %1274, align 8
	%1276 = load double, double* %acc.addr.49
	%1277 = load i64, i64* %i.addr.49
	%1278 = load i64, i64* %k.addr.49
	%1279 = mul nsw i64 %1277, %a.shape1
	%1280 = add nsw i64 %1279, %1278
	%1281 = getelementptr inbounds double, double* %a, i64 %1280
	%1282 = load double, double* %1281, align 8, !noalias !2
	%1283 = fmul double %1282, %1275
	%1284 = fadd double %1276, %1283
	store double %1284, double* %acc.addr.49
	%1285 = mul i64 %300, 0
	%1286 = add i64 %1285, %584
	%1287 = add nuw i64 %1286, 2
	%1288 = getelementptr inbounds double, double* %308, i64 %1287
	%1289 = load double, double* %1288, align 8
	%1290 = load double, double* %acc.addr.50
	%1291 = load i64, i64* %i.addr.50
	%1292 = load i64, i64* %k.addr.50
	%1293 = mul nsw i64 %1291, %a.shape1
	%1294 = add nsw i64 %1293, %1292
	%1295 = getelementptr inbounds double, double* %a, i64 %1294
	%1296 = load double, double* %1295, align 8, !noalias !2
	%1297 = fmul double %1296, %1289
	%1298 = fadd double %1290, %1297
	store double %1298, double* %acc.addr.50
	%1299 = mul i64 %300, 0
	%1300 = add i64 %1299, %584
	%1301 = add nuw i64 %1300, 3
	%1302 = getelementptr inbounds double, double* %308, i64 %1301
	%1303 = load double, double* %1302, align 8
	%1304 = load double, double* %acc.addr.51
	%1305 = load i64, i64* %i.addr.51
	%1306 = load i64, i64* %k.addr.51
	%1307 = mul nsw i64 %1305, %a.shape1
	%1308 = add nsw i64 %1307, %1306
	%1309 = getelementptr inbounds double, double* %a, i64 %1308
	%1310 = load double, double* %1309, align 8, !noalias !2
	%1311 = fmul double %1310, %1303
	%1312 = fadd double %1304, %1311
	store double %1312, double* %acc.addr.51
	%1313 = mul i64 %300, 0
	%1314 = add i64 %1313, %584
	%1315 = add nuw i64 %1314, 4
	%1316 = getelementptr inbounds double, double* %308, i64 %1315
	%1317 = load double, double* %1316, align 8
	%1318 = load double, double* %acc.addr.52
	%1319 = load i64, i64* %i.addr.52
	%1320 = load i64, i64* %k.addr.52
	%1321 = mul nsw i64 %1319, %a.shape1
	%1322 = add nsw i64 %1321, %1320
	%1323 = getelementptr inbounds double, double* %a, i64 %1322
	%1324 = load double, double* %1323, align 8, !noalias !2
	%1325 = fmul double %1324, %1317
	%1326 = fadd double %1318, %1325
	store double %1326, double* %acc.addr.52
	%1327 = mul i64 %300, 0
	%1328 = add i64 %1327, %584
	%1329 = add nuw i64 %1328, 5
	%1330 = getelementptr inbounds double, double* %308, i64 %1329
	%1331 = load double, double* %1330, align 8
	%1332 = load double, double* %acc.addr.53
	%1333 = load i64, i64* %i.addr.53
	%1334 = load i64, i64* %k.addr.53
	%1335 = mul nsw i64 %1333, %a.shape1
	%1336 = add nsw i64 %1335, %1334
	%1337 = getelementptr inbounds double, double* %a, i64 %1336
	%1338 = load double, double* %1337, align 8, !noalias !2
	%1339 = fmul double %1338, %1331
	%1340 = fadd double %1332, %1339
	store double %1340, double* %acc.addr.53
	%1341 = mul i64 %300, 0
	%1342 = add i64 %1341, %584
	%1343 = add nuw i64 %1342, 6
	%1344 = getelementptr inbounds double, double* %308, i64 %1343
	%1345 = load double, double* %1344, align 8
	%1346 = load double, double* %acc.addr.54
	%1347 = load i64, i64* %i.addr.54
	%1348 = load i64, i64* %k.addr.54
	%1349 = mul nsw i64 %1347, %a.shape1
	%1350 = add nsw i64 %1349, %1348
	%1351 = getelementptr inbounds double, double* %a, i64 %1350
	%1352 = load double, double* %1351, align 8, !noalias !2
	%1353 = fmul double %1352, %1345
	%1354 = fadd double %1346, %1353
	store double %1354, double* %acc.addr.54
	%1355 = mul i64 %300, 0
	%1356 = add i64 %1355, %584
	%1357 = add nuw i64 %1356, 7
	%1358 = getelementptr inbounds double, double* %308, i64 %1357
	%1359 = load double, double* %1358, align 8
	%1360 = load double, double* %acc.addr.55
	%1361 = load i64, i64* %i.addr.55
	%1362 = load i64, i64* %k.addr.55
	%1363 = mul nsw i64 %1361, %a.shape1
	%1364 = add nsw i64 %1363, %1362
	%1365 = getelementptr inbounds double, double* %a, i64 %1364
	%1366 = load double, double* %1365, align 8, !noalias !2
	%1367 = fmul double %1366, %1359
	%1368 = fadd double %1360, %1367
	store double %1368, double* %acc.addr.55
	%1369 = mul i64 %300, 0
	%1370 = add i64 %1369, %584
	%1371 = add nuw i64 %1370, 8
	%1372 = getelementptr inbounds double, double* %308, i64 %1371
	%1373 = load double, double* %1372, align 8
	%1374 = load double, double* %acc.addr.56
	%1375 = load i64, i64* %i.addr.56
	%1376 = load i64, i64* %k.addr.56
	%1377 = mul nsw i64 %1375, %a.shape1
	%1378 = add nsw i64 %1377, %1376
	%1379 = getelementptr inbounds double, double* %a, i64 %1378
	%1380 = load double, double* %1379, align 8, !noalias !2
	%1381 = fmul double %1380, %1373
	%1382 = fadd double %1374, %1381
	store double %1382, double* %acc.addr.56
	%1383 = mul i64 %300, 0
	%1384 = add i64 %1383, %584
	%1385 = add nuw i64 %1384, 9
	%1386 = getelementptr inbounds double, double* %308, i64 %1385
	%1387 = load double, double* %1386, align 8
	%1388 = load double, double* %acc.addr.57
	%1389 = load i64, i64* %i.addr.57
	%1390 = load i64, i64* %k.addr.57
	%1391 = mul nsw i64 %1389, %a.shape1
	%1392 = add nsw i64 %1391, %1390
	%1393 = getelementptr inbounds double, double* %a, i64 %1392
	%1394 = load double, double* %1393, align 8, !noalias !2
	%1395 = fmul double %1394, %1387
	%1396 = fadd double %1388, %1395
	store double %1396, double* %acc.addr.57
	%1397 = mul i64 %300, 0
	%1398 = add i64 %1397, %584
	%1399 = add nuw i64 %1398, 10
	%1400 = getelementptr inbounds double, double* %308, i64 %1399
	%1401 = load double, double* %1400, align 8
	%1402 = load double, double* %acc.addr.58
	%1403 = load i64, i64* %i.addr.58
	%1404 = load i64, i64* %k.addr.58
	%1405 = mul nsw i64 %1403, %a.shape1
	%1406 = add nsw i64 %1405, %1404
	%1407 = getelementptr inbounds double, double* %a, i64 %1406
	%1408 = load double, double* %1407, align 8, !noalias !2
	%1409 = fmul double %1408, %1401
	%1410 = fadd double %1402, %1409
	store double %1410, double* %acc.addr.58
	%1411 = mul i64 %300, 0
	%1412 = add i64 %1411, %584
	%1413 = add nuw i64 %1412, 11
	%1414 = getelementptr inbounds double, double* %308, i64 %1413
	%1415 = load double, double* %1414, align 8
	%1416 = load double, double* %acc.addr.59
	%1417 = load i64, i64* %i.addr.59
	%1418 = load i64, i64* %k.addr.59
	%1419 = mul nsw i64 %1417, %a.shape1
	%1420 = add nsw i64 %1419, %1418
	%1421 = getelementptr inbounds double, double* %a, i64 %1420
	%1422 = load double, double* %1421, align 8, !noalias !2
	%1423 = fmul double %1422, %1415
	%1424 = fadd double %1416, %1423
	store double %1424, double* %acc.addr.59
	%1425 = mul i64 %300, 0
	%1426 = add i64 %1425, %584
	%1427 = add nuw i64 %1426, 12
	%1428 = getelementptr inbounds double, double* %308, i64 %1427
	%1429 = load double, double* %1428, align 8
	%1430 = load double, double* %acc.addr.60
	%1431 = load i64, i64* %i.addr.60
	%1432 = load i64, i64* %k.addr.60
	%1433 = mul nsw i64 %1431, %a.shape1
	%1434 = add nsw i64 %1433, %1432
	%1435 = getelementptr inbounds double, double* %a, i64 %1434
	%1436 = load double, double* %1435, align 8, !noalias !2
	%1437 = fmul double %1436, %1429
	%1438 = fadd double %1430, %1437
	store double %1438, double* %acc.addr.60
	%1439 = mul i64 %300, 0
	%1440 = add i64 %1439, %584
	%1441 = add nuw i64 %1440, 13
	%1442 = getelementptr inbounds double, double* %308, i64 %1441
	%1443 = load double, double* %1442, align 8
	%1444 = load double, double* %acc.addr.61
	%1445 = load i64, i64* %i.addr.61
	%1446 = load i64, i64* %k.addr.61
	%1447 = mul nsw i64 %1445, %a.shape1
	%1448 = add nsw i64 %1447, %1446
	%1449 = getelementptr inbounds double, double* %a, i64 %1448
	%1450 = load double, double* %1449, align 8, !noalias !2
	%1451 = fmul double %1450, %1443
	%1452 = fadd double %1444, %1451
	store double %1452, double* %acc.addr.61
	%1453 = mul i64 %300, 0
	%1454 = add i64 %1453, %584
	%1455 = add nuw i64 %1454, 14
	%1456 = getelementptr inbounds double, double* %308, i64 %1455
	%1457 = load double, double* %1456, align 8
	%1458 = load double, double* %acc.addr.62
	%1459 = load i64, i64* %i.addr.62
	%1460 = load i64, i64* %k.addr.62
	%1461 = mul nsw i64 %1459, %a.shape1
	%1462 = add nsw i64 %1461, %1460
	%1463 = getelementptr inbounds double, double* %a, i64 %1462
	%1464 = load double, double* %1463, align 8, !noalias !2
	%1465 = fmul double %1464, %1457
	%1466 = fadd double %1458, %1465
	store double %1466, double* %acc.addr.62
	%1467 = mul i64 %300, 0
	%1468 = add i64 %1467, %584
	%1469 = add nuw i64 %1468, 15
	%1470 = getelementptr inbounds double, double* %308, i64 %1469
	%1471 = load double, double* %1470, align 8
	%1472 = load double, double* %acc.addr.63
	%1473 = load i64, i64* %i.addr.63
	%1474 = load i64, i64* %k.addr.63
	%1475 = mul nsw i64 %1473, %a.shape1
	%1476 = add nsw i64 %1475, %1474
	%1477 = getelementptr inbounds double, double* %a, i64 %1476
	%1478 = load double, double* %1477, align 8, !noalias !2
	%1479 = fmul double %1478, %1471
	%1480 = fadd double %1472, %1479
	store double %1480, double* %acc.addr.63
	br label %k.latch

k.latch:
	%1481 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%1482 = load double, double* %acc.addr
	%1483 = fmul double %262, %1482
	%1484 = load i64, i64* %i.addr
	%1485 = load i64, i64* %j.addr
	%1486 = mul nsw i64 %1484, %c.shape1
	%1487 = add nsw i64 %1486, %1485
	%1488 = getelementptr inbounds double, double* %c, i64 %1487
	%1489 = load double, double* %1488, align 8, !alias.scope !4
	%1490 = fmul double %264, %1489
	%1491 = fadd double %1483, %1490
	%1492 = load i64, i64* %i.addr
	%1493 = load i64, i64* %j.addr
	%1494 = mul nsw i64 %1492, %c.shape1
	%1495 = add nsw i64 %1494, %1493
	%1496 = getelementptr inbounds double, double* %c, i64 %1495
	store double %1491, double* %1496, align 8, !alias.scope !4
	%1497 = load double, double* %acc.addr.1
	%1498 = fmul double %262, %1497
	%1499 = load i64, i64* %i.addr.1
	%1500 = load i64, i64* %j.addr.1
	%1501 = mul nsw i64 %1499, %c.shape1
	%1502 = add nsw i64 %1501, %1500
	%1503 = getelementptr inbounds double, double* %c, i64 %1502
	%1504 = load double, double* %1503, align 8, !alias.scope !4
	%1505 = fmul double %264, %1504
	%1506 = fadd double %1498, %1505
	%1507 = load i64, i64* %i.addr.1
	%1508 = load i64, i64* %j.addr.1
	%1509 = mul nsw i64 %1507, %c.shape1
	%1510 = add nsw i64 %1509, %1508
	%1511 = getelementptr inbounds double, double* %c, i64 %1510
	store double %1506, double* %1511, align 8, !alias.scope !4
	%1512 = load double, double* %acc.addr.2
	%1513 = fmul double %262, %1512
	%1514 = load i64, i64* %i.addr.2
	%1515 = load i64, i64* %j.addr.2
	%1516 = mul nsw i64 %1514, %c.shape1
	%1517 = add nsw i64 %1516, %1515
	%1518 = getelementptr inbounds double, double* %c, i64 %1517
	%1519 = load double, double* %1518, align 8, !alias.scope !4
	%1520 = fmul double %264, %1519
	%1521 = fadd double %1513, %1520
	%1522 = load i64, i64* %i.addr.2
	%1523 = load i64, i64* %j.addr.2
	%1524 = mul nsw i64 %1522, %c.shape1
	%1525 = add nsw i64 %1524, %1523
	%1526 = getelementptr inbounds double, double* %c, i64 %1525
	store double %1521, double* %1526, align 8, !alias.scope !4
	%1527 = load double, double* %acc.addr.3
	%1528 = fmul double %262, %1527
	%1529 = load i64, i64* %i.addr.3
	%1530 = load i64, i64* %j.addr.3
	%1531 = mul nsw i64 %1529, %c.shape1
	%1532 = add nsw i64 %1531, %1530
	%1533 = getelementptr inbounds double, double* %c, i64 %1532
	%1534 = load double, double* %1533, align 8, !alias.scope !4
	%1535 = fmul double %264, %1534
	%1536 = fadd double %1528, %1535
	%1537 = load i64, i64* %i.addr.3
	%1538 = load i64, i64* %j.addr.3
	%1539 = mul nsw i64 %1537, %c.shape1
	%1540 = add nsw i64 %1539, %1538
	%1541 = getelementptr inbounds double, double* %c, i64 %1540
	store double %1536, double* %1541, align 8, !alias.scope !4
	%1542 = load double, double* %acc.addr.4
	%1543 = fmul double %262, %1542
	%1544 = load i64, i64* %i.addr.4
	%1545 = load i64, i64* %j.addr.4
	%1546 = mul nsw i64 %1544, %c.shape1
	%1547 = add nsw i64 %1546, %1545
	%1548 = getelementptr inbounds double, double* %c, i64 %1547
	%1549 = load double, double* %1548, align 8, !alias.scope !4
	%1550 = fmul double %264, %1549
	%1551 = fadd double %1543, %1550
	%1552 = load i64, i64* %i.addr.4
	%1553 = load i64, i64* %j.addr.4
	%1554 = mul nsw i64 %1552, %c.shape1
	%1555 = add nsw i64 %1554, %1553
	%1556 = getelementptr inbounds double, double* %c, i64 %1555
	store double %1551, double* %1556, align 8, !alias.scope !4
	%1557 = load double, double* %acc.addr.5
	%1558 = fmul double %262, %1557
	%1559 = load i64, i64* %i.addr.5
	%1560 = load i64, i64* %j.addr.5
	%1561 = mul nsw i64 %1559, %c.shape1
	%1562 = add nsw i64 %1561, %1560
	%1563 = getelementptr inbounds double, double* %c, i64 %1562
	%1564 = load double, double* %1563, align 8, !alias.scope !4
	%1565 = fmul double %264, %1564
	%1566 = fadd double %1558, %1565
	%1567 = load i64, i64* %i.addr.5
	%1568 = load i64, i64* %j.addr.5
	%1569 = mul nsw i64 %1567, %c.shape1
	%1570 = add nsw i64 %1569, %1568
	%1571 = getelementptr inbounds double, double* %c, i64 %1570
	store double %1566, double* %1571, align 8, !alias.scope !4
	%1572 = load double, double* %acc.addr.6
	%1573 = fmul double %262, %1572
	%1574 = load i64, i64* %i.addr.6
	%1575 = load i64, i64* %j.addr.6
	%1576 = mul nsw i64 %1574, %c.shape1
	%1577 = add nsw i64 %1576, %1575
	%1578 = getelementptr inbounds double, double* %c, i64 %1577
	%1579 = load double, double* %1578, align 8, !alias.scope !4
	%1580 = fmul double %264, %1579
	%1581 = fadd double %1573, %1580
	%1582 = load i64, i64* %i.addr.6
	%1583 = load i64, i64* %j.addr.6
	%1584 = mul nsw i64 %1582, %c.shape1
	%1585 = add nsw i64 %1584, %1583
	%1586 = getelementptr inbounds double, double* %c, i64 %1585
	store double %1581, double* %1586, align 8, !alias.scope !4
	%1587 = load double, double* %acc.addr.7
	%1588 = fmul double %262, %1587
	%1589 = load i64, i64* %i.addr.7
	%1590 = load i64, i64* %j.addr.7
	%1591 = mul nsw i64 %1589, %c.shape1
	%1592 = add nsw i64 %1591, %1590
	%1593 = getelementptr inbounds double, double* %c, i64 %1592
	%1594 = load double, double* %1593, align 8, !alias.scope !4
	%1595 = fmul double %264, %1594
	%1596 = fadd double %1588, %1595
	%1597 = load i64, i64* %i.addr.7
	%1598 = load i64, i64* %j.addr.7
	%1599 = mul nsw i64 %1597, %c.shape1
	%1600 = add nsw i64 %1599, %1598
	%1601 = getelementptr inbounds double, double* %c, i64 %1600
	store double %1596, double* %1601, align 8, !alias.scope !4
	%1602 = load double, double* %acc.addr.8
	%1603 = fmul double %262, %1602
	%1604 = load i64, i64* %i.addr.8
	%1605 = load i64, i64* %j.addr.8
	%1606 = mul nsw i64 %1604, %c.shape1
	%1607 = add nsw i64 %1606, %1605
	%1608 = getelementptr inbounds double, double* %c, i64 %1607
	%1609 = load double, double* %1608, align 8, !alias.scope !4
	%1610 = fmul double %264, %1609
	%1611 = fadd double %1603, %1610
	%1612 = load i64, i64* %i.addr.8
	%1613 = load i64, i64* %j.addr.8
	%1614 = mul nsw i64 %1612, %c.shape1
	%1615 = add nsw i64 %1614, %1613
	%1616 = getelementptr inbounds double, double* %c, i64 %1615
	store double %1611, double* %1616, align 8, !alias.scope !4
	%1617 = load double, double* %acc.addr.9
	%1618 = fmul double %262, %1617
	%1619 = load i64, i64* %i.addr.9
	%1620 = load i64, i64* %j.addr.9
	%1621 = mul nsw i64 %1619, %c.shape1
	%1622 = add nsw i64 %1621, %1620
	%1623 = getelementptr inbounds double, double* %c, i64 %1622
	%1624 = load double, double* %1623, align 8, !alias.scope !4
	%1625 = fmul double %264, %1624
	%1626 = fadd double %1618, %1625
	%1627 = load i64, i64* %i.addr.9
	%1628 = load i64, i64* %j.addr.9
	%1629 = mul nsw i64 %1627, %c.shape1
	%1630 = add nsw i64 %1629, %1628
	%1631 = getelementptr inbounds double, double* %c, i64 %1630
	store double %1626, double* %1631, align 8, !alias.scope !4
	%1632 = load double, double* %acc.addr.10
	%1633 = fmul double %262, %1632
	%1634 = load i64, i64* %i.addr.10
	%1635 = load i64, i64* %j.addr.10
	%1636 = mul nsw i64 %1634, %c.shape1
	%1637 = add nsw i64 %1636, %1635
	%1638 = getelementptr inbounds double, double* %c, i64 %1637
	%1639 = load double, double* %1638, align 8, !alias.scope !4
	%1640 = fmul double %264, %1639
	%1641 = fadd double %1633, %1640
	%1642 = load i64, i64* %i.addr.10
	%1643 = load i64, i64* %j.addr.10
	%1644 = mul nsw i64 %1642, %c.shape1
	%1645 = add nsw i64 %1644, %1643
	%1646 = getelementptr inbounds double, double* %c, i64 %1645
	store double %1641, double* %1646, align 8, !alias.scope !4
	%1647 = load double, double* %acc.addr.11
	%1648 = fmul double %262, %1647
	%1649 = load i64, i64* %i.addr.11
	%1650 = load i64, i64* %j.addr.11
	%1651 = mul nsw i64 %1649, %c.shape1
	%1652 = add nsw i64 %1651, %1650
	%1653 = getelementptr inbounds double, double* %c, i64 %1652
	%1654 = load double, double* %1653, align 8, !alias.scope !4
	%1655 = fmul double %264, %1654
	%1656 = fadd double %1648, %1655
	%1657 = load i64, i64* %i.addr.11
	%1658 = load i64, i64* %j.addr.11
	%1659 = mul nsw i64 %1657, %c.shape1
	%1660 = add nsw i64 %1659, %1658
	%1661 = getelementptr inbounds double, double* %c, i64 %1660
	store double %1656, double* %1661, align 8, !alias.scope !4
	%1662 = load double, double* %acc.addr.12
	%1663 = fmul double %262, %1662
	%1664 = load i64, i64* %i.addr.12
	%1665 = load i64, i64* %j.addr.12
	%1666 = mul nsw i64 %1664, %c.shape1
	%1667 = add nsw i64 %1666, %1665
	%1668 = getelementptr inbounds double, double* %c, i64 %1667
	%1669 = load double, double* %1668, align 8, !alias.scope !4
	%1670 = fmul double %264, %1669
	%1671 = fadd double %1663, %1670
	%1672 = load i64, i64* %i.addr.12
	%1673 = load i64, i64* %j.addr.12
	%1674 = mul nsw i64 %1672, %c.shape1
	%1675 = add nsw i64 %1674, %1673
	%1676 = getelementptr inbounds double, double* %c, i64 %1675
	store double %1671, double* %1676, align 8, !alias.scope !4
	%1677 = load double, double* %acc.addr.13
	%1678 = fmul double %262, %1677
	%1679 = load i64, i64* %i.addr.13
	%1680 = load i64, i64* %j.addr.13
	%1681 = mul nsw i64 %1679, %c.shape1
	%1682 = add nsw i64 %1681, %1680
	%1683 = getelementptr inbounds double, double* %c, i64 %1682
	%1684 = load double, double* %1683, align 8, !alias.scope !4
	%1685 = fmul double %264, %1684
	%1686 = fadd double %1678, %1685
	%1687 = load i64, i64* %i.addr.13
	%1688 = load i64, i64* %j.addr.13
	%1689 = mul nsw i64 %1687, %c.shape1
	%1690 = add nsw i64 %1689, %1688
	%1691 = getelementptr inbounds double, double* %c, i64 %1690
	store double %1686, double* %1691, align 8, !alias.scope !4
	%1692 = load double, double* %acc.addr.14
	%1693 = fmul double %262, %1692
	%1694 = load i64, i64* %i.addr.14
	%1695 = load i64, i64* %j.addr.14
	%1696 = mul nsw i64 %1694, %c.shape1
	%1697 = add nsw i64 %1696, %1695
	%1698 = getelementptr inbounds double, double* %c, i64 %1697
	%1699 = load double, double* %1698, align 8, !alias.scope !4
	%1700 = fmul double %264, %1699
	%1701 = fadd double %1693, %1700
	%1702 = load i64, i64* %i.addr.14
	%1703 = load i64, i64* %j.addr.14
	%1704 = mul nsw i64 %1702, %c.shape1
	%1705 = add nsw i64 %1704, %1703
	%1706 = getelementptr inbounds double, double* %c, i64 %1705
	store double %1701, double* %1706, align 8, !alias.scope !4
	%1707 = load double, double* %acc.addr.15
	%1708 = fmul double %262, %1707
	%1709 = load i64, i64* %i.addr.15
	%1710 = load i64, i64* %j.addr.15
	%1711 = mul nsw i64 %1709, %c.shape1
	%1712 = add nsw i64 %1711, %1710
	%1713 = getelementptr inbounds double, double* %c, i64 %1712
	%1714 = load double, double* %1713, align 8, !alias.scope !4
	%1715 = fmul double %264, %1714
	%1716 = fadd double %1708, %1715
	%1717 = load i64, i64* %i.addr.15
	%1718 = load i64, i64* %j.addr.15
	%1719 = mul nsw i64 %1717, %c.shape1
	%1720 = add nsw i64 %1719, %1718
	%1721 = getelementptr inbounds double, double* %c, i64 %1720
	store double %1716, double* %1721, align 8, !alias.scope !4
	%1722 = load double, double* %acc.addr.16
	%1723 = fmul double %262, %1722
	%1724 = load i64, i64* %i.addr.16
	%1725 = load i64, i64* %j.addr.16
	%1726 = mul nsw i64 %1724, %c.shape1
	%1727 = add nsw i64 %1726, %1725
	%1728 = getelementptr inbounds double, double* %c, i64 %1727
	%1729 = load double, double* %1728, align 8, !alias.scope !4
	%1730 = fmul double %264, %1729
	%1731 = fadd double %1723, %1730
	%1732 = load i64, i64* %i.addr.16
	%1733 = load i64, i64* %j.addr.16
	%1734 = mul nsw i64 %1732, %c.shape1
	%1735 = add nsw i64 %1734, %1733
	%1736 = getelementptr inbounds double, double* %c, i64 %1735
	store double %1731, double* %1736, align 8, !alias.scope !4
	%1737 = load double, double* %acc.addr.17
	%1738 = fmul double %262, %1737
	%1739 = load i64, i64* %i.addr.17
	%1740 = load i64, i64* %j.addr.17
	%1741 = mul nsw i64 %1739, %c.shape1
	%1742 = add nsw i64 %1741, %1740
	%1743 = getelementptr inbounds double, double* %c, i64 %1742
	%1744 = load double, double* %1743, align 8, !alias.scope !4
	%1745 = fmul double %264, %1744
	%1746 = fadd double %1738, %1745
	%1747 = load i64, i64* %i.addr.17
	%1748 = load i64, i64* %j.addr.17
	%1749 = mul nsw i64 %1747, %c.shape1
	%1750 = add nsw i64 %1749, %1748
	%1751 = getelementptr inbounds double, double* %c, i64 %1750
	store double %1746, double* %1751, align 8, !alias.scope !4
	%1752 = load double, double* %acc.addr.18
	%1753 = fmul double %262, %1752
	%1754 = load i64, i64* %i.addr.18
	%1755 = load i64, i64* %j.addr.18
	%1756 = mul nsw i64 %1754, %c.shape1
	%1757 = add nsw i64 %1756, %1755
	%1758 = getelementptr inbounds double, double* %c, i64 %1757
	%1759 = load double, double* %1758, align 8, !alias.scope !4
	%1760 = fmul double %264, %1759
	%1761 = fadd double %1753, %1760
	%1762 = load i64, i64* %i.addr.18
	%1763 = load i64, i64* %j.addr.18
	%1764 = mul nsw i64 %1762, %c.shape1
	%1765 = add nsw i64 %1764, %1763
	%1766 = getelementptr inbounds double, double* %c, i64 %1765
	store double %1761, double* %1766, align 8, !alias.scope !4
	%1767 = load double, double* %acc.addr.19
	%1768 = fmul double %262, %1767
	%1769 = load i64, i64* %i.addr.19
	%1770 = load i64, i64* %j.addr.19
	%1771 = mul nsw i64 %1769, %c.shape1
	%1772 = add nsw i64 %1771, %1770
	%1773 = getelementptr inbounds double, double* %c, i64 %1772
	%1774 = load double, double* %1773, align 8, !alias.scope !4
	%1775 = fmul double %264, %1774
	%1776 = fadd double %1768, %1775
	%1777 = load i64, i64* %i.addr.19
	%1778 = load i64, i64* %j.addr.19
	%1779 = mul nsw i64 %1777, %c.shape1
	%1780 = add nsw i64 %1779, %1778
	%1781 = getelementptr inbounds double, double* %c, i64 %1780
	store double %1776, double* %1781, align 8, !alias.scope !4
	%1782 = load double, double* %acc.addr.20
	%1783 = fmul double %262, %1782
	%1784 = load i64, i64* %i.addr.20
	%1785 = load i64, i64* %j.addr.20
	%1786 = mul nsw i64 %1784, %c.shape1
	%1787 = add nsw i64 %1786, %1785
	%1788 = getelementptr inbounds double, double* %c, i64 %1787
	%1789 = load double, double* %1788, align 8, !alias.scope !4
	%1790 = fmul double %264, %1789
	%1791 = fadd double %1783, %1790
	%1792 = load i64, i64* %i.addr.20
	%1793 = load i64, i64* %j.addr.20
	%1794 = mul nsw i64 %1792, %c.shape1
	%1795 = add nsw i64 %1794, %1793
	%1796 = getelementptr inbounds double, double* %c, i64 %1795
	store double %1791, double* %1796, align 8, !alias.scope !4
	%1797 = load double, double* %acc.addr.21
	%1798 = fmul double %262, %1797
	%1799 = load i64, i64* %i.addr.21
	%1800 = load i64, i64* %j.addr.21
	%1801 = mul nsw i64 %1799, %c.shape1
	%1802 = add nsw i64 %1801, %1800
	%1803 = getelementptr inbounds double, double* %c, i64 %1802
	%1804 = load double, double* %1803, align 8, !alias.scope !4
	%1805 = fmul double %264, %1804
	%1806 = fadd double %1798, %1805
	%1807 = load i64, i64* %i.addr.21
	%1808 = load i64, i64* %j.addr.21
	%1809 = mul nsw i64 %1807, %c.shape1
	%1810 = add nsw i64 %1809, %1808
	%1811 = getelementptr inbounds double, double* %c, i64 %1810
	store double %1806, double* %1811, align 8, !alias.scope !4
	%1812 = load double, double* %acc.addr.22
	%1813 = fmul double %262, %1812
	%1814 = load i64, i64* %i.addr.22
	%1815 = load i64, i64* %j.addr.22
	%1816 = mul nsw i64 %1814, %c.shape1
	%1817 = add nsw i64 %1816, %1815
	%1818 = getelementptr inbounds double, double* %c, i64 %1817
	%1819 = load double, double* %1818, align 8, !alias.scope !4
	%1820 = fmul double %264, %1819
	%1821 = fadd double %1813, %1820
	%1822 = load i64, i64* %i.addr.22
	%1823 = load i64, i64* %j.addr.22
	%1824 = mul nsw i64 %1822, %c.shape1
	%1825 = add nsw i64 %1824, %1823
	%1826 = getelementptr inbounds double, double* %c, i64 %1825
	store double %1821, double* %1826, align 8, !alias.scope !4
	%1827 = load double, double* %acc.addr.23
	%1828 = fmul double %262, %1827
	%1829 = load i64, i64* %i.addr.23
	%1830 = load i64, i64* %j.addr.23
	%1831 = mul nsw i64 %1829, %c.shape1
	%1832 = add nsw i64 %1831, %1830
	%1833 = getelementptr inbounds double, double* %c, i64 %1832
	%1834 = load double, double* %1833, align 8, !alias.scope !4
	%1835 = fmul double %264, %1834
	%1836 = fadd double %1828, %1835
	%1837 = load i64, i64* %i.addr.23
	%1838 = load i64, i64* %j.addr.23
	%1839 = mul nsw i64 %1837, %c.shape1
	%1840 = add nsw i64 %1839, %1838
	%1841 = getelementptr inbounds double, double* %c, i64 %1840
	store double %1836, double* %1841, align 8, !alias.scope !4
	%1842 = load double, double* %acc.addr.24
	%1843 = fmul double %262, %1842
	%1844 = load i64, i64* %i.addr.24
	%1845 = load i64, i64* %j.addr.24
	%1846 = mul nsw i64 %1844, %c.shape1
	%1847 = add nsw i64 %1846, %1845
	%1848 = getelementptr inbounds double, double* %c, i64 %1847
	%1849 = load double, double* %1848, align 8, !alias.scope !4
	%1850 = fmul double %264, %1849
	%1851 = fadd double %1843, %1850
	%1852 = load i64, i64* %i.addr.24
	%1853 = load i64, i64* %j.addr.24
	%1854 = mul nsw i64 %1852, %c.shape1
	%1855 = add nsw i64 %1854, %1853
	%1856 = getelementptr inbounds double, double* %c, i64 %1855
	store double %1851, double* %1856, align 8, !alias.scope !4
	%1857 = load double, double* %acc.addr.25
	%1858 = fmul double %262, %1857
	%1859 = load i64, i64* %i.addr.25
	%1860 = load i64, i64* %j.addr.25
	%1861 = mul nsw i64 %1859, %c.shape1
	%1862 = add nsw i64 %1861, %1860
	%1863 = getelementptr inbounds double, double* %c, i64 %1862
	%1864 = load double, double* %1863, align 8, !alias.scope !4
	%1865 = fmul double %264, %1864
	%1866 = fadd double %1858, %1865
	%1867 = load i64, i64* %i.addr.25
	%1868 = load i64, i64* %j.addr.25
	%1869 = mul nsw i64 %1867, %c.shape1
	%1870 = add nsw i64 %1869, %1868
	%1871 = getelementptr inbounds double, double* %c, i64 %1870
	store double %1866, double* %1871, align 8, !alias.scope !4
	%1872 = load double, double* %acc.addr.26
	%1873 = fmul double %262, %1872
	%1874 = load i64, i64* %i.addr.26
	%1875 = load i64, i64* %j.addr.26
	%1876 = mul nsw i64 %1874, %c.shape1
	%1877 = add nsw i64 %1876, %1875
	%1878 = getelementptr inbounds double, double* %c, i64 %1877
	%1879 = load double, double* %1878, align 8, !alias.scope !4
	%1880 = fmul double %264, %1879
	%1881 = fadd double %1873, %1880
	%1882 = load i64, i64* %i.addr.26
	%1883 = load i64, i64* %j.addr.26
	%1884 = mul nsw i64 %1882, %c.shape1
	%1885 = add nsw i64 %1884, %1883
	%1886 = getelementptr inbounds double, double* %c, i64 %1885
	store double %1881, double* %1886, align 8, !alias.scope !4
	%1887 = load double, double* %acc.addr.27
	%1888 = fmul double %262, %1887
	%1889 = load i64, i64* %i.addr.27
	%1890 = load i64, i64* %j.addr.27
	%1891 = mul nsw i64 %1889, %c.shape1
	%1892 = add nsw i64 %1891, %1890
	%1893 = getelementptr inbounds double, double* %c, i64 %1892
	%1894 = load double, double* %1893, align 8, !alias.scope !4
	%1895 = fmul double %264, %1894
	%1896 = fadd double %1888, %1895
	%1897 = load i64, i64* %i.addr.27
	%1898 = load i64, i64* %j.addr.27
	%1899 = mul nsw i64 %1897, %c.shape1
	%1900 = add nsw i64 %1899, %1898
	%1901 = getelementptr inbounds double, double* %c, i64 %1900
	store double %1896, double* %1901, align 8, !alias.scope !4
	%1902 = load double, double* %acc.addr.28
	%1903 = fmul double %262, %1902
	%1904 = load i64, i64* %i.addr.28
	%1905 = load i64, i64* %j.addr.28
	%1906 = mul nsw i64 %1904, %c.shape1
	%1907 = add nsw i64 %1906, %1905
	%1908 = getelementptr inbounds double, double* %c, i64 %1907
	%1909 = load double, double* %1908, align 8, !alias.scope !4
	%1910 = fmul double %264, %1909
	%1911 = fadd double %1903, %1910
	%1912 = load i64, i64* %i.addr.28
	%1913 = load i64, i64* %j.addr.28
	%1914 = mul nsw i64 %1912, %c.shape1
	%1915 = add nsw i64 %1914, %1913
	%1916 = getelementptr inbounds double, double* %c, i64 %1915
	store double %1911, double* %1916, align 8, !alias.scope !4
	%1917 = load double, double* %acc.addr.29
	%1918 = fmul double %262, %1917
	%1919 = load i64, i64* %i.addr.29
	%1920 = load i64, i64* %j.addr.29
	%1921 = mul nsw i64 %1919, %c.shape1
	%1922 = add nsw i64 %1921, %1920
	%1923 = getelementptr inbounds double, double* %c, i64 %1922
	%1924 = load double, double* %1923, align 8, !alias.scope !4
	%1925 = fmul double %264, %1924
	%1926 = fadd double %1918, %1925
	%1927 = load i64, i64* %i.addr.29
	%1928 = load i64, i64* %j.addr.29
	%1929 = mul nsw i64 %1927, %c.shape1
	%1930 = add nsw i64 %1929, %1928
	%1931 = getelementptr inbounds double, double* %c, i64 %1930
	store double %1926, double* %1931, align 8, !alias.scope !4
	%1932 = load double, double* %acc.addr.30
	%1933 = fmul double %262, %1932
	%1934 = load i64, i64* %i.addr.30
	%1935 = load i64, i64* %j.addr.30
	%1936 = mul nsw i64 %1934, %c.shape1
	%1937 = add nsw i64 %1936, %1935
	%1938 = getelementptr inbounds double, double* %c, i64 %1937
	%1939 = load double, double* %1938, align 8, !alias.scope !4
	%1940 = fmul double %264, %1939
	%1941 = fadd double %1933, %1940
	%1942 = load i64, i64* %i.addr.30
	%1943 = load i64, i64* %j.addr.30
	%1944 = mul nsw i64 %1942, %c.shape1
	%1945 = add nsw i64 %1944, %1943
	%1946 = getelementptr inbounds double, double* %c, i64 %1945
	store double %1941, double* %1946, align 8, !alias.scope !4
	%1947 = load double, double* %acc.addr.31
	%1948 = fmul double %262, %1947
	%1949 = load i64, i64* %i.addr.31
	%1950 = load i64, i64* %j.addr.31
	%1951 = mul nsw i64 %1949, %c.shape1
	%1952 = add nsw i64 %1951, %1950
	%1953 = getelementptr inbounds double, double* %c, i64 %1952
	%1954 = load double, double* %1953, align 8, !alias.scope !4
	%1955 = fmul double %264, %1954
	%1956 = fadd double %1948, %1955
	%1957 = load i64, i64* %i.addr.31
	%1958 = load i64, i64* %j.addr.31
	%1959 = mul nsw i64 %1957, %c.shape1
	%1960 = add nsw i64 %1959, %1958
	%1961 = getelementptr inbounds double, double* %c, i64 %1960
	store double %1956, double* %1961, align 8, !alias.scope !4
	%1962 = load double, double* %acc.addr.32
	%1963 = fmul double %262, %1962
	%1964 = load i64, i64* %i.addr.32
	%1965 = load i64, i64* %j.addr.32
	%1966 = mul nsw i64 %1964, %c.shape1
	%1967 = add nsw i64 %1966, %1965
	%1968 = getelementptr inbounds double, double* %c, i64 %1967
	%1969 = load double, double* %1968, align 8, !alias.scope !4
	%1970 = fmul double %264, %1969
	%1971 = fadd double %1963, %1970
	%1972 = load i64, i64* %i.addr.32
	%1973 = load i64, i64* %j.addr.32
	%1974 = mul nsw i64 %1972, %c.shape1
	%1975 = add nsw i64 %1974, %1973
	%1976 = getelementptr inbounds double, double* %c, i64 %1975
	store double %1971, double* %1976, align 8, !alias.scope !4
	%1977 = load double, double* %acc.addr.33
	%1978 = fmul double %262, %1977
	%1979 = load i64, i64* %i.addr.33
	%1980 = load i64, i64* %j.addr.33
	%1981 = mul nsw i64 %1979, %c.shape1
	%1982 = add nsw i64 %1981, %1980
	%1983 = getelementptr inbounds double, double* %c, i64 %1982
	%1984 = load double, double* %1983, align 8, !alias.scope !4
	%1985 = fmul double %264, %1984
	%1986 = fadd double %1978, %1985
	%1987 = load i64, i64* %i.addr.33
	%1988 = load i64, i64* %j.addr.33
	%1989 = mul nsw i64 %1987, %c.shape1
	%1990 = add nsw i64 %1989, %1988
	%1991 = getelementptr inbounds double, double* %c, i64 %1990
	store double %1986, double* %1991, align 8, !alias.scope !4
	%1992 = load double, double* %acc.addr.34
	%1993 = fmul double %262, %1992
	%1994 = load i64, i64* %i.addr.34
	%1995 = load i64, i64* %j.addr.34
	%1996 = mul nsw i64 %1994, %c.shape1
	%1997 = add nsw i64 %1996, %1995
	%1998 = getelementptr inbounds double, double* %c, i64 %1997
	%1999 = load double, double* %1998, align 8, !alias.scope !4
	%2000 = fmul double %264, %1999
	%2001 = fadd double %1993, %2000
	%2002 = load i64, i64* %i.addr.34
	%2003 = load i64, i64* %j.addr.34
	%2004 = mul nsw i64 %2002, %c.shape1
	%2005 = add nsw i64 %2004, %2003
	%2006 = getelementptr inbounds double, double* %c, i64 %2005
	store double %2001, double* %2006, align 8, !alias.scope !4
	%2007 = load double, double* %acc.addr.35
	%2008 = fmul double %262, %2007
	%2009 = load i64, i64* %i.addr.35
	%2010 = load i64, i64* %j.addr.35
	%2011 = mul nsw i64 %2009, %c.shape1
	%2012 = add nsw i64 %2011, %2010
	%2013 = getelementptr inbounds double, double* %c, i64 %2012
	%2014 = load double, double* %2013, align 8, !alias.scope !4
	%2015 = fmul double %264, %2014
	%2016 = fadd double %2008, %2015
	%2017 = load i64, i64* %i.addr.35
	%2018 = load i64, i64* %j.addr.35
	%2019 = mul nsw i64 %2017, %c.shape1
	%2020 = add nsw i64 %2019, %2018
	%2021 = getelementptr inbounds double, double* %c, i64 %2020
	store double %2016, double* %2021, align 8, !alias.scope !4
	%2022 = load double, double* %acc.addr.36
	%2023 = fmul double %262, %2022
	%2024 = load i64, i64* %i.addr.36
	%2025 = load i64, i64* %j.addr.36
	%2026 = mul nsw i64 %2024, %c.shape1
	%2027 = add nsw i64 %2026, %2025
	%2028 = getelementptr inbounds double, double* %c, i64 %2027
	%2029 = load double, double* %2028, align 8, !alias.scope !4
	%2030 = fmul double %264, %2029
	%2031 = fadd double %2023, %2030
	%2032 = load i64, i64* %i.addr.36
	%2033 = load i64, i64* %j.addr.36
	%2034 = mul nsw i64 %2032, %c.shape1
	%2035 = add nsw i64 %2034, %2033
	%2036 = getelementptr inbounds double, double* %c, i64 %2035
	store double %2031, double* %2036, align 8, !alias.scope !4
	%2037 = load double, double* %acc.addr.37
	%2038 = fmul double %262, %2037
	%2039 = load i64, i64* %i.addr.37
	%2040 = load i64, i64* %j.addr.37
	%2041 = mul nsw i64 %2039, %c.shape1
	%2042 = add nsw i64 %2041, %2040
	%2043 = getelementptr inbounds double, double* %c, i64 %2042
	%2044 = load double, double* %2043, align 8, !alias.scope !4
	%2045 = fmul double %264, %2044
	%2046 = fadd double %2038, %2045
	%2047 = load i64, i64* %i.addr.37
	%2048 = load i64, i64* %j.addr.37
	%2049 = mul nsw i64 %2047, %c.shape1
	%2050 = add nsw i64 %2049, %2048
	%2051 = getelementptr inbounds double, double* %c, i64 %2050
	store double %2046, double* %2051, align 8, !alias.scope !4
	%2052 = load double, double* %acc.addr.38
	%2053 = fmul double %262, %2052
	%2054 = load i64, i64* %i.addr.38
	%2055 = load i64, i64* %j.addr.38
	%2056 = mul nsw i64 %2054, %c.shape1
	%2057 = add nsw i64 %2056, %2055
	%2058 = getelementptr inbounds double, double* %c, i64 %2057
	%2059 = load double, double* %2058, align 8, !alias.scope !4
	%2060 = fmul double %264, %2059
	%2061 = fadd double %2053, %2060
	%2062 = load i64, i64* %i.addr.38
	%2063 = load i64, i64* %j.addr.38
	%2064 = mul nsw i64 %2062, %c.shape1
	%2065 = add nsw i64 %2064, %2063
	%2066 = getelementptr inbounds double, double* %c, i64 %2065
	store double %2061, double* %2066, align 8, !alias.scope !4
	%2067 = load double, double* %acc.addr.39
	%2068 = fmul double %262, %2067
	%2069 = load i64, i64* %i.addr.39
	%2070 = load i64, i64* %j.addr.39
	%2071 = mul nsw i64 %2069, %c.shape1
	%2072 = add nsw i64 %2071, %2070
	%2073 = getelementptr inbounds double, double* %c, i64 %2072
	%2074 = load double, double* %2073, align 8, !alias.scope !4
	%2075 = fmul double %264, %2074
	%2076 = fadd double %2068, %2075
	%2077 = load i64, i64* %i.addr.39
	%2078 = load i64, i64* %j.addr.39
	%2079 = mul nsw i64 %2077, %c.shape1
	%2080 = add nsw i64 %2079, %2078
	%2081 = getelementptr inbounds double, double* %c, i64 %2080
	store double %2076, double* %2081, align 8, !alias.scope !4
	%2082 = load double, double* %acc.addr.40
	%2083 = fmul double %262, %2082
	%2084 = load i64, i64* %i.addr.40
	%2085 = load i64, i64* %j.addr.40
	%2086 = mul nsw i64 %2084, %c.shape1
	%2087 = add nsw i64 %2086, %2085
	%2088 = getelementptr inbounds double, double* %c, i64 %2087
	%2089 = load double, double* %2088, align 8, !alias.scope !4
	%2090 = fmul double %264, %2089
	%2091 = fadd double %2083, %2090
	%2092 = load i64, i64* %i.addr.40
	%2093 = load i64, i64* %j.addr.40
	%2094 = mul nsw i64 %2092, %c.shape1
	%2095 = add nsw i64 %2094, %2093
	%2096 = getelementptr inbounds double, double* %c, i64 %2095
	store double %2091, double* %2096, align 8, !alias.scope !4
	%2097 = load double, double* %acc.addr.41
	%2098 = fmul double %262, %2097
	%2099 = load i64, i64* %i.addr.41
	%2100 = load i64, i64* %j.addr.41
	%2101 = mul nsw i64 %2099, %c.shape1
	%2102 = add nsw i64 %2101, %2100
	%2103 = getelementptr inbounds double, double* %c, i64 %2102
	%2104 = load double, double* %2103, align 8, !alias.scope !4
	%2105 = fmul double %264, %2104
	%2106 = fadd double %2098, %2105
	%2107 = load i64, i64* %i.addr.41
	%2108 = load i64, i64* %j.addr.41
	%2109 = mul nsw i64 %2107, %c.shape1
	%2110 = add nsw i64 %2109, %2108
	%2111 = getelementptr inbounds double, double* %c, i64 %2110
	store double %2106, double* %2111, align 8, !alias.scope !4
	%2112 = load double, double* %acc.addr.42
	%2113 = fmul double %262, %2112
	%2114 = load i64, i64* %i.addr.42
	%2115 = load i64, i64* %j.addr.42
	%2116 = mul nsw i64 %2114, %c.shape1
	%2117 = add nsw i64 %2116, %2115
	%2118 = getelementptr inbounds double, double* %c, i64 %2117
	%2119 = load double, double* %2118, align 8, !alias.scope !4
	%2120 = fmul double %264, %2119
	%2121 = fadd double %2113, %2120
	%2122 = load i64, i64* %i.addr.42
	%2123 = load i64, i64* %j.addr.42
	%2124 = mul nsw i64 %2122, %c.shape1
	%2125 = add nsw i64 %2124, %2123
	%2126 = getelementptr inbounds double, double* %c, i64 %2125
	store double %2121, double* %2126, align 8, !alias.scope !4
	%2127 = load double, double* %acc.addr.43
	%2128 = fmul double %262, %2127
	%2129 = load i64, i64* %i.addr.43
	%2130 = load i64, i64* %j.addr.43
	%2131 = mul nsw i64 %2129, %c.shape1
	%2132 = add nsw i64 %2131, %2130
	%2133 = getelementptr inbounds double, double* %c, i64 %2132
	%2134 = load double, double* %2133, align 8, !alias.scope !4
	%2135 = fmul double %264, %2134
	%2136 = fadd double %2128, %2135
	%2137 = load i64, i64* %i.addr.43
	%2138 = load i64, i64* %j.addr.43
	%2139 = mul nsw i64 %2137, %c.shape1
	%2140 = add nsw i64 %2139, %2138
	%2141 = getelementptr inbounds double, double* %c, i64 %2140
	store double %2136, double* %2141, align 8, !alias.scope !4
	%2142 = load double, double* %acc.addr.44
	%2143 = fmul double %262, %2142
	%2144 = load i64, i64* %i.addr.44
	%2145 = load i64, i64* %j.addr.44
	%2146 = mul nsw i64 %2144, %c.shape1
	%2147 = add nsw i64 %2146, %2145
	%2148 = getelementptr inbounds double, double* %c, i64 %2147
	%2149 = load double, double* %2148, align 8, !alias.scope !4
	%2150 = fmul double %264, %2149
	%2151 = fadd double %2143, %2150
	%2152 = load i64, i64* %i.addr.44
	%2153 = load i64, i64* %j.addr.44
	%2154 = mul nsw i64 %2152, %c.shape1
	%2155 = add nsw i64 %2154, %2153
	%2156 = getelementptr inbounds double, double* %c, i64 %2155
	store double %2151, double* %2156, align 8, !alias.scope !4
	%2157 = load double, double* %acc.addr.45
	%2158 = fmul double %262, %2157
	%2159 = load i64, i64* %i.addr.45
	%2160 = load i64, i64* %j.addr.45
	%2161 = mul nsw i64 %2159, %c.shape1
	%2162 = add nsw i64 %2161, %2160
	%2163 = getelementptr inbounds double, double* %c, i64 %2162
	%2164 = load double, double* %2163, align 8, !alias.scope !4
	%2165 = fmul double %264, %2164
	%2166 = fadd double %2158, %2165
	%2167 = load i64, i64* %i.addr.45
	%2168 = load i64, i64* %j.addr.45
	%2169 = mul nsw i64 %2167, %c.shape1
	%2170 = add nsw i64 %2169, %2168
	%2171 = getelementptr inbounds double, double* %c, i64 %2170
	store double %2166, double* %2171, align 8, !alias.scope !4
	%2172 = load double, double* %acc.addr.46
	%2173 = fmul double %262, %2172
	%2174 = load i64, i64* %i.addr.46
	%2175 = load i64, i64* %j.addr.46
	%2176 = mul nsw i64 %2174, %c.shape1
	%2177 = add nsw i64 %2176, %2175
	%2178 = getelementptr inbounds double, double* %c, i64 %2177
	%2179 = load double, double* %2178, align 8, !alias.scope !4
	%2180 = fmul double %264, %2179
	%2181 = fadd double %2173, %2180
	%2182 = load i64, i64* %i.addr.46
	%2183 = load i64, i64* %j.addr.46
	%2184 = mul nsw i64 %2182, %c.shape1
	%2185 = add nsw i64 %2184, %2183
	%2186 = getelementptr inbounds double, double* %c, i64 %2185
	store double %2181, double* %2186, align 8, !alias.scope !4
	%2187 = load double, double* %acc.addr.47
	%2188 = fmul double %262, %2187
	%2189 = load i64, i64* %i.addr.47
	%2190 = load i64, i64* %j.addr.47
	%2191 = mul nsw i64 %2189, %c.shape1
	%2192 = add nsw i64 %2191, %2190
	%2193 = getelementptr inbounds double, double* %c, i64 %2192
	%2194 = load double, double* %2193, align 8, !alias.scope !4
	%2195 = fmul double %264, %2194
	%2196 = fadd double %2188, %2195
	%2197 = load i64, i64* %i.addr.47
	%2198 = load i64, i64* %j.addr.47
	%2199 = mul nsw i64 %2197, %c.shape1
	%2200 = add nsw i64 %2199, %2198
	%2201 = getelementptr inbounds double, double* %c, i64 %2200
	store double %2196, double* %2201, align 8, !alias.scope !4
	%2202 = load double, double* %acc.addr.48
	%2203 = fmul double %262, %2202
	%2204 = load i64, i64* %i.addr.48
	%2205 = load i64, i64* %j.addr.48
	%2206 = mul nsw i64 %2204, %c.shape1
	%2207 = add nsw i64 %2206, %2205
	%2208 = getelementptr inbounds double, double* %c, i64 %2207
	%2209 = load double, double* %2208, align 8, !alias.scope !4
	%2210 = fmul double %264, %2209
	%2211 = fadd double %2203, %2210
	%2212 = load i64, i64* %i.addr.48
	%2213 = load i64, i64* %j.addr.48
	%2214 = mul nsw i64 %2212, %c.shape1
	%2215 = add nsw i64 %2214, %2213
	%2216 = getelementptr inbounds double, double* %c, i64 %2215
	store double %2211, double* %2216, align 8, !alias.scope !4
	%2217 = load double, double* %acc.addr.49
	%2218 = fmul double %262, %2217
	%2219 = load i64, i64* %i.addr.49
	%2220 = load i64, i64* %j.addr.49
	%2221 = mul nsw i64 %2219, %c.shape1
	%2222 = add nsw i64 %2221, %2220
	%2223 = getelementptr inbounds double, double* %c, i64 %2222
	%2224 = load double, double* %2223, align 8, !alias.scope !4
	%2225 = fmul double %264, %2224
	%2226 = fadd double %2218, %2225
	%2227 = load i64, i64* %i.addr.49
	%2228 = load i64, i64* %j.addr.49
	%2229 = mul nsw i64 %2227, %c.shape1
	%2230 = add nsw i64 %2229, %2228
	%2231 = getelementptr inbounds double, double* %c, i64 %2230
	store double %2226, double* %2231, align 8, !alias.scope !4
	%2232 = load double, double* %acc.addr.50
	%2233 = fmul double %262, %2232
	%2234 = load i64, i64* %i.addr.50
	%2235 = load i64, i64* %j.addr.50
	%2236 = mul nsw i64 %2234, %c.shape1
	%2237 = add nsw i64 %2236, %2235
	%2238 = getelementptr inbounds double, double* %c, i64 %2237
	%2239 = load double, double* %2238, align 8, !alias.scope !4
	%2240 = fmul double %264, %2239
	%2241 = fadd double %2233, %2240
	%2242 = load i64, i64* %i.addr.50
	%2243 = load i64, i64* %j.addr.50
	%2244 = mul nsw i64 %2242, %c.shape1
	%2245 = add nsw i64 %2244, %2243
	%2246 = getelementptr inbounds double, double* %c, i64 %2245
	store double %2241, double* %2246, align 8, !alias.scope !4
	%2247 = load double, double* %acc.addr.51
	%2248 = fmul double %262, %2247
	%2249 = load i64, i64* %i.addr.51
	%2250 = load i64, i64* %j.addr.51
	%2251 = mul nsw i64 %2249, %c.shape1
	%2252 = add nsw i64 %2251, %2250
	%2253 = getelementptr inbounds double, double* %c, i64 %2252
	%2254 = load double, double* %2253, align 8, !alias.scope !4
	%2255 = fmul double %264, %2254
	%2256 = fadd double %2248, %2255
	%2257 = load i64, i64* %i.addr.51
	%2258 = load i64, i64* %j.addr.51
	%2259 = mul nsw i64 %2257, %c.shape1
	%2260 = add nsw i64 %2259, %2258
	%2261 = getelementptr inbounds double, double* %c, i64 %2260
	store double %2256, double* %2261, align 8, !alias.scope !4
	%2262 = load double, double* %acc.addr.52
	%2263 = fmul double %262, %2262
	%2264 = load i64, i64* %i.addr.52
	%2265 = load i64, i64* %j.addr.52
	%2266 = mul nsw i64 %2264, %c.shape1
	%2267 = add nsw i64 %2266, %2265
	%2268 = getelementptr inbounds double, double* %c, i64 %2267
	%2269 = load double, double* %2268, align 8, !alias.scope !4
	%2270 = fmul double %264, %2269
	%2271 = fadd double %2263, %2270
	%2272 = load i64, i64* %i.addr.52
	%2273 = load i64, i64* %j.addr.52
	%2274 = mul nsw i64 %2272, %c.shape1
	%2275 = add nsw i64 %2274, %2273
	%2276 = getelementptr inbounds double, double* %c, i64 %2275
	store double %2271, double* %2276, align 8, !alias.scope !4
	%2277 = load double, double* %acc.addr.53
	%2278 = fmul double %262, %2277
	%2279 = load i64, i64* %i.addr.53
	%2280 = load i64, i64* %j.addr.53
	%2281 = mul nsw i64 %2279, %c.shape1
	%2282 = add nsw i64 %2281, %2280
	%2283 = getelementptr inbounds double, double* %c, i64 %2282
	%2284 = load double, double* %2283, align 8, !alias.scope !4
	%2285 = fmul double %264, %2284
	%2286 = fadd double %2278, %2285
	%2287 = load i64, i64* %i.addr.53
	%2288 = load i64, i64* %j.addr.53
	%2289 = mul nsw i64 %2287, %c.shape1
	%2290 = add nsw i64 %2289, %2288
	%2291 = getelementptr inbounds double, double* %c, i64 %2290
	store double %2286, double* %2291, align 8, !alias.scope !4
	%2292 = load double, double* %acc.addr.54
	%2293 = fmul double %262, %2292
	%2294 = load i64, i64* %i.addr.54
	%2295 = load i64, i64* %j.addr.54
	%2296 = mul nsw i64 %2294, %c.shape1
	%2297 = add nsw i64 %2296, %2295
	%2298 = getelementptr inbounds double, double* %c, i64 %2297
	%2299 = load double, double* %2298, align 8, !alias.scope !4
	%2300 = fmul double %264, %2299
	%2301 = fadd double %2293, %2300
	%2302 = load i64, i64* %i.addr.54
	%2303 = load i64, i64* %j.addr.54
	%2304 = mul nsw i64 %2302, %c.shape1
	%2305 = add nsw i64 %2304, %2303
	%2306 = getelementptr inbounds double, double* %c, i64 %2305
	store double %2301, double* %2306, align 8, !alias.scope !4
	%2307 = load double, double* %acc.addr.55
	%2308 = fmul double %262, %2307
	%2309 = load i64, i64* %i.addr.55
	%2310 = load i64, i64* %j.addr.55
	%2311 = mul nsw i64 %2309, %c.shape1
	%2312 = add nsw i64 %2311, %2310
	%2313 = getelementptr inbounds double, double* %c, i64 %2312
	%2314 = load double, double* %2313, align 8, !alias.scope !4
	%2315 = fmul double %264, %2314
	%2316 = fadd double %2308, %2315
	%2317 = load i64, i64* %i.addr.55
	%2318 = load i64, i64* %j.addr.55
	%2319 = mul nsw i64 %2317, %c.shape1
	%2320 = add nsw i64 %2319, %2318
	%2321 = getelementptr inbounds double, double* %c, i64 %2320
	store double %2316, double* %2321, align 8, !alias.scope !4
	%2322 = load double, double* %acc.addr.56
	%2323 = fmul double %262, %2322
	%2324 = load i64, i64* %i.addr.56
	%2325 = load i64, i64* %j.addr.56
	%2326 = mul nsw i64 %2324, %c.shape1
	%2327 = add nsw i64 %2326, %2325
	%2328 = getelementptr inbounds double, double* %c, i64 %2327
	%2329 = load double, double* %2328, align 8, !alias.scope !4
	%2330 = fmul double %264, %2329
	%2331 = fadd double %2323, %2330
	%2332 = load i64, i64* %i.addr.56
	%2333 = load i64, i64* %j.addr.56
	%2334 = mul nsw i64 %2332, %c.shape1
	%2335 = add nsw i64 %2334, %2333
	%2336 = getelementptr inbounds double, double* %c, i64 %2335
	store double %2331, double* %2336, align 8, !alias.scope !4
	%2337 = load double, double* %acc.addr.57
	%2338 = fmul double %262, %2337
	%2339 = load i64, i64* %i.addr.57
	%2340 = load i64, i64* %j.addr.57
	%2341 = mul nsw i64 %2339, %c.shape1
	%2342 = add nsw i64 %2341, %2340
	%2343 = getelementptr inbounds double, double* %c, i64 %2342
	%2344 = load double, double* %2343, align 8, !alias.scope !4
	%2345 = fmul double %264, %2344
	%2346 = fadd double %2338, %2345
	%2347 = load i64, i64* %i.addr.57
	%2348 = load i64, i64* %j.addr.57
	%2349 = mul nsw i64 %2347, %c.shape1
	%2350 = add nsw i64 %2349, %2348
	%2351 = getelementptr inbounds double, double* %c, i64 %2350
	store double %2346, double* %2351, align 8, !alias.scope !4
	%2352 = load double, double* %acc.addr.58
	%2353 = fmul double %262, %2352
	%2354 = load i64, i64* %i.addr.58
	%2355 = load i64, i64* %j.addr.58
	%2356 = mul nsw i64 %2354, %c.shape1
	%2357 = add nsw i64 %2356, %2355
	%2358 = getelementptr inbounds double, double* %c, i64 %2357
	%2359 = load double, double* %2358, align 8, !alias.scope !4
	%2360 = fmul double %264, %2359
	%2361 = fadd double %2353, %2360
	%2362 = load i64, i64* %i.addr.58
	%2363 = load i64, i64* %j.addr.58
	%2364 = mul nsw i64 %2362, %c.shape1
	%2365 = add nsw i64 %2364, %2363
	%2366 = getelementptr inbounds double, double* %c, i64 %2365
	store double %2361, double* %2366, align 8, !alias.scope !4
	%2367 = load double, double* %acc.addr.59
	%2368 = fmul double %262, %2367
	%2369 = load i64, i64* %i.addr.59
	%2370 = load i64, i64* %j.addr.59
	%2371 = mul nsw i64 %2369, %c.shape1
	%2372 = add nsw i64 %2371, %2370
	%2373 = getelementptr inbounds double, double* %c, i64 %2372
	%2374 = load double, double* %2373, align 8, !alias.scope !4
	%2375 = fmul double %264, %2374
	%2376 = fadd double %2368, %2375
	%2377 = load i64, i64* %i.addr.59
	%2378 = load i64, i64* %j.addr.59
	%2379 = mul nsw i64 %2377, %c.shape1
	%2380 = add nsw i64 %2379, %2378
	%2381 = getelementptr inbounds double, double* %c, i64 %2380
	store double %2376, double* %2381, align 8, !alias.scope !4
	%2382 = load double, double* %acc.addr.60
	%2383 = fmul double %262, %2382
	%2384 = load i64, i64* %i.addr.60
	%2385 = load i64, i64* %j.addr.60
	%2386 = mul nsw i64 %2384, %c.shape1
	%2387 = add nsw i64 %2386, %2385
	%2388 = getelementptr inbounds double, double* %c, i64 %2387
	%2389 = load double, double* %2388, align 8, !alias.scope !4
	%2390 = fmul double %264, %2389
	%2391 = fadd double %2383, %2390
	%2392 = load i64, i64* %i.addr.60
	%2393 = load i64, i64* %j.addr.60
	%2394 = mul nsw i64 %2392, %c.shape1
	%2395 = add nsw i64 %2394, %2393
	%2396 = getelementptr inbounds double, double* %c, i64 %2395
	store double %2391, double* %2396, align 8, !alias.scope !4
	%2397 = load double, double* %acc.addr.61
	%2398 = fmul double %262, %2397
	%2399 = load i64, i64* %i.addr.61
	%2400 = load i64, i64* %j.addr.61
	%2401 = mul nsw i64 %2399, %c.shape1
	%2402 = add nsw i64 %2401, %2400
	%2403 = getelementptr inbounds double, double* %c, i64 %2402
	%2404 = load double, double* %2403, align 8, !alias.scope !4
	%2405 = fmul double %264, %2404
	%2406 = fadd double %2398, %2405
	%2407 = load i64, i64* %i.addr.61
	%2408 = load i64, i64* %j.addr.61
	%2409 = mul nsw i64 %2407, %c.shape1
	%2410 = add nsw i64 %2409, %2408
	%2411 = getelementptr inbounds double, double* %c, i64 %2410
	store double %2406, double* %2411, align 8, !alias.scope !4
	%2412 = load double, double* %acc.addr.62
	%2413 = fmul double %262, %2412
	%2414 = load i64, i64* %i.addr.62
	%2415 = load i64, i64* %j.addr.62
	%2416 = mul nsw i64 %2414, %c.shape1
	%2417 = add nsw i64 %2416, %2415
	%2418 = getelementptr inbounds double, double* %c, i64 %2417
	%2419 = load double, double* %2418, align 8, !alias.scope !4
	%2420 = fmul double %264, %2419
	%2421 = fadd double %2413, %2420
	%2422 = load i64, i64* %i.addr.62
	%2423 = load i64, i64* %j.addr.62
	%2424 = mul nsw i64 %2422, %c.shape1
	%2425 = add nsw i64 %2424, %2423
	%2426 = getelementptr inbounds double, double* %c, i64 %2425
	store double %2421, double* %2426, align 8, !alias.scope !4
	%2427 = load double, double* %acc.addr.63
	%2428 = fmul double %262, %2427
	%2429 = load i64, i64* %i.addr.63
	%2430 = load i64, i64* %j.addr.63
	%2431 = mul nsw i64 %2429, %c.shape1
	%2432 = add nsw i64 %2431, %2430
	%2433 = getelementptr inbounds double, double* %c, i64 %2432
	%2434 = load double, double* %2433, align 8, !alias.scope !4
	%2435 = fmul double %264, %2434
	%2436 = fadd double %2428, %2435
	%2437 = load i64, i64* %i.addr.63
	%2438 = load i64, i64* %j.addr.63
	%2439 = mul nsw i64 %2437, %c.shape1
	%2440 = add nsw i64 %2439, %2438
	%2441 = getelementptr inbounds double, double* %c, i64 %2440
	store double %2436, double* %2441, align 8, !alias.scope !4
	br label %j.cols.latch

j.cols.latch:
	%2442 = add nuw i64 %j.cols.it, 16
	br label %j.cols.head

j.cols.exit:
	br label %packed.end

j.cols.head.1:
	%j.cols.it.1 = phi i64 [ %j.panel.it, %packed.else ], [ %4402, %j.cols.latch.1 ]
	%2443 = icmp ult i64 %j.cols.it.1, %537
	br i1 %2443, label %j.cols.body.1, label %j.cols.exit.1

j.cols.body.1:
	%2444 = add nuw nsw i64 %j.cols.it.1, 0
	%2445 = add nsw i64 0, %2444
	store i64 %526, i64* %i.addr
	store i64 %2445, i64* %j.addr
	store i64 %528, i64* %i.addr.16
	store i64 %2445, i64* %j.addr.16
	store i64 %530, i64* %i.addr.32
	store i64 %2445, i64* %j.addr.32
	store i64 %532, i64* %i.addr.48
	store i64 %2445, i64* %j.addr.48
	%2446 = add nuw nsw i64 %j.cols.it.1, 1
	%2447 = add nsw i64 0, %2446
	store i64 %526, i64* %i.addr.1
	store i64 %2447, i64* %j.addr.1
	store i64 %528, i64* %i.addr.17
	store i64 %2447, i64* %j.addr.17
	store i64 %530, i64* %i.addr.33
	store i64 %2447, i64* %j.addr.33
	store i64 %532, i64* %i.addr.49
	store i64 %2447, i64* %j.addr.49
	%2448 = add nuw nsw i64 %j.cols.it.1, 2
	%2449 = add nsw i64 0, %2448
	store i64 %526, i64* %i.addr.2
	store i64 %2449, i64* %j.addr.2
	store i64 %528, i64* %i.addr.18
	store i64 %2449, i64* %j.addr.18
	store i64 %530, i64* %i.addr.34
	store i64 %2449, i64* %j.addr.34
	store i64 %532, i64* %i.addr.50
	store i64 %2449, i64* %j.addr.50
	%2450 = add nuw nsw i64 %j.cols.it.1, 3
	%2451 = add nsw i64 0, %2450
	store i64 %526, i64* %i.addr.3
	store i64 %2451, i64* %j.addr.3
	store i64 %528, i64* %i.addr.19
	store i64 %2451, i64* %j.addr.19
	store i64 %530, i64* %i.addr.35
	store i64 %2451, i64* %j.addr.35
	store i64 %532, i64* %i.addr.51
	store i64 %2451, i64* %j.addr.51
	%2452 = add nuw nsw i64 %j.cols.it.1, 4
	%2453 = add nsw i64 0, %2452
	store i64 %526, i64* %i.addr.4
	store i64 %2453, i64* %j.addr.4
	store i64 %528, i64* %i.addr.20
	store i64 %2453, i64* %j.addr.20
	store i64 %530, i64* %i.addr.36
	store i64 %2453, i64* %j.addr.36
	store i64 %532, i64* %i.addr.52
	store i64 %2453, i64* %j.addr.52
	%2454 = add nuw nsw i64 %j.cols.it.1, 5
	%2455 = add nsw i64 0, %2454
	store i64 %526, i64* %i.addr.5
	store i64 %2455, i64* %j.addr.5
	store i64 %528, i64* %i.addr.21
	store i64 %2455, i64* %j.addr.21
	store i64 %530, i64* %i.addr.37
	store i64 %2455, i64* %j.addr.37
	store i64 %532, i64* %i.addr.53
	store i64 %2455, i64* %j.addr.53
	%2456 = add nuw nsw i64 %j.cols.it.1, 6
	%2457 = add nsw i64 0, %2456
	store i64 %526, i64* %i.addr.6
	store i64 %2457, i64* %j.addr.6
	store i64 %528, i64* %i.addr.22
	store i64 %2457, i64* %j.addr.22
	store i64 %530, i64* %i.addr.38
	store i64 %2457, i64* %j.addr.38
	store i64 %532, i64* %i.addr.54
	store i64 %2457, i64* %j.addr.54
	%2458 = add nuw nsw i64 %j.cols.it.1, 7
	%2459 = add nsw i64 0, %2458
	store i64 %526, i64* %i.addr.7
	store i64 %2459, i64* %j.addr.7
	store i64 %528, i64* %i.addr.23
	store i64 %2459, i64* %j.addr.23
	store i64 %530, i64* %i.addr.39
	store i64 %2459, i64* %j.addr.39
	store i64 %532, i64* %i.addr.55
	store i64 %2459, i64* %j.addr.55
	%2460 = add nuw nsw i64 %j.cols.it.1, 8
	%2461 = add nsw i64 0, %2460
	store i64 %526, i64* %i.addr.8
	store i64 %2461, i64* %j.addr.8
	store i64 %528, i64* %i.addr.24
	store i64 %2461, i64* %j.addr.24
	store i64 %530, i64* %i.addr.40
	store i64 %2461, i64* %j.addr.40
	store i64 %532, i64* %i.addr.56
	store i64 %2461, i64* %j.addr.56
	%2462 = add nuw nsw i64 %j.cols.it.1, 9
	%2463 = add nsw i64 0, %2462
	store i64 %526, i64* %i.addr.9
	store i64 %2463, i64* %j.addr.9
	store i64 %528, i64* %i.addr.25
	store i64 %2463, i64* %j.addr.25
	store i64 %530, i64* %i.addr.41
	store i64 %2463, i64* %j.addr.41
	store i64 %532, i64* %i.addr.57
	store i64 %2463, i64* %j.addr.57
	%2464 = add nuw nsw i64 %j.cols.it.1, 10
	%2465 = add nsw i64 0, %2464
	store i64 %526, i64* %i.addr.10
	store i64 %2465, i64* %j.addr.10
	store i64 %528, i64* %i.addr.26
	store i64 %2465, i64* %j.addr.26
	store i64 %530, i64* %i.addr.42
	store i64 %2465, i64* %j.addr.42
	store i64 %532, i64* %i.addr.58
	store i64 %2465, i64* %j.addr.58
	%2466 = add nuw nsw i64 %j.cols.it.1, 11
	%2467 = add nsw i64 0, %2466
	store i64 %526, i64* %i.addr.11
	store i64 %2467, i64* %j.addr.11
	store i64 %528, i64* %i.addr.27
	store i64 %2467, i64* %j.addr.27
	store i64 %530, i64* %i.addr.43
	store i64 %2467, i64* %j.addr.43
	store i64 %532, i64* %i.addr.59
	store i64 %2467, i64* %j.addr.59
	%2468 = add nuw nsw i64 %j.cols.it.1, 12
	%2469 = add nsw i64 0, %2468
	store i64 %526, i64* %i.addr.12
	store i64 %2469, i64* %j.addr.12
	store i64 %528, i64* %i.addr.28
	store i64 %2469, i64* %j.addr.28
	store i64 %530, i64* %i.addr.44
	store i64 %2469, i64* %j.addr.44
	store i64 %532, i64* %i.addr.60
	store i64 %2469, i64* %j.addr.60
	%2470 = add nuw nsw i64 %j.cols.it.1, 13
	%2471 = add nsw i64 0, %2470
	store i64 %526, i64* %i.addr.13
	store i64 %2471, i64* %j.addr.13
	store i64 %528, i64* %i.addr.29
	store i64 %2471, i64* %j.addr.29
	store i64 %530, i64* %i.addr.45
	store i64 %2471, i64* %j.addr.45
	store i64 %532, i64* %i.addr.61
	store i64 %2471, i64* %j.addr.61
	%2472 = add nuw nsw i64 %j.cols.it.1, 14
	%2473 = add nsw i64 0, %2472
	store i64 %526, i64* %i.addr.14
	store i64 %2473, i64* %j.addr.14
	store i64 %528, i64* %i.addr.30
	store i64 %2473, i64* %j.addr.30
	store i64 %530, i64* %i.addr.46
	store i64 %2473, i64* %j.addr.46
	store i64 %532, i64* %i.addr.62
	store i64 %2473, i64* %j.addr.62
	%2474 = add nuw nsw i64 %j.cols.it.1, 15
	%2475 = add nsw i64 0, %2474
	store i64 %526, i64* %i.addr.15
	store i64 %2475, i64* %j.addr.15
	store i64 %528, i64* %i.addr.31
	store i64 %2475, i64* %j.addr.31
	store i64 %530, i64* %i.addr.47
	store i64 %2475, i64* %j.addr.47
	store i64 %532, i64* %i.addr.63
	store i64 %2475, i64* %j.addr.63
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	store double 0.0, double* %acc.addr.4
	store double 0.0, double* %acc.addr.5
	store double 0.0, double* %acc.addr.6
	store double 0.0, double* %acc.addr.7
	store double 0.0, double* %acc.addr.8
	store double 0.0, double* %acc.addr.9
	store double 0.0, double* %acc.addr.10
	store double 0.0, double* %acc.addr.11
	store double 0.0, double* %acc.addr.12
	store double 0.0, double* %acc.addr.13
	store double 0.0, double* %acc.addr.14
	store double 0.0, double* %acc.addr.15
	store double 0.0, double* %acc.addr.16
	store double 0.0, double* %acc.addr.17
	store double 0.0, double* %acc.addr.18
	store double 0.0, double* %acc.addr.19
	store double 0.0, double* %acc.addr.20
	store double 0.0, double* %acc.addr.21
	store double 0.0, double* %acc.addr.22
	store double 0.0, double* %acc.addr.23
	store double 0.0, double* %acc.addr.24
	store double 0.0, double* %acc.addr.25
	store double 0.0, double* %acc.addr.26
	store double 0.0, double* %acc.addr.27
	store double 0.0, double* %acc.addr.28
	store double 0.0, double* %acc.addr.29
	store double 0.0, double* %acc.addr.30
	store double 0.0, double* %acc.addr.31
	store double 0.0, double* %acc.addr.32
	store double 0.0, double* %acc.addr.33
	store double 0.0, double* %acc.addr.34
	store double 0.0, double* %acc.addr.35
	store double 0.0, double* %acc.addr.36
	store double 0.0, double* %acc.addr.37
	store double 0.0, double* %acc.addr.38
	store double 0.0, double* %acc.addr.39
	store double 0.0, double* %acc.addr.40
	store double 0.0, double* %acc.addr.41
	store double 0.0, double* %acc.addr.42
	store double 0.0, double* %acc.addr.43
	store double 0.0, double* %acc.addr.44
	store double 0.0, double* %acc.addr.45
	store double 0.0, double* %acc.addr.46
	store double 0.0, double* %acc.addr.47
	store double 0.0, double* %acc.addr.48
	store double 0.0, double* %acc.addr.49
	store double 0.0, double* %acc.addr.50
	store double 0.0, double* %acc.addr.51
	store double 0.0, double* %acc.addr.52
	store double 0.0, double* %acc.addr.53
	store double 0.0, double* %acc.addr.54
	store double 0.0, double* %acc.addr.55
	store double 0.0, double* %acc.addr.56
	store double 0.0, double* %acc.addr.57
	store double 0.0, double* %acc.addr.58
	store double 0.0, double* %acc.addr.59
	store double 0.0, double* %acc.addr.60
	store double 0.0, double* %acc.addr.61
	store double 0.0, double* %acc.addr.62
	store double 0.0, double* %acc.addr.63
	%2476 = icmp slt i64 0, %n
	%2477 = sub i64 %n, 0
	%2478 = select i1 %2476, i64 %2477, i64 0
	br label %k.head.1

k.head.1:
	%k.it.1 = phi i64 [ 0, %j.cols.body.1 ], [ %3441, %k.latch.1 ]
	%2479 = icmp ult i64 %k.it.1, %2478
	br i1 %2479, label %k.body.1, label %k.exit.1

k.body.1:
	%2480 = add nsw i64 0, %k.it.1
	store i64 %2480, i64* %k.addr
	store i64 %2480, i64* %k.addr.1
	store i64 %2480, i64* %k.addr.2
	store i64 %2480, i64* %k.addr.3
	store i64 %2480, i64* %k.addr.4
	store i64 %2480, i64* %k.addr.5
	store i64 %2480, i64* %k.addr.6
	store i64 %2480, i64* %k.addr.7
	store i64 %2480, i64* %k.addr.8
	store i64 %2480, i64* %k.addr.9
	store i64 %2480, i64* %k.addr.10
	store i64 %2480, i64* %k.addr.11
	store i64 %2480, i64* %k.addr.12
	store i64 %2480, i64* %k.addr.13
	store i64 %2480, i64* %k.addr.14
	store i64 %2480, i64* %k.addr.15
	store i64 %2480, i64* %k.addr.16
	store i64 %2480, i64* %k.addr.17
	store i64 %2480, i64* %k.addr.18
	store i64 %2480, i64* %k.addr.19
	store i64 %2480, i64* %k.addr.20
	store i64 %2480, i64* %k.addr.21
	store i64 %2480, i64* %k.addr.22
	store i64 %2480, i64* %k.addr.23
	store i64 %2480, i64* %k.addr.24
	store i64 %2480, i64* %k.addr.25
	store i64 %2480, i64* %k.addr.26
	store i64 %2480, i64* %k.addr.27
	store i64 %2480, i64* %k.addr.28
	store i64 %2480, i64* %k.addr.29
	store i64 %2480, i64* %k.addr.30
	store i64 %2480, i64* %k.addr.31
	store i64 %2480, i64* %k.addr.32
	store i64 %2480, i64* %k.addr.33
	store i64 %2480, i64* %k.addr.34
	store i64 %2480, i64* %k.addr.35
	store i64 %2480, i64* %k.addr.36
	store i64 %2480, i64* %k.addr.37
	store i64 %2480, i64* %k.addr.38
	store i64 %2480, i64* %k.addr.39
	store i64 %2480, i64* %k.addr.40
	store i64 %2480, i64* %k.addr.41
	store i64 %2480, i64* %k.addr.42
	store i64 %2480, i64* %k.addr.43
	store i64 %2480, i64* %k.addr.44
	store i64 %2480, i64* %k.addr.45
	store i64 %2480, i64* %k.addr.46
	store i64 %2480, i64* %k.addr.47
	store i64 %2480, i64* %k.addr.48
	store i64 %2480, i64* %k.addr.49
	store i64 %2480, i64* %k.addr.50
	store i64 %2480, i64* %k.addr.51
	store i64 %2480, i64* %k.addr.52
	store i64 %2480, i64* %k.addr.53
	store i64 %2480, i64* %k.addr.54
	store i64 %2480, i64* %k.addr.55
	store i64 %2480, i64* %k.addr.56
	store i64 %2480, i64* %k.addr.57
	store i64 %2480, i64* %k.addr.58
	store i64 %2480, i64* %k.addr.59
	store i64 %2480, i64* %k.addr.60
	store i64 %2480, i64* %k.addr.61
	store i64 %2480, i64* %k.addr.62
	store i64 %2480, i64* %k.addr.63
	%2481 = load double, double* %acc.addr
	%2482 = load i64, i64* %i.addr
	%2483 = load i64, i64* %k.addr
	%2484 = mul nsw i64 %2482, %a.shape1
	%2485 = add nsw i64 %2484, %2483
	%2486 = getelementptr inbounds double, double* %a, i64 %2485
	%2487 = load double, double* %2486, align 8, !noalias !2
	%2488 = load i64, i64* %k.addr
	%2489 = load i64, i64* %j.addr
	%2490 = mul nsw i64 %2488, %b.shape1
	%2491 = add nsw i64 %2490, %2489
	%2492 = getelementptr inbounds double, double* %b, i64 %2491
	%2493 = load double, double* %2492, align 8, !noalias !3
	%2494 = fmul double %2487, %2493
	%2495 = fadd double %2481, %2494
	store double %2495, double* %acc.addr
	%2496 = load double, double* %acc.addr.1
	%2497 = load i64, i64* %i.addr.1
	%2498 = load i64, i64* %k.addr.1
	%2499 = mul nsw i64 %2497, %a.shape1
	%2500 = add nsw i64 %2499, %2498
	%2501 = getelementptr inbounds double, double* %a, i64 %2500
	%2502 = load double, double* %2501, align 8, !noalias !2
	%2503 = load i64, i64* %k.addr.1
	%2504 = load i64, i64* %j.addr.1
	%2505 = mul nsw i64 %2503, %b.shape1
	%2506 = add nsw i64 %2505, %2504
	%2507 = getelementptr inbounds double, double* %b, i64 %2506
	%2508 = load double, double* %2507, align 8, !noalias !3
	%2509 = fmul double %2502, %2508
	%2510 = fadd double %2496, %2509
	store double %2510, double* %acc.addr.1
	%2511 = load double, double* %acc.addr.2
	%2512 = load i64, i64* %i.addr.2
	%2513 = load i64, i64* %k.addr.2
	%2514 = mul nsw i64 %2512, %a.shape1
	%2515 = add nsw i64 %2514, %2513
	%2516 = getelementptr inbounds double, double* %a, i64 %2515
	%2517 = load double, double* %2516, align 8, !noalias !2
	%2518 = load i64, i64* %k.addr.2
	%2519 = load i64, i64* %j.addr.2
	%2520 = mul nsw i64 %2518, %b.shape1
	%2521 = add nsw i64 %2520, %2519
	%2522 = getelementptr inbounds double, double* %b, i64 %2521
	%2523 = load double, double* %2522, align 8, !noalias !3
	%2524 = fmul double %2517, %2523
	%2525 = fadd double %2511, %2524
	store double %2525, double* %acc.addr.2
	%2526 = load double, double* %acc.addr.3
	%2527 = load i64, i64* %i.addr.3
	%2528 = load i64, i64* %k.addr.3
	%2529 = mul nsw i64 %2527, %a.shape1
	%2530 = add nsw i64 %2529, %2528
	%2531 = getelementptr inbounds double, double* %a, i64 %2530
	%2532 = load double, double* %2531, align 8, !noalias !2
	%2533 = load i64, i64* %k.addr.3
	%2534 = load i64, i64* %j.addr.3
	%2535 = mul nsw i64 %2533, %b.shape1
	%2536 = add nsw i64 %2535, %2534
	%2537 = getelementptr inbounds double, double* %b, i64 %2536
	%2538 = load double, double* %2537, align 8, !noalias !3
	%2539 = fmul double %2532, %2538
	%2540 = fadd double %2526, %2539
	store double %2540, double* %acc.addr.3
	%2541 = load double, double* %acc.addr.4
	%2542 = load i64, i64* %i.addr.4
	%2543 = load i64, i64* %k.addr.4
	%2544 = mul nsw i64 %2542, %a.shape1
	%2545 = add nsw i64 %2544, %2543
	%2546 = getelementptr inbounds double, double* %a, i64 %2545
	%2547 = load double, double* %2546, align 8, !noalias !2
	%2548 = load i64, i64* %k.addr.4
	%2549 = load i64, i64* %j.addr.4
	%2550 = mul nsw i64 %2548, %b.shape1
	%2551 = add nsw i64 %2550, %2549
	%2552 = getelementptr inbounds double, double* %b, i64 %2551
	%2553 = load double, double* %2552, align 8, !noalias !3
	%2554 = fmul double %2547, %2553
	%2555 = fadd double %2541, %2554
	store double %2555, double* %acc.addr.4
	%2556 = load double, double* %acc.addr.5
	%2557 = load i64, i64* %i.addr.5
	%2558 = load i64, i64* %k.addr.5
	%2559 = mul nsw i64 %2557, %a.shape1
	%2560 = add nsw i64 %2559, %2558
	%2561 = getelementptr inbounds double, double* %a, i64 %2560
	%2562 = load double, double* %2561, align 8, !noalias !2
	%2563 = load i64, i64* %k.addr.5
	%2564 = load i64, i64* %j.addr.5
	%2565 = mul nsw i64 %2563, %b.shape1
	%2566 = add nsw i64 %2565, %2564
	%2567 = getelementptr inbounds double, double* %b, i64 %2566
	%2568 = load double, double* %2567, align 8, !noalias !3
	%2569 = fmul double %2562, %2568
	%2570 = fadd double %2556, %2569
	store double %2570, double* %acc.addr.5
	%2571 = load double, double* %acc.addr.6
	%2572 = load i64, i64* %i.addr.6
	%2573 = load i64, i64* %k.addr.6
	%2574 = mul nsw i64 %2572, %a.shape1
	%2575 = add nsw i64 %2574, %2573
	%2576 = getelementptr inbounds double, double* %a, i64 %2575
	%2577 = load double, double* %2576, align 8, !noalias !2
	%2578 = load i64, i64* %k.addr.6
	%2579 = load i64, i64* %j.addr.6
	%2580 = mul nsw i64 %2578, %b.shape1
	%2581 = add nsw i64 %2580, %2579
	%2582 = getelementptr inbounds double, double* %b, i64 %2581
	%2583 = load double, double* %2582, align 8, !noalias !3
	%2584 = fmul double %2577, %2583
	%2585 = fadd double %2571, %2584
	store double %2585, double* %acc.addr.6
	%2586 = load double, double* %acc.addr.7
	%2587 = load i64, i64* %i.addr.7
	%2588 = load i64, i64* %k.addr.7
	%2589 = mul nsw i64 %2587, %a.shape1
	%2590 = add nsw i64 %2589, %2588
	%2591 = getelementptr inbounds double, double* %a, i64 %2590
	%2592 = load double, double* %2591, align 8, !noalias !2
	%2593 = load i64, i64* %k.addr.7
	%2594 = load i64, i64* %j.addr.7
	%2595 = mul nsw i64 %2593, %b.shape1
	%2596 = add nsw i64 %2595, %2594
	%2597 = getelementptr inbounds double, double* %b, i64 %2596
	%2598 = load double, double* %2597, align 8, !noalias !3
	%2599 = fmul double %2592, %2598
	%2600 = fadd double %2586, %2599
	store double %2600, double* %acc.addr.7
	%2601 = load double, double* %acc.addr.8
	%2602 = load i64, i64* %i.addr.8
	%2603 = load i64, i64* %k.addr.8
	%2604 = mul nsw i64 %2602, %a.shape1
	%2605 = add nsw i64 %2604, %2603
	%2606 = getelementptr inbounds double, double* %a, i64 %2605
	%2607 = load double, double* %2606, align 8, !noalias !2
	%2608 = load i64, i64* %k.addr.8
	%2609 = load i64, i64* %j.addr.8
	%2610 = mul nsw i64 %2608, %b.shape1
	%2611 = add nsw i64 %2610, %2609
	%2612 = getelementptr inbounds double, double* %b, i64 %2611
	%2613 = load double, double* %2612, align 8, !noalias !3
	%2614 = fmul double %2607, %2613
	%2615 = fadd double %2601, %2614
	store double %2615, double* %acc.addr.8
	%2616 = load double, double* %acc.addr.9
	%2617 = load i64, i64* %i.addr.9
	%2618 = load i64, i64* %k.addr.9
	%2619 = mul nsw i64 %2617, %a.shape1
	%2620 = add nsw i64 %2619, %2618
	%2621 = getelementptr inbounds double, double* %a, i64 %2620
	%2622 = load double, double* %2621, align 8, !noalias !2
	%2623 = load i64, i64* %k.addr.9
	%2624 = load i64, i64* %j.addr.9
	%2625 = mul nsw i64 %2623, %b.shape1
	%2626 = add nsw i64 %2625, %2624
	%2627 = getelementptr inbounds double, double* %b, i64 %2626
	%2628 = load double, double* %2627, align 8, !noalias !3
	%2629 = fmul double %2622, %2628
	%2630 = fadd double %2616, %2629
	store double %2630, double* %acc.addr.9
	%2631 = load double, double* %acc.addr.10
	%2632 = load i64, i64* %i.addr.10
	%2633 = load i64, i64* %k.addr.10
	%2634 = mul nsw i64 %2632, %a.shape1
	%2635 = add nsw i64 %2634, %2633
	%2636 = getelementptr inbounds double, double* %a, i64 %2635
	%2637 = load double, double* %2636, align 8, !noalias !2
	%2638 = load i64, i64* %k.addr.10
	%2639 = load i64, i64* %j.addr.10
	%2640 = mul nsw i64 %2638, %b.shape1
	%2641 = add nsw i64 %2640, %2639
	%2642 = getelementptr inbounds double, double* %b, i64 %2641
	%2643 = load double, double* %2642, align 8, !noalias !3
	%2644 = fmul double %2637, %2643
	%2645 = fadd double %2631, %2644
	store double %2645, double* %acc.addr.10
	%2646 = load double, double* %acc.addr.11
	%2647 = load i64, i64* %i.addr.11
	%2648 = load i64, i64* %k.addr.11
	%2649 = mul nsw i64 %2647, %a.shape1
	%2650 = add nsw i64 %2649, %2648
	%2651 = getelementptr inbounds double, double* %a, i64 %2650
	%2652 = load double, double* %2651, align 8, !noalias !2
	%2653 = load i64, i64* %k.addr.11
	%2654 = load i64, i64* %j.addr.11
	%2655 = mul nsw i64 %2653, %b.shape1
	%2656 = add nsw i64 %2655, %2654
	%2657 = getelementptr inbounds double, double* %b, i64 %2656
	%2658 = load double, double* %2657, align 8, !noalias !3
	%2659 = fmul double %2652, %2658
	%2660 = fadd double %2646, %2659
	store double %2660, double* %acc.addr.11
	%2661 = load double, double* %acc.addr.12
	%2662 = load i64, i64* %i.addr.12
	%2663 = load i64, i64* %k.addr.12
	%2664 = mul nsw i64 %2662, %a.shape1
	%2665 = add nsw i64 %2664, %2663
	%2666 = getelementptr inbounds double, double* %a, i64 %2665
	%2667 = load double, double* %2666, align 8, !noalias !2
	%2668 = load i64, i64* %k.addr.12
	%2669 = load i64, i64* %j.addr.12
	%2670 = mul nsw i64 %2668, %b.shape1
	%2671 = add nsw i64 %2670, %2669
	%2672 = getelementptr inbounds double, double* %b, i64 %2671
	%2673 = load double, double* %2672, align 8, !noalias !3
	%2674 = fmul double %2667, %2673
	%2675 = fadd double %2661, %2674
	store double %2675, double* %acc.addr.12
	%2676 = load double, double* %acc.addr.13
	%2677 = load i64, i64* %i.addr.13
	%2678 = load i64, i64* %k.addr.13
	%2679 = mul nsw i64 %2677, %a.shape1
	%2680 = add nsw i64 %2679, %2678
	%2681 = getelementptr inbounds double, double* %a, i64 %2680
	%2682 = load double, double* %2681, align 8, !noalias !2
	%2683 = load i64, i64* %k.addr.13
	%2684 = load i64, i64* %j.addr.13
	%2685 = mul nsw i64 %2683, %b.shape1
	%2686 = add nsw i64 %2685, %2684
	%2687 = getelementptr inbounds double, double* %b, i64 %2686
	%2688 = load double, double* %2687, align 8, !noalias !3
	%2689 = fmul double %2682, %2688
	%2690 = fadd double %2676, %2689
	store double %2690, double* %acc.addr.13
	%2691 = load double, double* %acc.addr.14
	%2692 = load i64, i64* %i.addr.14
	%2693 = load i64, i64* %k.addr.14
	%2694 = mul nsw i64 %2692, %a.shape1
	%2695 = add nsw i64 %2694, %2693
	%2696 = getelementptr inbounds double, double* %a, i64 %2695
	%2697 = load double, double* %2696, align 8, !noalias !2
	%2698 = load i64, i64* %k.addr.14
	%2699 = load i64, i64* %j.addr.14
	%2700 = mul nsw i64 %2698, %b.shape1
	%2701 = add nsw i64 %2700, %2699
	%2702 = getelementptr inbounds double, double* %b, i64 %2701
	%2703 = load double, double* %2702, align 8, !noalias !3
	%2704 = fmul double %2697, %2703
	%2705 = fadd double %2691, %2704
	store double %2705, double* %acc.addr.14
	%2706 = load double, double* %acc.addr.15
	%2707 = load i64, i64* %i.addr.15
	%2708 = load i64, i64* %k.addr.15
	%2709 = mul nsw i64 %2707, %a.shape1
	%2710 = add nsw i64 %2709, %2708
	%2711 = getelementptr inbounds double, double* %a, i64 %2710
	%2712 = load double, double* %2711, align 8, !noalias !2
	%2713 = load i64, i64* %k.addr.15
	%2714 = load i64, i64* %j.addr.15
	%2715 = mul nsw i64 %2713, %b.shape1
	%2716 = add nsw i64 %2715, %2714
	%2717 = getelementptr inbounds double, double* %b, i64 %2716
	%2718 = load double, double* %2717, align 8, !noalias !3
	%2719 = fmul double %2712, %2718
	%2720 = fadd double %2706, %2719
	store double %2720, double* %acc.addr.15
	%2721 = load double, double* %acc.addr.16
	%2722 = load i64, i64* %i.addr.16
	%2723 = load i64, i64* %k.addr.16
	%2724 = mul nsw i64 %2722, %a.shape1
	%2725 = add nsw i64 %2724, %2723
	%2726 = getelementptr inbounds double, double* %a, i64 %2725
	%2727 = load double, double* %2726, align 8, !noalias !2
	%2728 = load i64, i64* %k.addr.16
	%2729 = load i64, i64* %j.addr.16
	%2730 = mul nsw i64 %2728, %b.shape1
	%2731 = add nsw i64 %2730, %2729
	%2732 = getelementptr inbounds double, double* %b, i64 %2731
	%2733 = load double, double* %2732, align 8, !noalias !3
	%2734 = fmul double %2727, %2733
	%2735 = fadd double %2721, %2734
	store double %2735, double* %acc.addr.16
	%2736 = load double, double* %acc.addr.17
	%2737 = load i64, i64* %i.addr.17
	%2738 = load i64, i64* %k.addr.17
	%2739 = mul nsw i64 %2737, %a.shape1
	%2740 = add nsw i64 %2739, %2738
	%2741 = getelementptr inbounds double, double* %a, i64 %2740
	%2742 = load double, double* %2741, align 8, !noalias !2
	%2743 = load i64, i64* %k.addr.17
	%2744 = load i64, i64* %j.addr.17
	%2745 = mul nsw i64 %2743, %b.shape1
	%2746 = add nsw i64 %2745, %2744
	%2747 = getelementptr inbounds double, double* %b, i64 %2746
	%2748 = load double, double* %2747, align 8, !noalias !3
	%2749 = fmul double %2742, %2748
	%2750 = fadd double %2736, %2749
	store double %2750, double* %acc.addr.17
	%2751 = load double, double* %acc.addr.18
	%2752 = load i64, i64* %i.addr.18
	%2753 = load i64, i64* %k.addr.18
	%2754 = mul nsw i64 %2752, %a.shape1
	%2755 = add nsw i64 %2754, %2753
	%2756 = getelementptr inbounds double, double* %a, i64 %2755
	%2757 = load double, double* %2756, align 8, !noalias !2
	%2758 = load i64, i64* %k.addr.18
	%2759 = load i64, i64* %j.addr.18
	%2760 = mul nsw i64 %2758, %b.shape1
	%2761 = add nsw i64 %2760, %2759
	%2762 = getelementptr inbounds double, double* %b, i64 %2761
	%2763 = load double, double* %2762, align 8, !noalias !3
	%2764 = fmul double %2757, %2763
	%2765 = fadd double %2751, %2764
	store double %2765, double* %acc.addr.18
	%2766 = load double, double* %acc.addr.19
	%2767 = load i64, i64* %i.addr.19
	%2768 = load i64, i64* %k.addr.19
	%2769 = mul nsw i64 %2767, %a.shape1
	%2770 = add nsw i64 %2769, %2768
	%2771 = getelementptr inbounds double, double* %a, i64 %2770
	%2772 = load double, double* %2771, align 8, !noalias !2
	%2773 = load i64, i64* %k.addr.19
	%2774 = load i64, i64* %j.addr.19
	%2775 = mul nsw i64 %2773, %b.shape1
	%2776 = add nsw i64 %2775, %2774
	%2777 = getelementptr inbounds double, double* %b, i64 %2776
	%2778 = load double, double* %2777, align 8, !noalias !3
	%2779 = fmul double %2772, %2778
	%2780 = fadd double %2766, %2779
	store double %2780, double* %acc.addr.19
	%2781 = load double, double* %acc.addr.20
	%2782 = load i64, i64* %i.addr.20
	%2783 = load i64, i64* %k.addr.20
	%2784 = mul nsw i64 %2782, %a.shape1
	%2785 = add nsw i64 %2784, %2783
	%2786 = getelementptr inbounds double, double* %a, i64 %2785
	%2787 = load double, double* %2786, align 8, !noalias !2
	%2788 = load i64, i64* %k.addr.20
	%2789 = load i64, i64* %j.addr.20
	%2790 = mul nsw i64 %2788, %b.shape1
	%2791 = add nsw i64 %2790, %2789
	%2792 = getelementptr inbounds double, double* %b, i64 %2791
	%2793 = load double, double* %2792, align 8, !noalias !3
	%2794 = fmul double %2787, %2793
	%2795 = fadd double %2781, %2794
	store double %2795, double* %acc.addr.20
	%2796 = load double, double* %acc.addr.21
	%2797 = load i64, i64* %i.addr.21
	%2798 = load i64, i64* %k.addr.21
	%2799 = mul nsw i64 %2797, %a.shape1
	%2800 = add nsw i64 %2799, %2798
	%2801 = getelementptr inbounds double, double* %a, i64 %2800
	%2802 = load double, double* %2801, align 8, !noalias !2
	%2803 = load i64, i64* %k.addr.21
	%2804 = load i64, i64* %j.addr.21
	%2805 = mul nsw i64 %2803, %b.shape1
	%2806 = add nsw i64 %2805, %2804
	%2807 = getelementptr inbounds double, double* %b, i64 %2806
	%2808 = load double, double* %2807, align 8, !noalias !3
	%2809 = fmul double %2802, %2808
	%2810 = fadd double %2796, %2809
	store double %2810, double* %acc.addr.21
	%2811 = load double, double* %acc.addr.22
	%2812 = load i64, i64* %i.addr.22
	%2813 = load i64, i64* %k.addr.22
	%2814 = mul nsw i64 %2812, %a.shape1
	%2815 = add nsw i64 %2814, %2813
	%2816 = getelementptr inbounds double, double* %a, i64 %2815
	%2817 = load double, double* %2816, align 8, !noalias !2
	%2818 = load i64, i64* %k.addr.22
	%2819 = load i64, i64* %j.addr.22
	%2820 = mul nsw i64 %2818, %b.shape1
	%2821 = add nsw i64 %2820, %2819
	%2822 = getelementptr inbounds double, double* %b, i64 %2821
	%2823 = load double, double* %2822, align 8, !noalias !3
	%2824 = fmul double %2817, %2823
	%2825 = fadd double %2811, %2824
	store double %2825, double* %acc.addr.22
	%2826 = load double, double* %acc.addr.23
	%2827 = load i64, i64* %i.addr.23
	%2828 = load i64, i64* %k.addr.23
	%2829 = mul nsw i64 %2827, %a.shape1
	%2830 = add nsw i64 %2829, %2828
	%2831 = getelementptr inbounds double, double* %a, i64 %2830
	%2832 = load double, double* %2831, align 8, !noalias !2
	%2833 = load i64, i64* %k.addr.23
	%2834 = load i64, i64* %j.addr.23
	%2835 = mul nsw i64 %2833, %b.shape1
	%2836 = add nsw i64 %2835, %2834
	%2837 = getelementptr inbounds double, double* %b, i64 %2836
	%2838 = load double, double* %2837, align 8, !noalias !3
	%2839 = fmul double %2832, %2838
	%2840 = fadd double %2826, %2839
	store double %2840, double* %acc.addr.23
	%2841 = load double, double* %acc.addr.24
	%2842 = load i64, i64* %i.addr.24
	%2843 = load i64, i64* %k.addr.24
	%2844 = mul nsw i64 %2842, %a.shape1
	%2845 = add nsw i64 %2844, %2843
	%2846 = getelementptr inbounds double, double* %a, i64 %2845
	%2847 = load double, double* %2846, align 8, !noalias !2
	%2848 = load i64, i64* %k.addr.24
	%2849 = load i64, i64* %j.addr.24
	%2850 = mul nsw i64 %2848, %b.shape1
	%2851 = add nsw i64 %2850, %2849
	%2852 = getelementptr inbounds double, double* %b, i64 %2851
	%2853 = load double, double* %2852, align 8, !noalias !3
	%2854 = fmul double %2847, %2853
	%2855 = fadd double %2841, %2854
	store double %2855, double* %acc.addr.24
	%2856 = load double, double* %acc.addr.25
	%2857 = load i64, i64* %i.addr.25
	%2858 = load i64, i64* %k.addr.25
	%2859 = mul nsw i64 %2857, %a.shape1
	%2860 = add nsw i64 %2859, %2858
	%2861 = getelementptr inbounds double, double* %a, i64 %2860
	%2862 = load double, double* %2861, align 8, !noalias !2
	%2863 = load i64, i64* %k.addr.25
	%2864 = load i64, i64* %j.addr.25
	%2865 = mul nsw i64 %2863, %b.shape1
	%2866 = add nsw i64 %2865, %2864
	%2867 = getelementptr inbounds double, double* %b, i64 %2866
	%2868 = load double, double* %2867, align 8, !noalias !3
	%2869 = fmul double %2862, %2868
	%2870 = fadd double %2856, %2869
	store double %2870, double* %acc.addr.25
	%2871 = load double, double* %acc.addr.26
	%2872 = load i64, i64* %i.addr.26
	%2873 = load i64, i64* %k.addr.26
	%2874 = mul nsw i64 %2872, %a.shape1
	%2875 = add nsw i64 %2874, %2873
	%2876 = getelementptr inbounds double, double* %a, i64 %2875
	%2877 = load double, double* %2876, align 8, !noalias !2
	%2878 = load i64, i64* %k.addr.26
	%2879 = load i64, i64* %j.addr.26
	%2880 = mul nsw i64 %2878, %b.shape1
	%2881 = add nsw i64 %2880, %2879
	%2882 = getelementptr inbounds double, double* %b, i64 %2881
	%2883 = load double, double* %2882, align 8, !noalias !3
	%2884 = fmul double %2877, %2883
	%2885 = fadd double %2871, %2884
	store double %2885, double* %acc.addr.26
	%2886 = load double, double* %acc.addr.27
	%2887 = load i64, i64* %i.addr.27
	%2888 = load i64, i64* %k.addr.27
	%2889 = mul nsw i64 %2887, %a.shape1
	%2890 = add nsw i64 %2889, %2888
	%2891 = getelementptr inbounds double, double* %a, i64 %2890
	%2892 = load double, double* %2891, align 8, !noalias !2
	%2893 = load i64, i64* %k.addr.27
	%2894 = load i64, i64* %j.addr.27
	%2895 = mul nsw i64 %2893, %b.shape1
	%2896 = add nsw i64 %2895, %2894
	%2897 = getelementptr inbounds double, double* %b, i64 %2896
	%2898 = load double, double* %2897, align 8, !noalias !3
	%2899 = fmul double %2892, %2898
	%2900 = fadd double %2886, %2899
	store double %2900, double* %acc.addr.27
	%2901 = load double, double* %acc.addr.28
	%2902 = load i64, i64* %i.addr.28
	%2903 = load i64, i64* %k.addr.28
	%2904 = mul nsw i64 %2902, %a.shape1
	%2905 = add nsw i64 %2904, %2903
	%2906 = getelementptr inbounds double, double* %a, i64 %2905
	%2907 = load double, double* %2906, align 8, !noalias !2
	%2908 = load i64, i64* %k.addr.28
	%2909 = load i64, i64* %j.addr.28
	%2910 = mul nsw i64 %2908, %b.shape1
	%2911 = add nsw i64 %2910, %2909
	%2912 = getelementptr inbounds double, double* %b, i64 %2911
	%2913 = load double, double* %2912, align 8, !noalias !3
	%2914 = fmul double %2907, %2913
	%2915 = fadd double %2901, %2914
	store double %2915, double* %acc.addr.28
	%2916 = load double, double* %acc.addr.29
	%2917 = load i64, i64* %i.addr.29
	%2918 = load i64, i64* %k.addr.29
	%2919 = mul nsw i64 %2917, %a.shape1
	%2920 = add nsw i64 %2919, %2918
	%2921 = getelementptr inbounds double, double* %a, i64 %2920
	%2922 = load double, double* %2921, align 8, !noalias !2
	%2923 = load i64, i64* %k.addr.29
	%2924 = load i64, i64* %j.addr.29
	%2925 = mul nsw i64 %2923, %b.shape1
	%2926 = add nsw i64 %2925, %2924
	%2927 = getelementptr inbounds double, double* %b, i64 %2926
	%2928 = load double, double* %2927, align 8, !noalias !3
	%2929 = fmul double %2922, %2928
	%2930 = fadd double %2916, %2929
	store double %2930, double* %acc.addr.29
	%2931 = load double, double* %acc.addr.30
	%2932 = load i64, i64* %i.addr.30
	%2933 = load i64, i64* %k.addr.30
	%2934 = mul nsw i64 %2932, %a.shape1
	%2935 = add nsw i64 %2934, %2933
	%2936 = getelementptr inbounds double, double* %a, i64 %2935
	%2937 = load double, double* %2936, align 8, !noalias !2
	%2938 = load i64, i64* %k.addr.30
	%2939 = load i64, i64* %j.addr.30
	%2940 = mul nsw i64 %2938, %b.shape1
	%2941 = add nsw i64 %2940, %2939
	%2942 = getelementptr inbounds double, double* %b, i64 %2941
	%2943 = load double, double* %2942, align 8, !noalias !3
	%2944 = fmul double %2937, %2943
	%2945 = fadd double %2931, %2944
	store double %2945, double* %acc.addr.30
	%2946 = load double, double* %acc.addr.31
	%2947 = load i64, i64* %i.addr.31
	%2948 = load i64, i64* %k.addr.31
	%2949 = mul nsw i64 %2947, %a.shape1
	%2950 = add nsw i64 %2949, %2948
	%2951 = getelementptr inbounds double, double* %a, i64 %2950
	%2952 = load double, double* %2951, align 8, !noalias !2
	%2953 = load i64, i64* %k.addr.31
	%2954 = load i64, i64* %j.addr.31
	%2955 = mul nsw i64 %2953, %b.shape1
	%2956 = add nsw i64 %2955, %2954
	%2957 = getelementptr inbounds double, double* %b, i64 %2956
	%2958 = load double, double* %2957, align 8, !noalias !3
	%2959 = fmul double %2952, %2958
	%2960 = fadd double %2946, %2959
	store double %2960, double* %acc.addr.31
	%2961 = load double, double* %acc.addr.32
	%2962 = load i64, i64* %i.addr.32
	%2963 = load i64, i64* %k.addr.32
	%2964 = mul nsw i64 %2962, %a.shape1
	%2965 = add nsw i64 %2964, %2963
	%2966 = getelementptr inbounds double, double* %a, i64 %2965
	%2967 = load double, double* %2966, align 8, !noalias !2
	%2968 = load i64, i64* %k.addr.32
	%2969 = load i64, i64* %j.addr.32
	%2970 = mul nsw i64 %2968, %b.shape1
	%2971 = add nsw i64 %2970, %2969
	%2972 = getelementptr inbounds double, double* %b, i64 %2971
	%2973 = load double, double* %2972, align 8, !noalias !3
	%2974 = fmul double %2967, %2973
	%2975 = fadd double %2961, %2974
	store double %2975, double* %acc.addr.32
	%2976 = load double, double* %acc.addr.33
	%2977 = load i64, i64* %i.addr.33
	%2978 = load i64, i64* %k.addr.33
	%2979 = mul nsw i64 %2977, %a.shape1
	%2980 = add nsw i64 %2979, %2978
	%2981 = getelementptr inbounds double, double* %a, i64 %2980
	%2982 = load double, double* %2981, align 8, !noalias !2
	%2983 = load i64, i64* %k.addr.33
	%2984 = load i64, i64* %j.addr.33
	%2985 = mul nsw i64 %2983, %b.shape1
	%2986 = add nsw i64 %2985, %2984
	%2987 = getelementptr inbounds double, double* %b, i64 %2986
	%2988 = load double, double* %2987, align 8, !noalias !3
	%2989 = fmul double %2982, %2988
	%2990 = fadd double %2976, %2989
	store double %2990, double* %acc.addr.33
	%2991 = load double, double* %acc.addr.34
	%2992 = load i64, i64* %i.addr.34
	%2993 = load i64, i64* %k.addr.34
	%2994 = mul nsw i64 %2992, %a.shape1
	%2995 = add nsw i64 %2994, %2993
	%2996 = getelementptr inbounds double, double* %a, i64 %2995
	%2997 = load double, double* %2996, align 8, !noalias !2
	%2998 = load i64, i64* %k.addr.34
	%2999 = load i64, i64* %j.addr.34
	%3000 = mul nsw i64 %2998, %b.shape1
	%3001 = add nsw i64 %3000, %2999
	%3002 = getelementptr inbounds double, double* %b, i64 %3001
	%3003 = load double, double* %3002, align 8, !noalias !3
	%3004 = fmul double %2997, %3003
	%3005 = fadd double %2991, %3004
	store double %3005, double* %acc.addr.34
	%3006 = load double, double* %acc.addr.35
	%3007 = load i64, i64* %i.addr.35
	%3008 = load i64, i64* %k.addr.35
	%3009 = mul nsw i64 %3007, %a.shape1
	%3010 = add nsw i64 %3009, %3008
	%3011 = getelementptr inbounds double, double* %a, i64 %3010
	%3012 = load double, double* %3011, align 8, !noalias !2
	%3013 = load i64, i64* %k.addr.35
	%3014 = load i64, i64* %j.addr.35
	%3015 = mul nsw i64 %3013, %b.shape1
	%3016 = add nsw i64 %3015, %3014
	%3017 = getelementptr inbounds double, double* %b, i64 %3016
	%3018 = load double, double* %3017, align 8, !noalias !3
	%3019 = fmul double %3012, %3018
	%3020 = fadd double %3006, %3019
	store double %3020, double* %acc.addr.35
	%3021 = load double, double* %acc.addr.36
	%3022 = load i64, i64* %i.addr.36
	%3023 = load i64, i64* %k.addr.36
	%3024 = mul nsw i64 %3022, %a.shape1
	%3025 = add nsw i64 %3024, %3023
	%3026 = getelementptr inbounds double, double* %a, i64 %3025
	%3027 = load double, double* %3026, align 8, !noalias !2
	%3028 = load i64, i64* %k.addr.36
	%3029 = load i64, i64* %j.addr.36
	%3030 = mul nsw i64 %3028, %b.shape1
	%3031 = add nsw i64 %3030, %3029
	%3032 = getelementptr inbounds double, double* %b, i64 %3031
	%3033 = load double, double* %3032, align 8, !noalias !3
	%3034 = fmul double %3027, %3033
	%3035 = fadd double %3021, %3034
	store double %3035, double* %acc.addr.36
	%3036 = load double, double* %acc.addr.37
	%3037 = load i64, i64* %i.addr.37
	%3038 = load i64, i64* %k.addr.37
	%3039 = mul nsw i64 %3037, %a.shape1
	%3040 = add nsw i64 %3039, %3038
	%3041 = getelementptr inbounds double, double* %a, i64 %3040
	%3042 = load double, double* %3041, align 8, !noalias !2
	%3043 = load i64, i64* %k.addr.37
	%3044 = load i64, i64* %j.addr.37
	%3045 = mul nsw i64 %3043, %b.shape1
	%3046 = add nsw i64 %3045, %3044
	%3047 = getelementptr inbounds double, double* %b, i64 %3046
	%3048 = load double, double* %3047, align 8, !noalias !3
	%3049 = fmul double %3042, %3048
	%3050 = fadd double %3036, %3049
	store double %3050, double* %acc.addr.37
	%3051 = load double, double* %acc.addr.38
	%3052 = load i64, i64* %i.addr.38
	%3053 = load i64, i64* %k.addr.38
	%3054 = mul nsw i64 %3052, %a.shape1
	%3055 = add nsw i64 %3054, %3053
	%3056 = getelementptr inbounds double, double* %a, i64 %3055
	%3057 = load double, double* %3056, align 8, !noalias !2
	%3058 = load i64, i64* %k.addr.38
	%3059 = load i64, i64* %j.addr.38
	%3060 = mul nsw i64 %3058, %b.shape1
	%3061 = add nsw i64 %3060, %3059
	%3062 = getelementptr inbounds double, double* %b, i64 %3061
	%3063 = load double, double* %3062, align 8, !noalias !3
	%3064 = fmul double %3057, %3063
	%3065 = fadd double %3051, %3064
	store double %3065, double* %acc.addr.38
	%3066 = load double, double* %acc.addr.39
	%3067 = load i64, i64* %i.addr.39
	%3068 = load i64, i64* %k.addr.39
	%3069 = mul nsw i64 %3067, %a.shape1
	%3070 = add nsw i64 %3069, %3068
	%3071 = getelementptr inbounds double, double* %a, i64 %3070
	%3072 = load double, double* %3071, align 8, !noalias !2
	%3073 = load i64, i64* %k.addr.39
	%3074 = load i64, i64* %j.addr.39
	%3075 = mul nsw i64 %3073, %b.shape1
	%3076 = add nsw i64 %3075, %3074
	%3077 = getelementptr inbounds double, double* %b, i64 %3076
	%3078 = load double, double* %3077, align 8, !noalias !3
	%3079 = fmul double %3072, %3078
	%3080 = fadd double %3066, %3079
	store double %3080, double* %acc.addr.39
	%3081 = load double, double* %acc.addr.40
	%3082 = load i64, i64* %i.addr.40
	%3083 = load i64, i64* %k.addr.40
	%3084 = mul nsw i64 %3082, %a.shape1
	%3085 = add nsw i64 %3084, %3083
	%3086 = getelementptr inbounds double, double* %a, i64 %3085
	%3087 = load double, double* %3086, align 8, !noalias !2
	%3088 = load i64, i64* %k.addr.40
	%3089 = load i64, i64* %j.addr.40
	%3090 = mul nsw i64 %3088, %b.shape1
	%3091 = add nsw i64 %3090, %3089
	%3092 = getelementptr inbounds double, double* %b, i64 %3091
	%3093 = load double, double* %3092, align 8, !noalias !3
	%3094 = fmul double %3087, %3093
	%3095 = fadd double %3081, %3094
	store double %3095, double* %acc.addr.40
	%3096 = load double, double* %acc.addr.41
	%3097 = load i64, i64* %i.addr.41
	%3098 = load i64, i64* %k.addr.41
	%3099 = mul nsw i64 %3097, %a.shape1
	%3100 = add nsw i64 %3099, %3098
	%3101 = getelementptr inbounds double, double* %a, i64 %3100
	%3102 = load double, double* %3101, align 8, !noalias !2
	%3103 = load i64, i64* %k.addr.41
	%3104 = load i64, i64* %j.addr.41
	%3105 = mul nsw i64 %3103, %b.shape1
	%3106 = add nsw i64 %3105, %3104
	%3107 = getelementptr inbounds double, double* %b, i64 %3106
	%3108 = load double, double* %3107, align 8, !noalias !3
	%3109 = fmul double %3102, %3108
	%3110 = fadd double %3096, %3109
	store double %3110, double* %acc.addr.41
	%3111 = load double, double* %acc.addr.42
	%3112 = load i64, i64* %i.addr.42
	%3113 = load i64, i64* %k.addr.42
	%3114 = mul nsw i64 %3112, %a.shape1
	%3115 = add nsw i64 %3114, %3113
	%3116 = getelementptr inbounds double, double* %a, i64 %3115
	%3117 = load double, double* %3116, align 8, !noalias !2
	%3118 = load i64, i64* %k.addr.42
	%3119 = load i64, i64* %j.addr.42
	%3120 = mul nsw i64 %3118, %b.shape1
	%3121 = add nsw i64 %3120, %3119
	%3122 = getelementptr inbounds double, double* %b, i64 %3121
	%3123 = load double, double* %3122, align 8, !noalias !3
	%3124 = fmul double %3117, %3123
	%3125 = fadd double %3111, %3124
	store double %3125, double* %acc.addr.42
	%3126 = load double, double* %acc.addr.43
	%3127 = load i64, i64* %i.addr.43
	%3128 = load i64, i64* %k.addr.43
	%3129 = mul nsw i64 %3127, %a.shape1
	%3130 = add nsw i64 %3129, %3128
	%3131 = getelementptr inbounds double, double* %a, i64 %3130
	%3132 = load double, double* %3131, align 8, !noalias !2
	%3133 = load i64, i64* %k.addr.43
	%3134 = load i64, i64* %j.addr.43
	%3135 = mul nsw i64 %3133, %b.shape1
	%3136 = add nsw i64 %3135, %3134
	%3137 = getelementptr inbounds double, double* %b, i64 %3136
	%3138 = load double, double* %3137, align 8, !noalias !3
	%3139 = fmul double %3132, %3138
	%3140 = fadd double %3126, %3139
	store double %3140, double* %acc.addr.43
	%3141 = load double, double* %acc.addr.44
	%3142 = load i64, i64* %i.addr.44
	%3143 = load i64, i64* %k.addr.44
	%3144 = mul nsw i64 %3142, %a.shape1
	%3145 = add nsw i64 %3144, %3143
	%3146 = getelementptr inbounds double, double* %a, i64 %3145
	%3147 = load double, double* %3146, align 8, !noalias !2
	%3148 = load i64, i64* %k.addr.44
	%3149 = load i64, i64* %j.addr.44
	%3150 = mul nsw i64 %3148, %b.shape1
	%3151 = add nsw i64 %3150, %3149
	%3152 = getelementptr inbounds double, double* %b, i64 %3151
	%3153 = load double, double* %3152, align 8, !noalias !3
	%3154 = fmul double %3147, %3153
	%3155 = fadd double %3141, %3154
	store double %3155, double* %acc.addr.44
	%3156 = load double, double* %acc.addr.45
	%3157 = load i64, i64* %i.addr.45
	%3158 = load i64, i64* %k.addr.45
	%3159 = mul nsw i64 %3157, %a.shape1
	%3160 = add nsw i64 %3159, %3158
	%3161 = getelementptr inbounds double, double* %a, i64 %3160
	%3162 = load double, double* %3161, align 8, !noalias !2
	%3163 = load i64, i64* %k.addr.45
	%3164 = load i64, i64* %j.addr.45
	%3165 = mul nsw i64 %3163, %b.shape1
	%3166 = add nsw i64 %3165, %3164
	%3167 = getelementptr inbounds double, double* %b, i64 %3166
	%3168 = load double, double* %3167, align 8, !noalias !3
	%3169 = fmul double %3162, %3168
	%3170 = fadd double %3156, %3169
	store double %3170, double* %acc.addr.45
	%3171 = load double, double* %acc.addr.46
	%3172 = load i64, i64* %i.addr.46
	%3173 = load i64, i64* %k.addr.46
	%3174 = mul nsw i64 %3172, %a.shape1
	%3175 = add nsw i64 %3174, %3173
	%3176 = getelementptr inbounds double, double* %a, i64 %3175
	%3177 = load double, double* %3176, align 8, !noalias !2
	%3178 = load i64, i64* %k.addr.46
	%3179 = load i64, i64* %j.addr.46
	%3180 = mul nsw i64 %3178, %b.shape1
	%3181 = add nsw i64 %3180, %3179
	%3182 = getelementptr inbounds double, double* %b, i64 %3181
	%3183 = load double, double* %3182, align 8, !noalias !3
	%3184 = fmul double %3177, %3183
	%3185 = fadd double %3171, %3184
	store double %3185, double* %acc.addr.46
	%3186 = load double, double* %acc.addr.47
	%3187 = load i64, i64* %i.addr.47
	%3188 = load i64, i64* %k.addr.47
	%3189 = mul nsw i64 %3187, %a.shape1
	%3190 = add nsw i64 %3189, %3188
	%3191 = getelementptr inbounds double, double* %a, i64 %3190
	%3192 = load double, double* %3191, align 8, !noalias !2
	%3193 = load i64, i64* %k.addr.47
	%3194 = load i64, i64* %j.addr.47
	%3195 = mul nsw i64 %3193, %b.shape1
	%3196 = add nsw i64 %3195, %3194
	%3197 = getelementptr inbounds double, double* %b, i64 %3196
	%3198 = load double, double* %3197, align 8, !noalias !3
	%3199 = fmul double %3192, %3198
	%3200 = fadd double %3186, %3199
	store double %3200, double* %acc.addr.47
	%3201 = load double, double* %acc.addr.48
	%3202 = load i64, i64* %i.addr.48
	%3203 = load i64, i64* %k.addr.48
	%3204 = mul nsw i64 %3202, %a.shape1
	%3205 = add nsw i64 %3204, %3203
	%3206 = getelementptr inbounds double, double* %a, i64 %3205
	%3207 = load double, double* %3206, align 8, !noalias !2
	%3208 = load i64, i64* %k.addr.48
	%3209 = load i64, i64* %j.addr.48
	%3210 = mul nsw i64 %3208, %b.shape1
	%3211 = add nsw i64 %3210, %3209
	%3212 = getelementptr inbounds double, double* %b, i64 %3211
	%3213 = load double, double* %3212, align 8, !noalias !3
	%3214 = fmul double %3207, %3213
	%3215 = fadd double %3201, %3214
	store double %3215, double* %acc.addr.48
	%3216 = load double, double* %acc.addr.49
	%3217 = load i64, i64* %i.addr.49
	%3218 = load i64, i64* %k.addr.49
	%3219 = mul nsw i64 %3217, %a.shape1
	%3220 = add nsw i64 %3219, %3218
	%3221 = getelementptr inbounds double, double* %a, i64 %3220
	%3222 = load double, double* %3221, align 8, !noalias !2
	%3223 = load i64, i64* %k.addr.49
	%3224 = load i64, i64* %j.addr.49
	%3225 = mul nsw i64 %3223, %b.shape1
	%3226 = add nsw i64 %3225, %3224
	%3227 = getelementptr inbounds double, double* %b, i64 %3226
	%3228 = load double, double* %3227, align 8, !noalias !3
	%3229 = fmul double %3222, %3228
	%3230 = fadd double %3216, %3229
	store double %3230, double* %acc.addr.49
	%3231 = load double, double* %acc.addr.50
	%3232 = load i64, i64* %i.addr.50
	%3233 = load i64, i64* %k.addr.50
	%3234 = mul nsw i64 %3232, %a.shape1
	%3235 = add nsw i64 %3234, %3233
	%3236 = getelementptr inbounds double, double* %a, i64 %3235
	%3237 = load double, double* %3236, align 8, !noalias !2
	%3238 = load i64, i64* %k.addr.50
	%3239 = load i64, i64* %j.addr.50
	%3240 = mul nsw i64 %3238, %b.shape1
	%3241 = add nsw i64 %3240, %3239
	%3242 = getelementptr inbounds double, double* %b, i64 %3241
	%3243 = load double, double* %3242, align 8, !noalias !3
	%3244 = fmul double %3237, %3243
	%3245 = fadd double %3231, %3244
	store double %3245, double* %acc.addr.50
	%3246 = load double, double* %acc.addr.51
	%3247 = load i64, i64* %i.addr.51
	%3248 = load i64, i64* %k.addr.51
	%3249 = mul nsw i64 %3247, %a.shape1
	%3250 = add nsw i64 %3249, %3248
	%3251 = getelementptr inbounds double, double* %a, i64 %3250
	%3252 = load double, double* %3251, align 8, !noalias !2
	%3253 = load i64, i64* %k.addr.51
	%3254 = load i64, i64* %j.addr.51
	%3255 = mul nsw i64 %3253, %b.shape1
	%3256 = add nsw i64 %3255, %3254
	%3257 = getelementptr inbounds double, double* %b, i64 %3256
	%3258 = load double, double* %3257, align 8, !noalias !3
	%3259 = fmul double %3252, %3258
	%3260 = fadd double %3246, %3259
	store double %3260, double* %acc.addr.51
	%3261 = load double, double* %acc.addr.52
	%3262 = load i64, i64* %i.addr.52
	%3263 = load i64, i64* %k.addr.52
	%3264 = mul nsw i64 %3262, %a.shape1
	%3265 = add nsw i64 %3264, %3263
	%3266 = getelementptr inbounds double, double* %a, i64 %3265
	%3267 = load double, double* %3266, align 8, !noalias !2
	%3268 = load i64, i64* %k.addr.52
	%3269 = load i64, i64* %j.addr.52
	%3270 = mul nsw i64 %3268, %b.shape1
	%3271 = add nsw i64 %3270, %3269
	%3272 = getelementptr inbounds double, double* %b, i64 %3271
	%3273 = load double, double* %3272, align 8, !noalias !3
	%3274 = fmul double %3267, %3273
	%3275 = fadd double %3261, %3274
	store double %3275, double* %acc.addr.52
	%3276 = load double, double* %acc.addr.53
	%3277 = load i64, i64* %i.addr.53
	%3278 = load i64, i64* %k.addr.53
	%3279 = mul nsw i64 %3277, %a.shape1
	%3280 = add nsw i64 %3279, %3278
	%3281 = getelementptr inbounds double, double* %a, i64 %3280
	%3282 = load double, double* %3281, align 8, !noalias !2
	%3283 = load i64, i64* %k.addr.53
	%3284 = load i64, i64* %j.addr.53
	%3285 = mul nsw i64 %3283, %b.shape1
	%3286 = add nsw i64 %3285, %3284
	%3287 = getelementptr inbounds double, double* %b, i64 %3286
	%3288 = load double, double* %3287, align 8, !noalias !3
	%3289 = fmul double %3282, %3288
	%3290 = fadd double %3276, %3289
	store double %3290, double* %acc.addr.53
	%3291 = load double, double* %acc.addr.54
	%3292 = load i64, i64* %i.addr.54
	%3293 = load i64, i64* %k.addr.54
	%3294 = mul nsw i64 %3292, %a.shape1
	%3295 = add nsw i64 %3294, %3293
	%3296 = getelementptr inbounds double, double* %a, i64 %3295
	%3297 = load double, double* %3296, align 8, !noalias !2
	%3298 = load i64, i64* %k.addr.54
	%3299 = load i64, i64* %j.addr.54
	%3300 = mul nsw i64 %3298, %b.shape1
	%3301 = add nsw i64 %3300, %3299
	%3302 = getelementptr inbounds double, double* %b, i64 %3301
	%3303 = load double, double* %3302, align 8, !noalias !3
	%3304 = fmul double %3297, %3303
	%3305 = fadd double %3291, %3304
	store double %3305, double* %acc.addr.54
	%3306 = load double, double* %acc.addr.55
	%3307 = load i64, i64* %i.addr.55
	%3308 = load i64, i64* %k.addr.55
	%3309 = mul nsw i64 %3307, %a.shape1
	%3310 = add nsw i64 %3309, %3308
	%3311 = getelementptr inbounds double, double* %a, i64 %3310
	%3312 = load double, double* %3311, align 8, !noalias !2
	%3313 = load i64, i64* %k.addr.55
	%3314 = load i64, i64* %j.addr.55
	%3315 = mul nsw i64 %3313, %b.shape1
	%3316 = add nsw i64 %3315, %3314
	%3317 = getelementptr inbounds double, double* %b, i64 %3316
	%3318 = load double, double* %3317, align 8, !noalias !3
	%3319 = fmul double %3312, %3318
	%3320 = fadd double %3306, %3319
	store double %3320, double* %acc.addr.55
	%3321 = load double, double* %acc.addr.56
	%3322 = load i64, i64* %i.addr.56
	%3323 = load i64, i64* %k.addr.56
	%3324 = mul nsw i64 %3322, %a.shape1
	%3325 = add nsw i64 %3324, %3323
	%3326 = getelementptr inbounds double, double* %a, i64 %3325
	%3327 = load double, double* %3326, align 8, !noalias !2
	%3328 = load i64, i64* %k.addr.56
	%3329 = load i64, i64* %j.addr.56
	%3330 = mul nsw i64 %3328, %b.shape1
	%3331 = add nsw i64 %3330, %3329
	%3332 = getelementptr inbounds double, double* %b, i64 %3331
	%3333 = load double, double* %3332, align 8, !noalias !3
	%3334 = fmul double %3327, %3333
	%3335 = fadd double %3321, %3334
	store double %3335, double* %acc.addr.56
	%3336 = load double, double* %acc.addr.57
	%3337 = load i64, i64* %i.addr.57
	%3338 = load i64, i64* %k.addr.57
	%3339 = mul nsw i64 %3337, %a.shape1
	%3340 = add nsw i64 %3339, %3338
	%3341 = getelementptr inbounds double, double* %a, i64 %3340
	%3342 = load double, double* %3341, align 8, !noalias !2
	%3343 = load i64, i64* %k.addr.57
	%3344 = load i64, i64* %j.addr.57
	%3345 = mul nsw i64 %3343, %b.shape1
	%3346 = add nsw i64 %3345, %3344
	%3347 = getelementptr inbounds double, double* %b, i64 %3346
	%3348 = load double, double* %3347, align 8, !noalias !3
	%3349 = fmul double %3342, %3348
	%3350 = fadd double %3336, %3349
	store double %3350, double* %acc.addr.57
	%3351 = load double, double* %acc.addr.58
	%3352 = load i64, i64* %i.addr.58
	%3353 = load i64, i64* %k.addr.58
	%3354 = mul nsw i64 %3352, %a.shape1
	%3355 = add nsw i64 %3354, %3353
	%3356 = getelementptr inbounds double, double* %a, i64 %3355
	%3357 = load double, double* %3356, align 8, !noalias !2
	%3358 = load i64, i64* %k.addr.58
	%3359 = load i64, i64* %j.addr.58
	%3360 = mul nsw i64 %3358, %b.shape1
	%3361 = add nsw i64 %3360, %3359
	%3362 = getelementptr inbounds double, double* %b, i64 %3361
	%3363 = load double, double* %3362, align 8, !noalias !3
	%3364 = fmul double %3357, %3363
	%3365 = fadd double %3351, %3364
	store double %3365, double* %acc.addr.58
	%3366 = load double, double* %acc.addr.59
	%3367 = load i64, i64* %i.addr.59
	%3368 = load i64, i64* %k.addr.59
	%3369 = mul nsw i64 %3367, %a.shape1
	%3370 = add nsw i64 %3369, %3368
	%3371 = getelementptr inbounds double, double* %a, i64 %3370
	%3372 = load double, double* %3371, align 8, !noalias !2
	%3373 = load i64, i64* %k.addr.59
	%3374 = load i64, i64* %j.addr.59
	%3375 = mul nsw i64 %3373, %b.shape1
	%3376 = add nsw i64 %3375, %3374
	%3377 = getelementptr inbounds double, double* %b, i64 %3376
	%3378 = load double, double* %3377, align 8, !noalias !3
	%3379 = fmul double %3372, %3378
	%3380 = fadd double %3366, %3379
	store double %3380, double* %acc.addr.59
	%3381 = load double, double* %acc.addr.60
	%3382 = load i64, i64* %i.addr.60
	%3383 = load i64, i64* %k.addr.60
	%3384 = mul nsw i64 %3382, %a.shape1
	%3385 = add nsw i64 %3384, %3383
	%3386 = getelementptr inbounds double, double* %a, i64 %3385
	%3387 = load double, double* %3386, align 8, !noalias !2
	%3388 = load i64, i64* %k.addr.60
	%3389 = load i64, i64* %j.addr.60
	%3390 = mul nsw i64 %3388, %b.shape1
	%3391 = add nsw i64 %3390, %3389
	%3392 = getelementptr inbounds double, double* %b, i64 %3391
	%3393 = load double, double* %3392, align 8, !noalias !3
	%3394 = fmul double %3387, %3393
	%3395 = fadd double %3381, %3394
	store double %3395, double* %acc.addr.60
	%3396 = load double, double* %acc.addr.61
	%3397 = load i64, i64* %i.addr.61
	%3398 = load i64, i64* %k.addr.61
	%3399 = mul nsw i64 %3397, %a.shape1
	%3400 = add nsw i64 %3399, %3398
	%3401 = getelementptr inbounds double, double* %a, i64 %3400
	%3402 = load double, double* %3401, align 8, !noalias !2
	%3403 = load i64, i64* %k.addr.61
	%3404 = load i64, i64* %j.addr.61
	%3405 = mul nsw i64 %3403, %b.shape1
	%3406 = add nsw i64 %3405, %3404
	%3407 = getelementptr inbounds double, double* %b, i64 %3406
	%3408 = load double, double* %3407, align 8, !noalias !3
	%3409 = fmul double %3402, %3408
	%3410 = fadd double %3396, %3409
	store double %3410, double* %acc.addr.61
	%3411 = load double, double* %acc.addr.62
	%3412 = load i64, i64* %i.addr.62
	%3413 = load i64, i64* %k.addr.62
	%3414 = mul nsw i64 %3412, %a.shape1
	%3415 = add nsw i64 %3414, %3413
	%3416 = getelementptr inbounds double, double* %a, i64 %3415
	%3417 = load double, double* %3416, align 8, !noalias !2
	%3418 = load i64, i64* %k.addr.62
	%3419 = load i64, i64* %j.addr.62
	%3420 = mul nsw i64 %3418, %b.shape1
	%3421 = add nsw i64 %3420, %3419
	%3422 = getelementptr inbounds double, double* %b, i64 %3421
	%3423 = load double, double* %3422, align 8, !noalias !3
	%3424 = fmul double %3417, %3423
	%3425 = fadd double %3411, %3424
	store double %3425, double* %acc.addr.62
	%3426 = load double, double* %acc.addr.63
	%3427 = load i64, i64* %i.addr.63
	%3428 = load i64, i64* %k.addr.63
	%3429 = mul nsw i64 %3427, %a.shape1
	%3430 = add nsw i64 %3429, %3428
	%3431 = getelementptr inbounds double, double* %a, i64 %3430
	%3432 = load double, double* %3431, align 8, !noalias !2
	%3433 = load i64, i64* %k.addr.63
	%3434 = load i64, i64* %j.addr.63
	%3435 = mul nsw i64 %3433, %b.shape1
	%3436 = add nsw i64 %3435, %3434
	%3437 = getelementptr inbounds double, double* %b, i64 %3436
	%3438 = load double, double* %3437, align 8, !noalias !3
	%3439 = fmul double %3432, %3438
	%3440 = fadd double %3426, %3439
	store double %3440, double* %acc.addr.63
	br label %k.latch.1

k.latch.1:
	%3441 = add nuw i64 %k.it.1, 1
	br label %k.head.1

k.exit.1:
	%3442 = load double, double* %acc.addr
	%3443 = fmul double %262, %3442
	%3444 = load i64, i64* %i.addr
	%3445 = load i64, i64* %j.addr
	%3446 = mul nsw i64 %3444, %c.shape1
	%3447 = add nsw i64 %3446, %3445
	%3448 = getelementptr inbounds double, double* %c, i64 %3447
	%3449 = load double, double* %3448, align 8, !alias.scope !4
	%3450 = fmul double %264, %3449
	%3451 = fadd double %3443, %3450
	%3452 = load i64, i64* %i.addr
	%3453 = load i64, i64* %j.addr
	%3454 = mul nsw i64 %3452, %c.shape1
	%3455 = add nsw i64 %3454, %3453
	%3456 = getelementptr inbounds double, double* %c, i64 %3455
	store double %3451, double* %3456, align 8, !alias.scope !4
	%3457 = load double, double* %acc.addr.1
	%3458 = fmul double %262, %3457
	%3459 = load i64, i64* %i.addr.1
	%3460 = load i64, i64* %j.addr.1
	%3461 = mul nsw i64 %3459, %c.shape1
	%3462 = add nsw i64 %3461, %3460
	%3463 = getelementptr inbounds double, double* %c, i64 %3462
	%3464 = load double, double* %3463, align 8, !alias.scope !4
	%3465 = fmul double %264, %3464
	%3466 = fadd double %3458, %3465
	%3467 = load i64, i64* %i.addr.1
	%3468 = load i64, i64* %j.addr.1
	%3469 = mul nsw i64 %3467, %c.shape1
	%3470 = add nsw i64 %3469, %3468
	%3471 = getelementptr inbounds double, double* %c, i64 %3470
	store double %3466, double* %3471, align 8, !alias.scope !4
	%3472 = load double, double* %acc.addr.2
	%3473 = fmul double %262, %3472
	%3474 = load i64, i64* %i.addr.2
	%3475 = load i64, i64* %j.addr.2
	%3476 = mul nsw i64 %3474, %c.shape1
	%3477 = add nsw i64 %3476, %3475
	%3478 = getelementptr inbounds double, double* %c, i64 %3477
	%3479 = load double, double* %3478, align 8, !alias.scope !4
	%3480 = fmul double %264, %3479
	%3481 = fadd double %3473, %3480
	%3482 = load i64, i64* %i.addr.2
	%3483 = load i64, i64* %j.addr.2
	%3484 = mul nsw i64 %3482, %c.shape1
	%3485 = add nsw i64 %3484, %3483
	%3486 = getelementptr inbounds double, double* %c, i64 %3485
	store double %3481, double* %3486, align 8, !alias.scope !4
	%3487 = load double, double* %acc.addr.3
	%3488 = fmul double %262, %3487
	%3489 = load i64, i64* %i.addr.3
	%3490 = load i64, i64* %j.addr.3
	%3491 = mul nsw i64 %3489, %c.shape1
	%3492 = add nsw i64 %3491, %3490
	%3493 = getelementptr inbounds double, double* %c, i64 %3492
	%3494 = load double, double* %3493, align 8, !alias.scope !4
	%3495 = fmul double %264, %3494
	%3496 = fadd double %3488, %3495
	%3497 = load i64, i64* %i.addr.3
	%3498 = load i64, i64* %j.addr.3
	%3499 = mul nsw i64 %3497, %c.shape1
	%3500 = add nsw i64 %3499, %3498
	%3501 = getelementptr inbounds double, double* %c, i64 %3500
	store double %3496, double* %3501, align 8, !alias.scope !4
	%3502 = load double, double* %acc.addr.4
	%3503 = fmul double %262, %3502
	%3504 = load i64, i64* %i.addr.4
	%3505 = load i64, i64* %j.addr.4
	%3506 = mul nsw i64 %3504, %c.shape1
	%3507 = add nsw i64 %3506, %3505
	%3508 = getelementptr inbounds double, double* %c, i64 %3507
	%3509 = load double, double* %3508, align 8, !alias.scope !4
	%3510 = fmul double %264, %3509
	%3511 = fadd double %3503, %3510
	%3512 = load i64, i64* %i.addr.4
	%3513 = load i64, i64* %j.addr.4
	%3514 = mul nsw i64 %3512, %c.shape1
	%3515 = add nsw i64 %3514, %3513
	%3516 = getelementptr inbounds double, double* %c, i64 %3515
	store double %3511, double* %3516, align 8, !alias.scope !4
	%3517 = load double, double* %acc.addr.5
	%3518 = fmul double %262, %3517
	%3519 = load i64, i64* %i.addr.5
	%3520 = load i64, i64* %j.addr.5
	%3521 = mul nsw i64 %3519, %c.shape1
	%3522 = add nsw i64 %3521, %3520
	%3523 = getelementptr inbounds double, double* %c, i64 %3522
	%3524 = load double, double* %3523, align 8, !alias.scope !4
	%3525 = fmul double %264, %3524
	%3526 = fadd double %3518, %3525
	%3527 = load i64, i64* %i.addr.5
	%3528 = load i64, i64* %j.addr.5
	%3529 = mul nsw i64 %3527, %c.shape1
	%3530 = add nsw i64 %3529, %3528
	%3531 = getelementptr inbounds double, double* %c, i64 %3530
	store double %3526, double* %3531, align 8, !alias.scope !4
	%3532 = load double, double* %acc.addr.6
	%3533 = fmul double %262, %3532
	%3534 = load i64, i64* %i.addr.6
	%3535 = load i64, i64* %j.addr.6
	%3536 = mul nsw i64 %3534, %c.shape1
	%3537 = add nsw i64 %3536, %3535
	%3538 = getelementptr inbounds double, double* %c, i64 %3537
	%3539 = load double, double* %3538, align 8, !alias.scope !4
	%3540 = fmul double %264, %3539
	%3541 = fadd double %3533, %3540
	%3542 = load i64, i64* %i.addr.6
	%3543 = load i64, i64* %j.addr.6
	%3544 = mul nsw i64 %3542, %c.shape1
	%3545 = add nsw i64 %3544, %3543
	%3546 = getelementptr inbounds double, double* %c, i64 %3545
	store double %3541, double* %3546, align 8, !alias.scope !4
	%3547 = load double, double* %acc.addr.7
	%3548 = fmul double %262, %3547
	%3549 = load i64, i64* %i.addr.7
	%3550 = load i64, i64* %j.addr.7
	%3551 = mul nsw i64 %3549, %c.shape1
	%3552 = add nsw i64 %3551, %3550
	%3553 = getelementptr inbounds double, double* %c, i64 %3552
	%3554 = load double, double* %3553, align 8, !alias.scope !4
	%3555 = fmul double %264, %3554
	%3556 = fadd double %3548, %3555
	%3557 = load i64, i64* %i.addr.7
	%3558 = load i64, i64* %j.addr.7
	%3559 = mul nsw i64 %3557, %c.shape1
	%3560 = add nsw i64 %3559, %3558
	%3561 = getelementptr inbounds double, double* %c, i64 %3560
	store double %3556, double* %3561, align 8, !alias.scope !4
	%3562 = load double, double* %acc.addr.8
	%3563 = fmul double %262, %3562
	%3564 = load i64, i64* %i.addr.8
	%3565 = load i64, i64* %j.addr.8
	%3566 = mul nsw i64 %3564, %c.shape1
	%3567 = add nsw i64 %3566, %3565
	%3568 = getelementptr inbounds double, double* %c, i64 %3567
	%3569 = load double, double* %3568, align 8, !alias.scope !4
	%3570 = fmul double %264, %3569
	%3571 = fadd double %3563, %3570
	%3572 = load i64, i64* %i.addr.8
	%3573 = load i64, i64* %j.addr.8
	%3574 = mul nsw i64 %3572, %c.shape1
	%3575 = add nsw i64 %3574, %3573
	%3576 = getelementptr inbounds double, double* %c, i64 %3575
	store double %3571, double* %3576, align 8, !alias.scope !4
	%3577 = load double, double* %acc.addr.9
	%3578 = fmul double %262, %3577
	%3579 = load i64, i64* %i.addr.9
	%3580 = load i64, i64* %j.addr.9
	%3581 = mul nsw i64 %3579, %c.shape1
	%3582 = add nsw i64 %3581, %3580
	%3583 = getelementptr inbounds double, double* %c, i64 %3582
	%3584 = load double, double* %3583, align 8, !alias.scope !4
	%3585 = fmul double %264, %3584
	%3586 = fadd double %3578, %3585
	%3587 = load i64, i64* %i.addr.9
	%3588 = load i64, i64* %j.addr.9
	%3589 = mul nsw i64 %3587, %c.shape1
	%3590 = add nsw i64 %3589, %3588
	%3591 = getelementptr inbounds double, double* %c, i64 %3590
	store double %3586, double* %3591, align 8, !alias.scope !4
	%3592 = load double, double* %acc.addr.10
	%3593 = fmul double %262, %3592
	%3594 = load i64, i64* %i.addr.10
	%3595 = load i64, i64* %j.addr.10
	%3596 = mul nsw i64 %3594, %c.shape1
	%3597 = add nsw i64 %3596, %3595
	%3598 = getelementptr inbounds double, double* %c, i64 %3597
	%3599 = load double, double* %3598, align 8, !alias.scope !4
	%3600 = fmul double %264, %3599
	%3601 = fadd double %3593, %3600
	%3602 = load i64, i64* %i.addr.10
	%3603 = load i64, i64* %j.addr.10
	%3604 = mul nsw i64 %3602, %c.shape1
	%3605 = add nsw i64 %3604, %3603
	%3606 = getelementptr inbounds double, double* %c, i64 %3605
	store double %3601, double* %3606, align 8, !alias.scope !4
	%3607 = load double, double* %acc.addr.11
	%3608 = fmul double %262, %3607
	%3609 = load i64, i64* %i.addr.11
	%3610 = load i64, i64* %j.addr.11
	%3611 = mul nsw i64 %3609, %c.shape1
	%3612 = add nsw i64 %3611, %3610
	%3613 = getelementptr inbounds double, double* %c, i64 %3612
	%3614 = load double, double* %3613, align 8, !alias.scope !4
	%3615 = fmul double %264, %3614
	%3616 = fadd double %3608, %3615
	%3617 = load i64, i64* %i.addr.11
	%3618 = load i64, i64* %j.addr.11
	%3619 = mul nsw i64 %3617, %c.shape1
	%3620 = add nsw i64 %3619, %3618
	%3621 = getelementptr inbounds double, double* %c, i64 %3620
	store double %3616, double* %3621, align 8, !alias.scope !4
	%3622 = load double, double* %acc.addr.12
	%3623 = fmul double %262, %3622
	%3624 = load i64, i64* %i.addr.12
	%3625 = load i64, i64* %j.addr.12
	%3626 = mul nsw i64 %3624, %c.shape1
	%3627 = add nsw i64 %3626, %3625
	%3628 = getelementptr inbounds double, double* %c, i64 %3627
	%3629 = load double, double* %3628, align 8, !alias.scope !4
	%3630 = fmul double %264, %3629
	%3631 = fadd double %3623, %3630
	%3632 = load i64, i64* %i.addr.12
	%3633 = load i64, i64* %j.addr.12
	%3634 = mul nsw i64 %3632, %c.shape1
	%3635 = add nsw i64 %3634, %3633
	%3636 = getelementptr inbounds double, double* %c, i64 %3635
	store double %3631, double* %3636, align 8, !alias.scope !4
	%3637 = load double, double* %acc.addr.13
	%3638 = fmul double %262, %3637
	%3639 = load i64, i64* %i.addr.13
	%3640 = load i64, i64* %j.addr.13
	%3641 = mul nsw i64 %3639, %c.shape1
	%3642 = add nsw i64 %3641, %3640
	%3643 = getelementptr inbounds double, double* %c, i64 %3642
	%3644 = load double, double* %3643, align 8, !alias.scope !4
	%3645 = fmul double %264, %3644
	%3646 = fadd double %3638, %3645
	%3647 = load i64, i64* %i.addr.13
	%3648 = load i64, i64* %j.addr.13
	%3649 = mul nsw i64 %3647, %c.shape1
	%3650 = add nsw i64 %3649, %3648
	%3651 = getelementptr inbounds double, double* %c, i64 %3650
	store double %3646, double* %3651, align 8, !alias.scope !4
	%3652 = load double, double* %acc.addr.14
	%3653 = fmul double %262, %3652
	%3654 = load i64, i64* %i.addr.14
	%3655 = load i64, i64* %j.addr.14
	%3656 = mul nsw i64 %3654, %c.shape1
	%3657 = add nsw i64 %3656, %3655
	%3658 = getelementptr inbounds double, double* %c, i64 %3657
	%3659 = load double, double* %3658, align 8, !alias.scope !4
	%3660 = fmul double %264, %3659
	%3661 = fadd double %3653, %3660
	%3662 = load i64, i64* %i.addr.14
	%3663 = load i64, i64* %j.addr.14
	%3664 = mul nsw i64 %3662, %c.shape1
	%3665 = add nsw i64 %3664, %3663
	%3666 = getelementptr inbounds double, double* %c, i64 %3665
	store double %3661, double* %3666, align 8, !alias.scope !4
	%3667 = load double, double* %acc.addr.15
	%3668 = fmul double %262, %3667
	%3669 = load i64, i64* %i.addr.15
	%3670 = load i64, i64* %j.addr.15
	%3671 = mul nsw i64 %3669, %c.shape1
	%3672 = add nsw i64 %3671, %3670
	%3673 = getelementptr inbounds double, double* %c, i64 %3672
	%3674 = load double, double* %3673, align 8, !alias.scope !4
	%3675 = fmul double %264, %3674
	%3676 = fadd double %3668, %3675
	%3677 = load i64, i64* %i.addr.15
	%3678 = load i64, i64* %j.addr.15
	%3679 = mul nsw i64 %3677, %c.shape1
	%3680 = add nsw i64 %3679, %3678
	%3681 = getelementptr inbounds double, double* %c, i64 %3680
	store double %3676, double* %3681, align 8, !alias.scope !4
	%3682 = load double, double* %acc.addr.16
	%3683 = fmul double %262, %3682
	%3684 = load i64, i64* %i.addr.16
	%3685 = load i64, i64* %j.addr.16
	%3686 = mul nsw i64 %3684, %c.shape1
	%3687 = add nsw i64 %3686, %3685
	%3688 = getelementptr inbounds double, double* %c, i64 %3687
	%3689 = load double, double* %3688, align 8, !alias.scope !4
	%3690 = fmul double %264, %3689
	%3691 = fadd double %3683, %3690
	%3692 = load i64, i64* %i.addr.16
	%3693 = load i64, i64* %j.addr.16
	%3694 = mul nsw i64 %3692, %c.shape1
	%3695 = add nsw i64 %3694, %3693
	%3696 = getelementptr inbounds double, double* %c, i64 %3695
	store double %3691, double* %3696, align 8, !alias.scope !4
	%3697 = load double, double* %acc.addr.17
	%3698 = fmul double %262, %3697
	%3699 = load i64, i64* %i.addr.17
	%3700 = load i64, i64* %j.addr.17
	%3701 = mul nsw i64 %3699, %c.shape1
	%3702 = add nsw i64 %3701, %3700
	%3703 = getelementptr inbounds double, double* %c, i64 %3702
	%3704 = load double, double* %3703, align 8, !alias.scope !4
	%3705 = fmul double %264, %3704
	%3706 = fadd double %3698, %3705
	%3707 = load i64, i64* %i.addr.17
	%3708 = load i64, i64* %j.addr.17
	%3709 = mul nsw i64 %3707, %c.shape1
	%3710 = add nsw i64 %3709, %3708
	%3711 = getelementptr inbounds double, double* %c, i64 %3710
	store double %3706, double* %3711, align 8, !alias.scope !4
	%3712 = load double, double* %acc.addr.18
	%3713 = fmul double %262, %3712
	%3714 = load i64, i64* %i.addr.18
	%3715 = load i64, i64* %j.addr.18
	%3716 = mul nsw i64 %3714, %c.shape1
	%3717 = add nsw i64 %3716, %3715
	%3718 = getelementptr inbounds double, double* %c, i64 %3717
	%3719 = load double, double* %3718, align 8, !alias.scope !4
	%3720 = fmul double %264, %3719
	%3721 = fadd double %3713, %3720
	%3722 = load i64, i64* %i.addr.18
	%3723 = load i64, i64* %j.addr.18
	%3724 = mul nsw i64 %3722, %c.shape1
	%3725 = add nsw i64 %3724, %3723
	%3726 = getelementptr inbounds double, double* %c, i64 %3725
	store double %3721, double* %3726, align 8, !alias.scope !4
	%3727 = load double, double* %acc.addr.19
	%3728 = fmul double %262, %3727
	%3729 = load i64, i64* %i.addr.19
	%3730 = load i64, i64* %j.addr.19
	%3731 = mul nsw i64 %3729, %c.shape1
	%3732 = add nsw i64 %3731, %3730
	%3733 = getelementptr inbounds double, double* %c, i64 %3732
	%3734 = load double, double* %3733, align 8, !alias.scope !4
	%3735 = fmul double %264, %3734
	%3736 = fadd double %3728, %3735
	%3737 = load i64, i64* %i.addr.19
	%3738 = load i64, i64* %j.addr.19
	%3739 = mul nsw i64 %3737, %c.shape1
	%3740 = add nsw i64 %3739, %3738
	%3741 = getelementptr inbounds double, double* %c, i64 %3740
	store double %3736, double* %3741, align 8, !alias.scope !4
	%3742 = load double, double* %acc.addr.20
	%3743 = fmul double %262, %3742
	%3744 = load i64, i64* %i.addr.20
	%3745 = load i64, i64* %j.addr.20
	%3746 = mul nsw i64 %3744, %c.shape1
	%3747 = add nsw i64 %3746, %3745
	%3748 = getelementptr inbounds double, double* %c, i64 %3747
	%3749 = load double, double* %3748, align 8, !alias.scope !4
	%3750 = fmul double %264, %3749
	%3751 = fadd double %3743, %3750
	%3752 = load i64, i64* %i.addr.20
	%3753 = load i64, i64* %j.addr.20
	%3754 = mul nsw i64 %3752, %c.shape1
	%3755 = add nsw i64 %3754, %3753
	%3756 = getelementptr inbounds double, double* %c, i64 %3755
	store double %3751, double* %3756, align 8, !alias.scope !4
	%3757 = load double, double* %acc.addr.21
	%3758 = fmul double %262, %3757
	%3759 = load i64, i64* %i.addr.21
	%3760 = load i64, i64* %j.addr.21
	%3761 = mul nsw i64 %3759, %c.shape1
	%3762 = add nsw i64 %3761, %3760
	%3763 = getelementptr inbounds double, double* %c, i64 %3762
	%3764 = load double, double* %3763, align 8, !alias.scope !4
	%3765 = fmul double %264, %3764
	%3766 = fadd double %3758, %3765
	%3767 = load i64, i64* %i.addr.21
	%3768 = load i64, i64* %j.addr.21
	%3769 = mul nsw i64 %3767, %c.shape1
	%3770 = add nsw i64 %3769, %3768
	%3771 = getelementptr inbounds double, double* %c, i64 %3770
	store double %3766, double* %3771, align 8, !alias.scope !4
	%3772 = load double, double* %acc.addr.22
	%3773 = fmul double %262, %3772
	%3774 = load i64, i64* %i.addr.22
	%3775 = load i64, i64* %j.addr.22
	%3776 = mul nsw i64 %3774, %c.shape1
	%3777 = add nsw i64 %3776, %3775
	%3778 = getelementptr inbounds double, double* %c, i64 %3777
	%3779 = load double, double* %3778, align 8, !alias.scope !4
	%3780 = fmul double %264, %3779
	%3781 = fadd double %3773, %3780
	%3782 = load i64, i64* %i.addr.22
	%3783 = load i64, i64* %j.addr.22
	%3784 = mul nsw i64 %3782, %c.shape1
	%3785 = add nsw i64 %3784, %3783
	%3786 = getelementptr inbounds double, double* %c, i64 %3785
	store double %3781, double* %3786, align 8, !alias.scope !4
	%3787 = load double, double* %acc.addr.23
	%3788 = fmul double %262, %3787
	%3789 = load i64, i64* %i.addr.23
	%3790 = load i64, i64* %j.addr.23
	%3791 = mul nsw i64 %3789, %c.shape1
	%3792 = add nsw i64 %3791, %3790
	%3793 = getelementptr inbounds double, double* %c, i64 %3792
	%3794 = load double, double* %3793, align 8, !alias.scope !4
	%3795 = fmul double %264, %3794
	%3796 = fadd double %3788, %3795
	%3797 = load i64, i64* %i.addr.23
	%3798 = load i64, i64* %j.addr.23
	%3799 = mul nsw i64 %3797, %c.shape1
	%3800 = add nsw i64 %3799, %3798
	%3801 = getelementptr inbounds double, double* %c, i64 %3800
	store double %3796, double* %3801, align 8, !alias.scope !4
	%3802 = load double, double* %acc.addr.24
	%3803 = fmul double %262, %3802
	%3804 = load i64, i64* %i.addr.24
	%3805 = load i64, i64* %j.addr.24
	%3806 = mul nsw i64 %3804, %c.shape1
	%3807 = add nsw i64 %3806, %3805
	%3808 = getelementptr inbounds double, double* %c, i64 %3807
	%3809 = load double, double* %3808, align 8, !alias.scope !4
	%3810 = fmul double %264, %3809
	%3811 = fadd double %3803, %3810
	%3812 = load i64, i64* %i.addr.24
	%3813 = load i64, i64* %j.addr.24
	%3814 = mul nsw i64 %3812, %c.shape1
	%3815 = add nsw i64 %3814, %3813
	%3816 = getelementptr inbounds double, double* %c, i64 %3815
	store double %3811, double* %3816, align 8, !alias.scope !4
	%3817 = load double, double* %acc.addr.25
	%3818 = fmul double %262, %3817
	%3819 = load i64, i64* %i.addr.25
	%3820 = load i64, i64* %j.addr.25
	%3821 = mul nsw i64 %3819, %c.shape1
	%3822 = add nsw i64 %3821, %3820
	%3823 = getelementptr inbounds double, double* %c, i64 %3822
	%3824 = load double, double* %3823, align 8, !alias.scope !4
	%3825 = fmul double %264, %3824
	%3826 = fadd double %3818, %3825
	%3827 = load i64, i64* %i.addr.25
	%3828 = load i64, i64* %j.addr.25
	%3829 = mul nsw i64 %3827, %c.shape1
	%3830 = add nsw i64 %3829, %3828
	%3831 = getelementptr inbounds double, double* %c, i64 %3830
	store double %3826, double* %3831, align 8, !alias.scope !4
	%3832 = load double, double* %acc.addr.26
	%3833 = fmul double %262, %3832
	%3834 = load i64, i64* %i.addr.26
	%3835 = load i64, i64* %j.addr.26
	%3836 = mul nsw i64 %3834, %c.shape1
	%3837 = add nsw i64 %3836, %3835
	%3838 = getelementptr inbounds double, double* %c, i64 %3837
	%3839 = load double, double* %3838, align 8, !alias.scope !4
	%3840 = fmul double %264, %3839
	%3841 = fadd double %3833, %3840
	%3842 = load i64, i64* %i.addr.26
	%3843 = load i64, i64* %j.addr.26
	%3844 = mul nsw i64 %3842, %c.shape1
	%3845 = add nsw i64 %3844, %3843
	%3846 = getelementptr inbounds double, double* %c, i64 %3845
	store double %3841, double* %3846, align 8, !alias.scope !4
	%3847 = load double, double* %acc.addr.27
	%3848 = fmul double %262, %3847
	%3849 = load i64, i64* %i.addr.27
	%3850 = load i64, i64* %j.addr.27
	%3851 = mul nsw i64 %3849, %c.shape1
	%3852 = add nsw i64 %3851, %3850
	%3853 = getelementptr inbounds double, double* %c, i64 %3852
	%3854 = load double, double* %3853, align 8, !alias.scope !4
	%3855 = fmul double %264, %3854
	%3856 = fadd double %3848, %3855
	%3857 = load i64, i64* %i.addr.27
	%3858 = load i64, i64* %j.addr.27
	%3859 = mul nsw i64 %3857, %c.shape1
	%3860 = add nsw i64 %3859, %3858
	%3861 = getelementptr inbounds double, double* %c, i64 %3860
	store double %3856, double* %3861, align 8, !alias.scope !4
	%3862 = load double, double* %acc.addr.28
	%3863 = fmul double %262, %3862
	%3864 = load i64, i64* %i.addr.28
	%3865 = load i64, i64* %j.addr.28
	%3866 = mul nsw i64 %3864, %c.shape1
	%3867 = add nsw i64 %3866, %3865
	%3868 = getelementptr inbounds double, double* %c, i64 %3867
	%3869 = load double, double* %3868, align 8, !alias.scope !4
	%3870 = fmul double %264, %3869
	%3871 = fadd double %3863, %3870
	%3872 = load i64, i64* %i.addr.28
	%3873 = load i64, i64* %j.addr.28
	%3874 = mul nsw i64 %3872, %c.shape1
	%3875 = add nsw i64 %3874, %3873
	%3876 = getelementptr inbounds double, double* %c, i64 %3875
	store double %3871, double* %3876, align 8, !alias.scope !4
	%3877 = load double, double* %acc.addr.29
	%3878 = fmul double %262, %3877
	%3879 = load i64, i64* %i.addr.29
	%3880 = load i64, i64* %j.addr.29
	%3881 = mul nsw i64 %3879, %c.shape1
	%3882 = add nsw i64 %3881, %3880
	%3883 = getelementptr inbounds double, double* %c, i64 %3882
	%3884 = load double, double* %3883, align 8, !alias.scope !4
	%3885 = fmul double %264, %3884
	%3886 = fadd double %3878, %3885
	%3887 = load i64, i64* %i.addr.29
	%3888 = load i64, i64* %j.addr.29
	%3889 = mul nsw i64 %3887, %c.shape1
	%3890 = add nsw i64 %3889, %3888
	%3891 = getelementptr inbounds double, double* %c, i64 %3890
	store double %3886, double* %3891, align 8, !alias.scope !4
	%3892 = load double, double* %acc.addr.30
	%3893 = fmul double %262, %3892
	%3894 = load i64, i64* %i.addr.30
	%3895 = load i64, i64* %j.addr.30
	%3896 = mul nsw i64 %3894, %c.shape1
	%3897 = add nsw i64 %3896, %3895
	%3898 = getelementptr inbounds double, double* %c, i64 %3897
	%3899 = load double, double* %3898, align 8, !alias.scope !4
	%3900 = fmul double %264, %3899
	%3901 = fadd double %3893, %3900
	%3902 = load i64, i64* %i.addr.30
	%3903 = load i64, i64* %j.addr.30
	%3904 = mul nsw i64 %3902, %c.shape1
	%3905 = add nsw i64 %3904, %3903
	%3906 = getelementptr inbounds double, double* %c, i64 %3905
	store double %3901, double* %3906, align 8, !alias.scope !4
	%3907 = load double, double* %acc.addr.31
	%3908 = fmul double %262, %3907
	%3909 = load i64, i64* %i.addr.31
	%3910 = load i64, i64* %j.addr.31
	%3911 = mul nsw i64 %3909, %c.shape1
	%3912 = add nsw i64 %3911, %3910
	%3913 = getelementptr inbounds double, double* %c, i64 %3912
	%3914 = load double, double* %3913, align 8, !alias.scope !4
	%3915 = fmul double %264, %3914
	%3916 = fadd double %3908, %3915
	%3917 = load i64, i64* %i.addr.31
	%3918 = load i64, i64* %j.addr.31
	%3919 = mul nsw i64 %3917, %c.shape1
	%3920 = add nsw i64 %3919, %3918
	%3921 = getelementptr inbounds double, double* %c, i64 %3920
	store double %3916, double* %3921, align 8, !alias.scope !4
	%3922 = load double, double* %acc.addr.32
	%3923 = fmul double %262, %3922
	%3924 = load i64, i64* %i.addr.32
	%3925 = load i64, i64* %j.addr.32
	%3926 = mul nsw i64 %3924, %c.shape1
	%3927 = add nsw i64 %3926, %3925
	%3928 = getelementptr inbounds double, double* %c, i64 %3927
	%3929 = load double, double* %3928, align 8, !alias.scope !4
	%3930 = fmul double %264, %3929
	%3931 = fadd double %3923, %3930
	%3932 = load i64, i64* %i.addr.32
	%3933 = load i64, i64* %j.addr.32
	%3934 = mul nsw i64 %3932, %c.shape1
	%3935 = add nsw i64 %3934, %3933
	%3936 = getelementptr inbounds double, double* %c, i64 %3935
	store double %3931, double* %3936, align 8, !alias.scope !4
	%3937 = load double, double* %acc.addr.33
	%3938 = fmul double %262, %3937
	%3939 = load i64, i64* %i.addr.33
	%3940 = load i64, i64* %j.addr.33
	%3941 = mul nsw i64 %3939, %c.shape1
	%3942 = add nsw i64 %3941, %3940
	%3943 = getelementptr inbounds double, double* %c, i64 %3942
	%3944 = load double, double* %3943, align 8, !alias.scope !4
	%3945 = fmul double %264, %3944
	%3946 = fadd double %3938, %3945
	%3947 = load i64, i64* %i.addr.33
	%3948 = load i64, i64* %j.addr.33
	%3949 = mul nsw i64 %3947, %c.shape1
	%3950 = add nsw i64 %3949, %3948
	%3951 = getelementptr inbounds double, double* %c, i64 %3950
	store double %3946, double* %3951, align 8, !alias.scope !4
	%3952 = load double, double* %acc.addr.34
	%3953 = fmul double %262, %3952
	%3954 = load i64, i64* %i.addr.34
	%3955 = load i64, i64* %j.addr.34
	%3956 = mul nsw i64 %3954, %c.shape1
	%3957 = add nsw i64 %3956, %3955
	%3958 = getelementptr inbounds double, double* %c, i64 %3957
	%3959 = load double, double* %3958, align 8, !alias.scope !4
	%3960 = fmul double %264, %3959
	%3961 = fadd double %3953, %3960
	%3962 = load i64, i64* %i.addr.34
	%3963 = load i64, i64* %j.addr.34
	%3964 = mul nsw i64 %3962, %c.shape1
	%3965 = add nsw i64 %3964, %3963
	%3966 = getelementptr inbounds double, double* %c, i64 %3965
	store double %3961, double* %3966, align 8, !alias.scope !4
	%3967 = load double, double* %acc.addr.35
	%3968 = fmul double %262, %3967
	%3969 = load i64, i64* %i.addr.35
	%3970 = load i64, i64* %j.addr.35
	%3971 = mul nsw i64 %3969, %c.shape1
	%3972 = add nsw i64 %3971, %3970
	%3973 = getelementptr inbounds double, double* %c, i64 %3972
	%3974 = load double, double* %3973, align 8, !alias.scope !4
	%3975 = fmul double %264, %3974
	%3976 = fadd double %3968, %3975
	%3977 = load i64, i64* %i.addr.35
	%3978 = load i64, i64* %j.addr.35
	%3979 = mul nsw i64 %3977, %c.shape1
	%3980 = add nsw i64 %3979, %3978
	%3981 = getelementptr inbounds double, double* %c, i64 %3980
	store double %3976, double* %3981, align 8, !alias.scope !4
	%3982 = load double, double* %acc.addr.36
	%3983 = fmul double %262, %3982
	%3984 = load i64, i64* %i.addr.36
	%3985 = load i64, i64* %j.addr.36
	%3986 = mul nsw i64 %3984, %c.shape1
	%3987 = add nsw i64 %3986, %3985
	%3988 = getelementptr inbounds double, double* %c, i64 %3987
	%3989 = load double, double* %3988, align 8, !alias.scope !4
	%3990 = fmul double %264, %3989
	%3991 = fadd double %3983, %3990
	%3992 = load i64, i64* %i.addr.36
	%3993 = load i64, i64* %j.addr.36
	%3994 = mul nsw i64 %3992, %c.shape1
	%3995 = add nsw i64 %3994, %3993
	%3996 = getelementptr inbounds double, double* %c, i64 %3995
	store double %3991, double* %3996, align 8, !alias.scope !4
	%3997 = load double, double* %acc.addr.37
	%3998 = fmul double %262, %3997
	%3999 = load i64, i64* %i.addr.37
	%4000 = load i64, i64* %j.addr.37
	%4001 = mul nsw i64 %3999, %c.shape1
	%4002 = add nsw i64 %4001, %4000
	%4003 = getelementptr inbounds double, double* %c, i64 %4002
	%4004 = load double, double* %4003, align 8, !alias.scope !4
	%4005 = fmul double %264, %4004
	%4006 = fadd double %3998, %4005
	%4007 = load i64, i64* %i.addr.37
	%4008 = load i64, i64* %j.addr.37
	%4009 = mul nsw i64 %4007, %c.shape1
	%4010 = add nsw i64 %4009, %4008
	%4011 = getelementptr inbounds double, double* %c, i64 %4010
	store double %4006, double* %4011, align 8, !alias.scope !4
	%4012 = load double, double* %acc.addr.38
	%4013 = fmul double %262, %4012
	%4014 = load i64, i64* %i.addr.38
	%4015 = load i64, i64* %j.addr.38
	%4016 = mul nsw i64 %4014, %c.shape1
	%4017 = add nsw i64 %4016, %4015
	%4018 = getelementptr inbounds double, double* %c, i64 %4017
	%4019 = load double, double* %4018, align 8, !alias.scope !4
	%4020 = fmul double %264, %4019
	%4021 = fadd double %4013, %4020
	%4022 = load i64, i64* %i.addr.38
	%4023 = load i64, i64* %j.addr.38
	%4024 = mul nsw i64 %4022, %c.shape1
	%4025 = add nsw i64 %4024, %4023
	%4026 = getelementptr inbounds double, double* %c, i64 %4025
	store double %4021, double* %4026, align 8, !alias.scope !4
	%4027 = load double, double* %acc.addr.39
	%4028 = fmul double %262, %4027
	%4029 = load i64, i64* %i.addr.39
	%4030 = load i64, i64* %j.addr.39
	%4031 = mul nsw i64 %4029, %c.shape1
	%4032 = add nsw i64 %4031, %4030
	%4033 = getelementptr inbounds double, double* %c, i64 %4032
	%4034 = load double, double* %4033, align 8, !alias.scope !4
	%4035 = fmul double %264, %4034
	%4036 = fadd double %4028, %4035
	%4037 = load i64, i64* %i.addr.39
	%4038 = load i64, i64* %j.addr.39
	%4039 = mul nsw i64 %4037, %c.shape1
	%4040 = add nsw i64 %4039, %4038
	%4041 = getelementptr inbounds double, double* %c, i64 %4040
	store double %4036, double* %4041, align 8, !alias.scope !4
	%4042 = load double, double* %acc.addr.40
	%4043 = fmul double %262, %4042
	%4044 = load i64, i64* %i.addr.40
	%4045 = load i64, i64* %j.addr.40
	%4046 = mul nsw i64 %4044, %c.shape1
	%4047 = add nsw i64 %4046, %4045
	%4048 = getelementptr inbounds double, double* %c, i64 %4047
	%4049 = load double, double* %4048, align 8, !alias.scope !4
	%4050 = fmul double %264, %4049
	%4051 = fadd double %4043, %4050
	%4052 = load i64, i64* %i.addr.40
	%4053 = load i64, i64* %j.addr.40
	%4054 = mul nsw i64 %4052, %c.shape1
	%4055 = add nsw i64 %4054, %4053
	%4056 = getelementptr inbounds double, double* %c, i64 %4055
	store double %4051, double* %4056, align 8, !alias.scope !4
	%4057 = load double, double* %acc.addr.41
	%4058 = fmul double %262, %4057
	%4059 = load i64, i64* %i.addr.41
	%4060 = load i64, i64* %j.addr.41
	%4061 = mul nsw i64 %4059, %c.shape1
	%4062 = add nsw i64 %4061, %4060
	%4063 = getelementptr inbounds double, double* %c, i64 %4062
	%4064 = load double, double* %4063, align 8, !alias.scope !4
	%4065 = fmul double %264, %4064
	%4066 = fadd double %4058, %4065
	%4067 = load i64, i64* %i.addr.41
	%4068 = load i64, i64* %j.addr.41
	%4069 = mul nsw i64 %4067, %c.shape1
	%4070 = add nsw i64 %4069, %4068
	%4071 = getelementptr inbounds double, double* %c, i64 %4070
	store double %4066, double* %4071, align 8, !alias.scope !4
	%4072 = load double, double* %acc.addr.42
	%4073 = fmul double %262, %4072
	%4074 = load i64, i64* %i.addr.42
	%4075 = load i64, i64* %j.addr.42
	%4076 = mul nsw i64 %4074, %c.shape1
	%4077 = add nsw i64 %4076, %4075
	%4078 = getelementptr inbounds double, double* %c, i64 %4077
	%4079 = load double, double* %4078, align 8, !alias.scope !4
	%4080 = fmul double %264, %4079
	%4081 = fadd double %4073, %4080
	%4082 = load i64, i64* %i.addr.42
	%4083 = load i64, i64* %j.addr.42
	%4084 = mul nsw i64 %4082, %c.shape1
	%4085 = add nsw i64 %4084, %4083
	%4086 = getelementptr inbounds double, double* %c, i64 %4085
	store double %4081, double* %4086, align 8, !alias.scope !4
	%4087 = load double, double* %acc.addr.43
	%4088 = fmul double %262, %4087
	%4089 = load i64, i64* %i.addr.43
	%4090 = load i64, i64* %j.addr.43
	%4091 = mul nsw i64 %4089, %c.shape1
	%4092 = add nsw i64 %4091, %4090
	%4093 = getelementptr inbounds double, double* %c, i64 %4092
	%4094 = load double, double* %4093, align 8, !alias.scope !4
	%4095 = fmul double %264, %4094
	%4096 = fadd double %4088, %4095
	%4097 = load i64, i64* %i.addr.43
	%4098 = load i64, i64* %j.addr.43
	%4099 = mul nsw i64 %4097, %c.shape1
	%4100 = add nsw i64 %4099, %4098
	%4101 = getelementptr inbounds double, double* %c, i64 %4100
	store double %4096, double* %4101, align 8, !alias.scope !4
	%4102 = load double, double* %acc.addr.44
	%4103 = fmul double %262, %4102
	%4104 = load i64, i64* %i.addr.44
	%4105 = load i64, i64* %j.addr.44
	%4106 = mul nsw i64 %4104, %c.shape1
	%4107 = add nsw i64 %4106, %4105
	%4108 = getelementptr inbounds double, double* %c, i64 %4107
	%4109 = load double, double* %4108, align 8, !alias.scope !4
	%4110 = fmul double %264, %4109
	%4111 = fadd double %4103, %4110
	%4112 = load i64, i64* %i.addr.44
	%4113 = load i64, i64* %j.addr.44
	%4114 = mul nsw i64 %4112, %c.shape1
	%4115 = add nsw i64 %4114, %4113
	%4116 = getelementptr inbounds double, double* %c, i64 %4115
	store double %4111, double* %4116, align 8, !alias.scope !4
	%4117 = load double, double* %acc.addr.45
	%4118 = fmul double %262, %4117
	%4119 = load i64, i64* %i.addr.45
	%4120 = load i64, i64* %j.addr.45
	%4121 = mul nsw i64 %4119, %c.shape1
	%4122 = add nsw i64 %4121, %4120
	%4123 = getelementptr inbounds double, double* %c, i64 %4122
	%4124 = load double, double* %4123, align 8, !alias.scope !4
	%4125 = fmul double %264, %4124
	%4126 = fadd double %4118, %4125
	%4127 = load i64, i64* %i.addr.45
	%4128 = load i64, i64* %j.addr.45
	%4129 = mul nsw i64 %4127, %c.shape1
	%4130 = add nsw i64 %4129, %4128
	%4131 = getelementptr inbounds double, double* %c, i64 %4130
	store double %4126, double* %4131, align 8, !alias.scope !4
	%4132 = load double, double* %acc.addr.46
	%4133 = fmul double %262, %4132
	%4134 = load i64, i64* %i.addr.46
	%4135 = load i64, i64* %j.addr.46
	%4136 = mul nsw i64 %4134, %c.shape1
	%4137 = add nsw i64 %4136, %4135
	%4138 = getelementptr inbounds double, double* %c, i64 %4137
	%4139 = load double, double* %4138, align 8, !alias.scope !4
	%4140 = fmul double %264, %4139
	%4141 = fadd double %4133, %4140
	%4142 = load i64, i64* %i.addr.46
	%4143 = load i64, i64* %j.addr.46
	%4144 = mul nsw i64 %4142, %c.shape1
	%4145 = add nsw i64 %4144, %4143
	%4146 = getelementptr inbounds double, double* %c, i64 %4145
	store double %4141, double* %4146, align 8, !alias.scope !4
	%4147 = load double, double* %acc.addr.47
	%4148 = fmul double %262, %4147
	%4149 = load i64, i64* %i.addr.47
	%4150 = load i64, i64* %j.addr.47
	%4151 = mul nsw i64 %4149, %c.shape1
	%4152 = add nsw i64 %4151, %4150
	%4153 = getelementptr inbounds double, double* %c, i64 %4152
	%4154 = load double, double* %4153, align 8, !alias.scope !4
	%4155 = fmul double %264, %4154
	%4156 = fadd double %4148, %4155
	%4157 = load i64, i64* %i.addr.47
	%4158 = load i64, i64* %j.addr.47
	%4159 = mul nsw i64 %4157, %c.shape1
	%4160 = add nsw i64 %4159, %4158
	%4161 = getelementptr inbounds double, double* %c, i64 %4160
	store double %4156, double* %4161, align 8, !alias.scope !4
	%4162 = load double, double* %acc.addr.48
	%4163 = fmul double %262, %4162
	%4164 = load i64, i64* %i.addr.48
	%4165 = load i64, i64* %j.addr.48
	%4166 = mul nsw i64 %4164, %c.shape1
	%4167 = add nsw i64 %4166, %4165
	%4168 = getelementptr inbounds double, double* %c, i64 %4167
	%4169 = load double, double* %4168, align 8, !alias.scope !4
	%4170 = fmul double %264, %4169
	%4171 = fadd double %4163, %4170
	%4172 = load i64, i64* %i.addr.48
	%4173 = load i64, i64* %j.addr.48
	%4174 = mul nsw i64 %4172, %c.shape1
	%4175 = add nsw i64 %4174, %4173
	%4176 = getelementptr inbounds double, double* %c, i64 %4175
	store double %4171, double* %4176, align 8, !alias.scope !4
	%4177 = load double, double* %acc.addr.49
	%4178 = fmul double %262, %4177
	%4179 = load i64, i64* %i.addr.49
	%4180 = load i64, i64* %j.addr.49
	%4181 = mul nsw i64 %4179, %c.shape1
	%4182 = add nsw i64 %4181, %4180
	%4183 = getelementptr inbounds double, double* %c, i64 %4182
	%4184 = load double, double* %4183, align 8, !alias.scope !4
	%4185 = fmul double %264, %4184
	%4186 = fadd double %4178, %4185
	%4187 = load i64, i64* %i.addr.49
	%4188 = load i64, i64* %j.addr.49
	%4189 = mul nsw i64 %4187, %c.shape1
	%4190 = add nsw i64 %4189, %4188
	%4191 = getelementptr inbounds double, double* %c, i64 %4190
	store double %4186, double* %4191, align 8, !alias.scope !4
	%4192 = load double, double* %acc.addr.50
	%4193 = fmul double %262, %4192
	%4194 = load i64, i64* %i.addr.50
	%4195 = load i64, i64* %j.addr.50
	%4196 = mul nsw i64 %4194, %c.shape1
	%4197 = add nsw i64 %4196, %4195
	%4198 = getelementptr inbounds double, double* %c, i64 %4197
	%4199 = load double, double* %4198, align 8, !alias.scope !4
	%4200 = fmul double %264, %4199
	%4201 = fadd double %4193, %4200
	%4202 = load i64, i64* %i.addr.50
	%4203 = load i64, i64* %j.addr.50
	%4204 = mul nsw i64 %4202, %c.shape1
	%4205 = add nsw i64 %4204, %4203
	%4206 = getelementptr inbounds double, double* %c, i64 %4205
	store double %4201, double* %4206, align 8, !alias.scope !4
	%4207 = load double, double* %acc.addr.51
	%4208 = fmul double %262, %4207
	%4209 = load i64, i64* %i.addr.51
	%4210 = load i64, i64* %j.addr.51
	%4211 = mul nsw i64 %4209, %c.shape1
	%4212 = add nsw i64 %4211, %4210
	%4213 = getelementptr inbounds double, double* %c, i64 %4212
	%4214 = load double, double* %4213, align 8, !alias.scope !4
	%4215 = fmul double %264, %4214
	%4216 = fadd double %4208, %4215
	%4217 = load i64, i64* %i.addr.51
	%4218 = load i64, i64* %j.addr.51
	%4219 = mul nsw i64 %4217, %c.shape1
	%4220 = add nsw i64 %4219, %4218
	%4221 = getelementptr inbounds double, double* %c, i64 %4220
	store double %4216, double* %4221, align 8, !alias.scope !4
	%4222 = load double, double* %acc.addr.52
	%4223 = fmul double %262, %4222
	%4224 = load i64, i64* %i.addr.52
	%4225 = load i64, i64* %j.addr.52
	%4226 = mul nsw i64 %4224, %c.shape1
	%4227 = add nsw i64 %4226, %4225
	%4228 = getelementptr inbounds double, double* %c, i64 %4227
	%4229 = load double, double* %4228, align 8, !alias.scope !4
	%4230 = fmul double %264, %4229
	%4231 = fadd double %4223, %4230
	%4232 = load i64, i64* %i.addr.52
	%4233 = load i64, i64* %j.addr.52
	%4234 = mul nsw i64 %4232, %c.shape1
	%4235 = add nsw i64 %4234, %4233
	%4236 = getelementptr inbounds double, double* %c, i64 %4235
	store double %4231, double* %4236, align 8, !alias.scope !4
	%4237 = load double, double* %acc.addr.53
	%4238 = fmul double %262, %4237
	%4239 = load i64, i64* %i.addr.53
	%4240 = load i64, i64* %j.addr.53
	%4241 = mul nsw i64 %4239, %c.shape1
	%4242 = add nsw i64 %4241, %4240
	%4243 = getelementptr inbounds double, double* %c, i64 %4242
	%4244 = load double, double* %4243, align 8, !alias.scope !4
	%4245 = fmul double %264, %4244
	%4246 = fadd double %4238, %4245
	%4247 = load i64, i64* %i.addr.53
	%4248 = load i64, i64* %j.addr.53
	%4249 = mul nsw i64 %4247, %c.shape1
	%4250 = add nsw i64 %4249, %4248
	%4251 = getelementptr inbounds double, double* %c, i64 %4250
	store double %4246, double* %4251, align 8, !alias.scope !4
	%4252 = load double, double* %acc.addr.54
	%4253 = fmul double %262, %4252
	%4254 = load i64, i64* %i.addr.54
	%4255 = load i64, i64* %j.addr.54
	%4256 = mul nsw i64 %4254, %c.shape1
	%4257 = add nsw i64 %4256, %4255
	%4258 = getelementptr inbounds double, double* %c, i64 %4257
	%4259 = load double, double* %4258, align 8, !alias.scope !4
	%4260 = fmul double %264, %4259
	%4261 = fadd double %4253, %4260
	%4262 = load i64, i64* %i.addr.54
	%4263 = load i64, i64* %j.addr.54
	%4264 = mul nsw i64 %4262, %c.shape1
	%4265 = add nsw i64 %4264, %4263
	%4266 = getelementptr inbounds double, double* %c, i64 %4265
	store double %4261, double* %4266, align 8, !alias.scope !4
	%4267 = load double, double* %acc.addr.55
	%4268 = fmul double %262, %4267
	%4269 = load i64, i64* %i.addr.55
	%4270 = load i64, i64* %j.addr.55
	%4271 = mul nsw i64 %4269, %c.shape1
	%4272 = add nsw i64 %4271, %4270
	%4273 = getelementptr inbounds double, double* %c, i64 %4272
	%4274 = load double, double* %4273, align 8, !alias.scope !4
	%4275 = fmul double %264, %4274
	%4276 = fadd double %4268, %4275
	%4277 = load i64, i64* %i.addr.55
	%4278 = load i64, i64* %j.addr.55
	%4279 = mul nsw i64 %4277, %c.shape1
	%4280 = add nsw i64 %4279, %4278
	%4281 = getelementptr inbounds double, double* %c, i64 %4280
	store double %4276, double* %4281, align 8, !alias.scope !4
	%4282 = load double, double* %acc.addr.56
	%4283 = fmul double %262, %4282
	%4284 = load i64, i64* %i.addr.56
	%4285 = load i64, i64* %j.addr.56
	%4286 = mul nsw i64 %4284, %c.shape1
	%4287 = add nsw i64 %4286, %4285
	%4288 = getelementptr inbounds double, double* %c, i64 %4287
	%4289 = load double, double* %4288, align 8, !alias.scope !4
	%4290 = fmul double %264, %4289
	%4291 = fadd double %4283, %4290
	%4292 = load i64, i64* %i.addr.56
	%4293 = load i64, i64* %j.addr.56
	%4294 = mul nsw i64 %4292, %c.shape1
	%4295 = add nsw i64 %4294, %4293
	%4296 = getelementptr inbounds double, double* %c, i64 %4295
	store double %4291, double* %4296, align 8, !alias.scope !4
	%4297 = load double, double* %acc.addr.57
	%4298 = fmul double %262, %4297
	%4299 = load i64, i64* %i.addr.57
	%4300 = load i64, i64* %j.addr.57
	%4301 = mul nsw i64 %4299, %c.shape1
	%4302 = add nsw i64 %4301, %4300
	%4303 = getelementptr inbounds double, double* %c, i64 %4302
	%4304 = load double, double* %4303, align 8, !alias.scope !4
	%4305 = fmul double %264, %4304
	%4306 = fadd double %4298, %4305
	%4307 = load i64, i64* %i.addr.57
	%4308 = load i64, i64* %j.addr.57
	%4309 = mul nsw i64 %4307, %c.shape1
	%4310 = add nsw i64 %4309, %4308
	%4311 = getelementptr inbounds double, double* %c, i64 %4310
	store double %4306, double* %4311, align 8, !alias.scope !4
	%4312 = load double, double* %acc.addr.58
	%4313 = fmul double %262, %4312
	%4314 = load i64, i64* %i.addr.58
	%4315 = load i64, i64* %j.addr.58
	%4316 = mul nsw i64 %4314, %c.shape1
	%4317 = add nsw i64 %4316, %4315
	%4318 = getelementptr inbounds double, double* %c, i64 %4317
	%4319 = load double, double* %4318, align 8, !alias.scope !4
	%4320 = fmul double %264, %4319
	%4321 = fadd double %4313, %4320
	%4322 = load i64, i64* %i.addr.58
	%4323 = load i64, i64* %j.addr.58
	%4324 = mul nsw i64 %4322, %c.shape1
	%4325 = add nsw i64 %4324, %4323
	%4326 = getelementptr inbounds double, double* %c, i64 %4325
	store double %4321, double* %4326, align 8, !alias.scope !4
	%4327 = load double, double* %acc.addr.59
	%4328 = fmul double %262, %4327
	%4329 = load i64, i64* %i.addr.59
	%4330 = load i64, i64* %j.addr.59
	%4331 = mul nsw i64 %4329, %c.shape1
	%4332 = add nsw i64 %4331, %4330
	%4333 = getelementptr inbounds double, double* %c, i64 %4332
	%4334 = load double, double* %4333, align 8, !alias.scope !4
	%4335 = fmul double %264, %4334
	%4336 = fadd double %4328, %4335
	%4337 = load i64, i64* %i.addr.59
	%4338 = load i64, i64* %j.addr.59
	%4339 = mul nsw i64 %4337, %c.shape1
	%4340 = add nsw i64 %4339, %4338
	%4341 = getelementptr inbounds double, double* %c, i64 %4340
	store double %4336, double* %4341, align 8, !alias.scope !4
	%4342 = load double, double* %acc.addr.60
	%4343 = fmul double %262, %4342
	%4344 = load i64, i64* %i.addr.60
	%4345 = load i64, i64* %j.addr.60
	%4346 = mul nsw i64 %4344, %c.shape1
	%4347 = add nsw i64 %4346, %4345
	%4348 = getelementptr inbounds double, double* %c, i64 %4347
	%4349 = load double, double* %4348, align 8, !alias.scope !4
	%4350 = fmul double %264, %4349
	%4351 = fadd double %4343, %4350
	%4352 = load i64, i64* %i.addr.60
	%4353 = load i64, i64* %j.addr.60
	%4354 = mul nsw i64 %4352, %c.shape1
	%4355 = add nsw i64 %4354, %4353
	%4356 = getelementptr inbounds double, double* %c, i64 %4355
	store double %4351, double* %4356, align 8, !alias.scope !4
	%4357 = load double, double* %acc.addr.61
	%4358 = fmul double %262, %4357
	%4359 = load i64, i64* %i.addr.61
	%4360 = load i64, i64* %j.addr.61
	%4361 = mul nsw i64 %4359, %c.shape1
	%4362 = add nsw i64 %4361, %4360
	%4363 = getelementptr inbounds double, double* %c, i64 %4362
	%4364 = load double, double* %4363, align 8, !alias.scope !4
	%4365 = fmul double %264, %4364
	%4366 = fadd double %4358, %4365
	%4367 = load i64, i64* %i.addr.61
	%4368 = load i64, i64* %j.addr.61
	%4369 = mul nsw i64 %4367, %c.shape1
	%4370 = add nsw i64 %4369, %4368
	%4371 = getelementptr inbounds double, double* %c, i64 %4370
	store double %4366, double* %4371, align 8, !alias.scope !4
	%4372 = load double, double* %acc.addr.62
	%4373 = fmul double %262, %4372
	%4374 = load i64, i64* %i.addr.62
	%4375 = load i64, i64* %j.addr.62
	%4376 = mul nsw i64 %4374, %c.shape1
	%4377 = add nsw i64 %4376, %4375
	%4378 = getelementptr inbounds double, double* %c, i64 %4377
	%4379 = load double, double* %4378, align 8, !alias.scope !4
	%4380 = fmul double %264, %4379
	%4381 = fadd double %4373, %4380
	%4382 = load i64, i64* %i.addr.62
	%4383 = load i64, i64* %j.addr.62
	%4384 = mul nsw i64 %4382, %c.shape1
	%4385 = add nsw i64 %4384, %4383
	%4386 = getelementptr inbounds double, double* %c, i64 %4385
	store double %4381, double* %4386, align 8, !alias.scope !4
	%4387 = load double, double* %acc.addr.63
	%4388 = fmul double %262, %4387
	%4389 = load i64, i64* %i.addr.63
	%4390 = load i64, i64* %j.addr.63
	%4391 = mul nsw i64 %4389, %c.shape1
	%4392 = add nsw i64 %4391, %4390
	%4393 = getelementptr inbounds double, double* %c, i64 %4392
	%4394 = load double, double* %4393, align 8, !alias.scope !4
	%4395 = fmul double %264, %4394
	%4396 = fadd double %4388, %4395
	%4397 = load i64, i64* %i.addr.63
	%4398 = load i64, i64* %j.addr.63
	%4399 = mul nsw i64 %4397, %c.shape1
	%4400 = add nsw i64 %4399, %4398
	%4401 = getelementptr inbounds double, double* %c, i64 %4400
	store double %4396, double* %4401, align 8, !alias.scope !4
	br label %j.cols.latch.1

j.cols.latch.1:
	%4402 = add nuw i64 %j.cols.it.1, 16
	br label %j.cols.head.1

j.cols.exit.1:
	br label %packed.end

j.cols.head.2:
	%j.cols.it.2 = phi i64 [ %537, %packed.end ], [ %4898, %j.cols.latch.2 ]
	%4403 = icmp ult i64 %j.cols.it.2, %542
	br i1 %4403, label %j.cols.body.2, label %j.cols.exit.2

j.cols.body.2:
	%4404 = add nuw nsw i64 %j.cols.it.2, 0
	%4405 = add nsw i64 0, %4404
	store i64 %526, i64* %i.addr
	store i64 %4405, i64* %j.addr
	store i64 %528, i64* %i.addr.4
	store i64 %4405, i64* %j.addr.4
	store i64 %530, i64* %i.addr.8
	store i64 %4405, i64* %j.addr.8
	store i64 %532, i64* %i.addr.12
	store i64 %4405, i64* %j.addr.12
	%4406 = add nuw nsw i64 %j.cols.it.2, 1
	%4407 = add nsw i64 0, %4406
	store i64 %526, i64* %i.addr.1
	store i64 %4407, i64* %j.addr.1
	store i64 %528, i64* %i.addr.5
	store i64 %4407, i64* %j.addr.5
	store i64 %530, i64* %i.addr.9
	store i64 %4407, i64* %j.addr.9
	store i64 %532, i64* %i.addr.13
	store i64 %4407, i64* %j.addr.13
	%4408 = add nuw nsw i64 %j.cols.it.2, 2
	%4409 = add nsw i64 0, %4408
	store i64 %526, i64* %i.addr.2
	store i64 %4409, i64* %j.addr.2
	store i64 %528, i64* %i.addr.6
	store i64 %4409, i64* %j.addr.6
	store i64 %530, i64* %i.addr.10
	store i64 %4409, i64* %j.addr.10
	store i64 %532, i64* %i.addr.14
	store i64 %4409, i64* %j.addr.14
	%4410 = add nuw nsw i64 %j.cols.it.2, 3
	%4411 = add nsw i64 0, %4410
	store i64 %526, i64* %i.addr.3
	store i64 %4411, i64* %j.addr.3
	store i64 %528, i64* %i.addr.7
	store i64 %4411, i64* %j.addr.7
	store i64 %530, i64* %i.addr.11
	store i64 %4411, i64* %j.addr.11
	store i64 %532, i64* %i.addr.15
	store i64 %4411, i64* %j.addr.15
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	store double 0.0, double* %acc.addr.4
	store double 0.0, double* %acc.addr.5
	store double 0.0, double* %acc.addr.6
	store double 0.0, double* %acc.addr.7
	store double 0.0, double* %acc.addr.8
	store double 0.0, double* %acc.addr.9
	store double 0.0, double* %acc.addr.10
	store double 0.0, double* %acc.addr.11
	store double 0.0, double* %acc.addr.12
	store double 0.0, double* %acc.addr.13
	store double 0.0, double* %acc.addr.14
	store double 0.0, double* %acc.addr.15
	%4412 = icmp slt i64 0, %n
	%4413 = sub i64 %n, 0
	%4414 = select i1 %4412, i64 %4413, i64 0
	br label %k.head.2

k.head.2:
	%k.it.2 = phi i64 [ 0, %j.cols.body.2 ], [ %4657, %k.latch.2 ]
	%4415 = icmp ult i64 %k.it.2, %4414
	br i1 %4415, label %k.body.2, label %k.exit.2

k.body.2:
	%4416 = add nsw i64 0, %k.it.2
	store i64 %4416, i64* %k.addr
	store i64 %4416, i64* %k.addr.1
	store i64 %4416, i64* %k.addr.2
	store i64 %4416, i64* %k.addr.3
	store i64 %4416, i64* %k.addr.4
	store i64 %4416, i64* %k.addr.5
	store i64 %4416, i64* %k.addr.6
	store i64 %4416, i64* %k.addr.7
	store i64 %4416, i64* %k.addr.8
	store i64 %4416, i64* %k.addr.9
	store i64 %4416, i64* %k.addr.10
	store i64 %4416, i64* %k.addr.11
	store i64 %4416, i64* %k.addr.12
	store i64 %4416, i64* %k.addr.13
	store i64 %4416, i64* %k.addr.14
	store i64 %4416, i64* %k.addr.15
	%4417 = load double, double* %acc.addr
	%4418 = load i64, i64* %i.addr
	%4419 = load i64, i64* %k.addr
	%4420 = mul nsw i64 %4418, %a.shape1
	%4421 = add nsw i64 %4420, %4419
	%4422 = getelementptr inbounds double, double* %a, i64 %4421
	%4423 = load double, double* %4422, align 8, !noalias !2
	%4424 = load i64, i64* %k.addr
	%4425 = load i64, i64* %j.addr
	%4426 = mul nsw i64 %4424, %b.shape1
	%4427 = add nsw i64 %4426, %4425
	%4428 = getelementptr inbounds double, double* %b, i64 %4427
	%4429 = load double, double* %4428, align 8, !noalias !3
	%4430 = fmul double %4423, %4429
	%4431 = fadd double %4417, %4430
	store double %4431, double* %acc.addr
	%4432 = load double, double* %acc.addr.1
	%4433 = load i64, i64* %i.addr.1
	%4434 = load i64, i64* %k.addr.1
	%4435 = mul nsw i64 %4433, %a.shape1
	%4436 = add nsw i64 %4435, %4434
	%4437 = getelementptr inbounds double, double* %a, i64 %4436
	%4438 = load double, double* %4437, align 8, !noalias !2
	%4439 = load i64, i64* %k.addr.1
	%4440 = load i64, i64* %j.addr.1
	%4441 = mul nsw i64 %4439, %b.shape1
	%4442 = add nsw i64 %4441, %4440
	%4443 = getelementptr inbounds double, double* %b, i64 %4442
	%4444 = load double, double* %4443, align 8, !noalias !3
	%4445 = fmul double %4438, %4444
	%4446 = fadd double %4432, %4445
	store double %4446, double* %acc.addr.1
	%4447 = load double, double* %acc.addr.2
	%4448 = load i64, i64* %i.addr.2
	%4449 = load i64, i64* %k.addr.2
	%4450 = mul nsw i64 %4448, %a.shape1
	%4451 = add nsw i64 %4450, %4449
	%4452 = getelementptr inbounds double, double* %a, i64 %4451
	%4453 = load double, double* %4452, align 8, !noalias !2
	%4454 = load i64, i64* %k.addr.2
	%4455 = load i64, i64* %j.addr.2
	%4456 = mul nsw i64 %4454, %b.shape1
	%4457 = add nsw i64 %4456, %4455
	%4458 = getelementptr inbounds double, double* %b, i64 %4457
	%4459 = load double, double* %4458, align 8, !noalias !3
	%4460 = fmul double %4453, %4459
	%4461 = fadd double %4447, %4460
	store double %4461, double* %acc.addr.2
	%4462 = load double, double* %acc.addr.3
	%4463 = load i64, i64* %i.addr.3
	%4464 = load i64, i64* %k.addr.3
	%4465 = mul nsw i64 %4463, %a.shape1
	%4466 = add nsw i64 %4465, %4464
	%4467 = getelementptr inbounds double, double* %a, i64 %4466
	%4468 = load double, double* %4467, align 8, !noalias !2
	%4469 = load i64, i64* %k.addr.3
	%4470 = load i64, i64* %j.addr.3
	%4471 = mul nsw i64 %4469, %b.shape1
	%4472 = add nsw i64 %4471, %4470
	%4473 = getelementptr inbounds double, double* %b, i64 %4472
	%4474 = load double, double* %4473, align 8, !noalias !3
	%4475 = fmul double %4468, %4474
	%4476 = fadd double %4462, %4475
	store double %4476, double* %acc.addr.3
	%4477 = load double, double* %acc.addr.4
	%4478 = load i64, i64* %i.addr.4
	%4479 = load i64, i64* %k.addr.4
	%4480 = mul nsw i64 %4478, %a.shape1
	%4481 = add nsw i64 %4480, %4479
	%4482 = getelementptr inbounds double, double* %a, i64 %4481
	%4483 = load double, double* %4482, align 8, !noalias !2
	%4484 = load i64, i64* %k.addr.4
	%4485 = load i64, i64* %j.addr.4
	%4486 = mul nsw i64 %4484, %b.shape1
	%4487 = add nsw i64 %4486, %4485
	%4488 = getelementptr inbounds double, double* %b, i64 %4487
	%4489 = load double, double* %4488, align 8, !noalias !3
	%4490 = fmul double %4483, %4489
	%4491 = fadd double %4477, %4490
	store double %4491, double* %acc.addr.4
	%4492 = load double, double* %acc.addr.5
	%4493 = load i64, i64* %i.addr.5
	%4494 = load i64, i64* %k.addr.5
	%4495 = mul nsw i64 %4493, %a.shape1
	%4496 = add nsw i64 %4495, %4494
	%4497 = getelementptr inbounds double, double* %a, i64 %4496
	%4498 = load double, double* %4497, align 8, !noalias !2
	%4499 = load i64, i64* %k.addr.5
	%4500 = load i64, i64* %j.addr.5
	%4501 = mul nsw i64 %4499, %b.shape1
	%4502 = add nsw i64 %4501, %4500
	%4503 = getelementptr inbounds double, double* %b, i64 %4502
	%4504 = load double, double* %4503, align 8, !noalias !3
	%4505 = fmul double %4498, %4504
	%4506 = fadd double %4492, %4505
	store double %4506, double* %acc.addr.5
	%4507 = load double, double* %acc.addr.6
	%4508 = load i64, i64* %i.addr.6
	%4509 = load i64, i64* %k.addr.6
	%4510 = mul nsw i64 %4508, %a.shape1
	%4511 = add nsw i64 %4510, %4509
	%4512 = getelementptr inbounds double, double* %a, i64 %4511
	%4513 = load double, double* %4512, align 8, !noalias !2
	%4514 = load i64, i64* %k.addr.6
	%4515 = load i64, i64* %j.addr.6
	%4516 = mul nsw i64 %4514, %b.shape1
	%4517 = add nsw i64 %4516, %4515
	%4518 = getelementptr inbounds double, double* %b, i64 %4517
	%4519 = load double, double* %4518, align 8, !noalias !3
	%4520 = fmul double %4513, %4519
	%4521 = fadd double %4507, %4520
	store double %4521, double* %acc.addr.6
	%4522 = load double, double* %acc.addr.7
	%4523 = load i64, i64* %i.addr.7
	%4524 = load i64, i64* %k.addr.7
	%4525 = mul nsw i64 %4523, %a.shape1
	%4526 = add nsw i64 %4525, %4524
	%4527 = getelementptr inbounds double, double* %a, i64 %4526
	%4528 = load double, double* %4527, align 8, !noalias !2
	%4529 = load i64, i64* %k.addr.7
	%4530 = load i64, i64* %j.addr.7
	%4531 = mul nsw i64 %4529, %b.shape1
	%4532 = add nsw i64 %4531, %4530
	%4533 = getelementptr inbounds double, double* %b, i64 %4532
	%4534 = load double, double* %4533, align 8, !noalias !3
	%4535 = fmul double %4528, %4534
	%4536 = fadd double %4522, %4535
	store double %4536, double* %acc.addr.7
	%4537 = load double, double* %acc.addr.8
	%4538 = load i64, i64* %i.addr.8
	%4539 = load i64, i64* %k.addr.8
	%4540 = mul nsw i64 %4538, %a.shape1
	%4541 = add nsw i64 %4540, %4539
	%4542 = getelementptr inbounds double, double* %a, i64 %4541
	%4543 = load double, double* %4542, align 8, !noalias !2
	%4544 = load i64, i64* %k.addr.8
	%4545 = load i64, i64* %j.addr.8
	%4546 = mul nsw i64 %4544, %b.shape1
	%4547 = add nsw i64 %4546, %4545
	%4548 = getelementptr inbounds double, double* %b, i64 %4547
	%4549 = load double, double* %4548, align 8, !noalias !3
	%4550 = fmul double %4543, %4549
	%4551 = fadd double %4537, %4550
	store double %4551, double* %acc.addr.8
	%4552 = load double, double* %acc.addr.9
	%4553 = load i64, i64* %i.addr.9
	%4554 = load i64, i64* %k.addr.9
	%4555 = mul nsw i64 %4553, %a.shape1
	%4556 = add nsw i64 %4555, %4554
	%4557 = getelementptr inbounds double, double* %a, i64 %4556
	%4558 = load double, double* %4557, align 8, !noalias !2
	%4559 = load i64, i64* %k.addr.9
	%4560 = load i64, i64* %j.addr.9
	%4561 = mul nsw i64 %4559, %b.shape1
	%4562 = add nsw i64 %4561, %4560
	%4563 = getelementptr inbounds double, double* %b, i64 %4562
	%4564 = load double, double* %4563, align 8, !noalias !3
	%4565 = fmul double %4558, %4564
	%4566 = fadd double %4552, %4565
	store double %4566, double* %acc.addr.9
	%4567 = load double, double* %acc.addr.10
	%4568 = load i64, i64* %i.addr.10
	%4569 = load i64, i64* %k.addr.10
	%4570 = mul nsw i64 %4568, %a.shape1
	%4571 = add nsw i64 %4570, %4569
	%4572 = getelementptr inbounds double, double* %a, i64 %4571
	%4573 = load double, double* %4572, align 8, !noalias !2
	%4574 = load i64, i64* %k.addr.10
	%4575 = load i64, i64* %j.addr.10
	%4576 = mul nsw i64 %4574, %b.shape1
	%4577 = add nsw i64 %4576, %4575
	%4578 = getelementptr inbounds double, double* %b, i64 %4577
	%4579 = load double, double* %4578, align 8, !noalias !3
	%4580 = fmul double %4573, %4579
	%4581 = fadd double %4567, %4580
	store double %4581, double* %acc.addr.10
	%4582 = load double, double* %acc.addr.11
	%4583 = load i64, i64* %i.addr.11
	%4584 = load i64, i64* %k.addr.11
	%4585 = mul nsw i64 %4583, %a.shape1
	%4586 = add nsw i64 %4585, %4584
	%4587 = getelementptr inbounds double, double* %a, i64 %4586
	%4588 = load double, double* %4587, align 8, !noalias !2
	%4589 = load i64, i64* %k.addr.11
	%4590 = load i64, i64* %j.addr.11
	%4591 = mul nsw i64 %4589, %b.shape1
	%4592 = add nsw i64 %4591, %4590
	%4593 = getelementptr inbounds double, double* %b, i64 %4592
	%4594 = load double, double* %4593, align 8, !noalias !3
	%4595 = fmul double %4588, %4594
	%4596 = fadd double %4582, %4595
	store double %4596, double* %acc.addr.11
	%4597 = load double, double* %acc.addr.12
	%4598 = load i64, i64* %i.addr.12
	%4599 = load i64, i64* %k.addr.12
	%4600 = mul nsw i64 %4598, %a.shape1
	%4601 = add nsw i64 %4600, %4599
	%4602 = getelementptr inbounds double, double* %a, i64 %4601
	%4603 = load double, double* %4602, align 8, !noalias !2
	%4604 = load i64, i64* %k.addr.12
	%4605 = load i64, i64* %j.addr.12
	%4606 = mul nsw i64 %4604, %b.shape1
	%4607 = add nsw i64 %4606, %4605
	%4608 = getelementptr inbounds double, double* %b, i64 %4607
	%4609 = load double, double* %4608, align 8, !noalias !3
	%4610 = fmul double %4603, %4609
	%4611 = fadd double %4597, %4610
	store double %4611, double* %acc.addr.12
	%4612 = load double, double* %acc.addr.13
	%4613 = load i64, i64* %i.addr.13
	%4614 = load i64, i64* %k.addr.13
	%4615 = mul nsw i64 %4613, %a.shape1
	%4616 = add nsw i64 %4615, %4614
	%4617 = getelementptr inbounds double, double* %a, i64 %4616
	%4618 = load double, double* %4617, align 8, !noalias !2
	%4619 = load i64, i64* %k.addr.13
	%4620 = load i64, i64* %j.addr.13
	%4621 = mul nsw i64 %4619, %b.shape1
	%4622 = add nsw i64 %4621, %4620
	%4623 = getelementptr inbounds double, double* %b, i64 %4622
	%4624 = load double, double* %4623, align 8, !noalias !3
	%4625 = fmul double %4618, %4624
	%4626 = fadd double %4612, %4625
	store double %4626, double* %acc.addr.13
	%4627 = load double, double* %acc.addr.14
	%4628 = load i64, i64* %i.addr.14
	%4629 = load i64, i64* %k.addr.14
	%4630 = mul nsw i64 %4628, %a.shape1
	%4631 = add nsw i64 %4630, %4629
	%4632 = getelementptr inbounds double, double* %a, i64 %4631
	%4633 = load double, double* %4632, align 8, !noalias !2
	%4634 = load i64, i64* %k.addr.14
	%4635 = load i64, i64* %j.addr.14
	%4636 = mul nsw i64 %4634, %b.shape1
	%4637 = add nsw i64 %4636, %4635
	%4638 = getelementptr inbounds double, double* %b, i64 %4637
	%4639 = load double, double* %4638, align 8, !noalias !3
	%4640 = fmul double %4633, %4639
	%4641 = fadd double %4627, %4640
	store double %4641, double* %acc.addr.14
	%4642 = load double, double* %acc.addr.15
	%4643 = load i64, i64* %i.addr.15
	%4644 = load i64, i64* %k.addr.15
	%4645 = mul nsw i64 %4643, %a.shape1
	%4646 = add nsw i64 %4645, %4644
	%4647 = getelementptr inbounds double, double* %a, i64 %4646
	%4648 = load double, double* %4647, align 8, !noalias !2
	%4649 = load i64, i64* %k.addr.15
	%4650 = load i64, i64* %j.addr.15
	%4651 = mul nsw i64 %4649, %b.shape1
	%4652 = add nsw i64 %4651, %4650
	%4653 = getelementptr inbounds double, double* %b, i64 %4652
	%4654 = load double, double* %4653, align 8, !noalias !3
	%4655 = fmul double %4648, %4654
	%4656 = fadd double %4642, %4655
	store double %4656, double* %acc.addr.15
	br label %k.latch.2

k.latch.2:
	%4657 = add nuw i64 %k.it.2, 1
	br label %k.head.2

k.exit.2:
	%4658 = load double, double* %acc.addr
	%4659 = fmul double %262, %4658
	%4660 = load i64, i64* %i.addr
	%4661 = load i64, i64* %j.addr
	%4662 = mul nsw i64 %4660, %c.shape1
	%4663 = add nsw i64 %4662, %4661
	%4664 = getelementptr inbounds double, double* %c, i64 %4663
	%4665 = load double, double* %4664, align 8, !alias.scope !4
	%4666 = fmul double %264, %4665
	%4667 = fadd double %4659, %4666
	%4668 = load i64, i64* %i.addr
	%4669 = load i64, i64* %j.addr
	%4670 = mul nsw i64 %4668, %c.shape1
	%4671 = add nsw i64 %4670, %4669
	%4672 = getelementptr inbounds double, double* %c, i64 %4671
	store double %4667, double* %4672, align 8, !alias.scope !4
	%4673 = load double, double* %acc.addr.1
	%4674 = fmul double %262, %4673
	%4675 = load i64, i64* %i.addr.1
	%4676 = load i64, i64* %j.addr.1
	%4677 = mul nsw i64 %4675, %c.shape1
	%4678 = add nsw i64 %4677, %4676
	%4679 = getelementptr inbounds double, double* %c, i64 %4678
	%4680 = load double, double* %4679, align 8, !alias.scope !4
	%4681 = fmul double %264, %4680
	%4682 = fadd double %4674, %4681
	%4683 = load i64, i64* %i.addr.1
	%4684 = load i64, i64* %j.addr.1
	%4685 = mul nsw i64 %4683, %c.shape1
	%4686 = add nsw i64 %4685, %4684
	%4687 = getelementptr inbounds double, double* %c, i64 %4686
	store double %4682, double* %4687, align 8, !alias.scope !4
	%4688 = load double, double* %acc.addr.2
	%4689 = fmul double %262, %4688
	%4690 = load i64, i64* %i.addr.2
	%4691 = load i64, i64* %j.addr.2
	%4692 = mul nsw i64 %4690, %c.shape1
	%4693 = add nsw i64 %4692, %4691
	%4694 = getelementptr inbounds double, double* %c, i64 %4693
	%4695 = load double, double* %4694, align 8, !alias.scope !4
	%4696 = fmul double %264, %4695
	%4697 = fadd double %4689, %4696
	%4698 = load i64, i64* %i.addr.2
	%4699 = load i64, i64* %j.addr.2
	%4700 = mul nsw i64 %4698, %c.shape1
	%4701 = add nsw i64 %4700, %4699
	%4702 = getelementptr inbounds double, double* %c, i64 %4701
	store double %4697, double* %4702, align 8, !alias.scope !4
	%4703 = load double, double* %acc.addr.3
	%4704 = fmul double %262, %4703
	%4705 = load i64, i64* %i.addr.3
	%4706 = load i64, i64* %j.addr.3
	%4707 = mul nsw i64 %4705, %c.shape1
	%4708 = add nsw i64 %4707, %4706
	%4709 = getelementptr inbounds double, double* %c, i64 %4708
	%4710 = load double, double* %4709, align 8, !alias.scope !4
	%4711 = fmul double %264, %4710
	%4712 = fadd double %4704, %4711
	%4713 = load i64, i64* %i.addr.3
	%4714 = load i64, i64* %j.addr.3
	%4715 = mul nsw i64 %4713, %c.shape1
	%4716 = add nsw i64 %4715, %4714
	%4717 = getelementptr inbounds double, double* %c, i64 %4716
	store double %4712, double* %4717, align 8, !alias.scope !4
	%4718 = load double, double* %acc.addr.4
	%4719 = fmul double %262, %4718
	%4720 = load i64, i64* %i.addr.4
	%4721 = load i64, i64* %j.addr.4
	%4722 = mul nsw i64 %4720, %c.shape1
	%4723 = add nsw i64 %4722, %4721
	%4724 = getelementptr inbounds double, double* %c, i64 %4723
	%4725 = load double, double* %4724, align 8, !alias.scope !4
	%4726 = fmul double %264, %4725
	%4727 = fadd double %4719, %4726
	%4728 = load i64, i64* %i.addr.4
	%4729 = load i64, i64* %j.addr.4
	%4730 = mul nsw i64 %4728, %c.shape1
	%4731 = add nsw i64 %4730, %4729
	%4732 = getelementptr inbounds double, double* %c, i64 %4731
	store double %4727, double* %4732, align 8, !alias.scope !4
	%4733 = load double, double* %acc.addr.5
	%4734 = fmul double %262, %4733
	%4735 = load i64, i64* %i.addr.5
	%4736 = load i64, i64* %j.addr.5
	%4737 = mul nsw i64 %4735, %c.shape1
	%4738 = add nsw i64 %4737, %4736
	%4739 = getelementptr inbounds double, double* %c, i64 %4738
	%4740 = load double, double* %4739, align 8, !alias.scope !4
	%4741 = fmul double %264, %4740
	%4742 = fadd double %4734, %4741
	%4743 = load i64, i64* %i.addr.5
	%4744 = load i64, i64* %j.addr.5
	%4745 = mul nsw i64 %4743, %c.shape1
	%4746 = add nsw i64 %4745, %4744
	%4747 = getelementptr inbounds double, double* %c, i64 %4746
	store double %4742, double* %4747, align 8, !alias.scope !4
	%4748 = load double, double* %acc.addr.6
	%4749 = fmul double %262, %4748
	%4750 = load i64, i64* %i.addr.6
	%4751 = load i64, i64* %j.addr.6
	%4752 = mul nsw i64 %4750, %c.shape1
	%4753 = add nsw i64 %4752, %4751
	%4754 = getelementptr inbounds double, double* %c, i64 %4753
	%4755 = load double, double* %4754, align 8, !alias.scope !4
	%4756 = fmul double %264, %4755
	%4757 = fadd double %4749, %4756
	%4758 = load i64, i64* %i.addr.6
	%4759 = load i64, i64* %j.addr.6
	%4760 = mul nsw i64 %4758, %c.shape1
	%4761 = add nsw i64 %4760, %4759
	%4762 = getelementptr inbounds double, double* %c, i64 %4761
	store double %4757, double* %4762, align 8, !alias.scope !4
	%4763 = load double, double* %acc.addr.7
	%4764 = fmul double %262, %4763
	%4765 = load i64, i64* %i.addr.7
	%4766 = load i64, i64* %j.addr.7
	%4767 = mul nsw i64 %4765, %c.shape1
	%4768 = add nsw i64 %4767, %4766
	%4769 = getelementptr inbounds double, double* %c, i64 %4768
	%4770 = load double, double* %4769, align 8, !alias.scope !4
	%4771 = fmul double %264, %4770
	%4772 = fadd double %4764, %4771
	%4773 = load i64, i64* %i.addr.7
	%4774 = load i64, i64* %j.addr.7
	%4775 = mul nsw i64 %4773, %c.shape1
	%4776 = add nsw i64 %4775, %4774
	%4777 = getelementptr inbounds double, double* %c, i64 %4776
	store double %4772, double* %4777, align 8, !alias.scope !4
	%4778 = load double, double* %acc.addr.8
	%4779 = fmul double %262, %4778
	%4780 = load i64, i64* %i.addr.8
	%4781 = load i64, i64* %j.addr.8
	%4782 = mul nsw i64 %4780, %c.shape1
	%4783 = add nsw i64 %4782, %4781
	%4784 = getelementptr inbounds double, double* %c, i64 %4783
	%4785 = load double, double* %4784, align 8, !alias.scope !4
	%4786 = fmul double %264, %4785
	%4787 = fadd double %4779, %4786
	%4788 = load i64, i64* %i.addr.8
	%4789 = load i64, i64* %j.addr.8
	%4790 = mul nsw i64 %4788, %c.shape1
	%4791 = add nsw i64 %4790, %4789
	%4792 = getelementptr inbounds double, double* %c, i64 %4791
	store double %4787, double* %4792, align 8, !alias.scope !4
	%4793 = load double, double* %acc.addr.9
	%4794 = fmul double %262, %4793
	%4795 = load i64, i64* %i.addr.9
	%4796 = load i64, i64* %j.addr.9
	%4797 = mul nsw i64 %4795, %c.shape1
	%4798 = add nsw i64 %4797, %4796
	%4799 = getelementptr inbounds double, double* %c, i64 %4798
	%4800 = load double, double* %4799, align 8, !alias.scope !4
	%4801 = fmul double %264, %4800
	%4802 = fadd double %4794, %4801
	%4803 = load i64, i64* %i.addr.9
	%4804 = load i64, i64* %j.addr.9
	%4805 = mul nsw i64 %4803, %c.shape1
	%4806 = add nsw i64 %4805, %4804
	%4807 = getelementptr inbounds double, double* %c, i64 %4806
	store double %4802, double* %4807, align 8, !alias.scope !4
	%4808 = load double, double* %acc.addr.10
	%4809 = fmul double %262, %4808
	%4810 = load i64, i64* %i.addr.10
	%4811 = load i64, i64* %j.addr.10
	%4812 = mul nsw i64 %4810, %c.shape1
	%4813 = add nsw i64 %4812, %4811
	%4814 = getelementptr inbounds double, double* %c, i64 %4813
	%4815 = load double, double* %4814, align 8, !alias.scope !4
	%4816 = fmul double %264, %4815
	%4817 = fadd double %4809, %4816
	%4818 = load i64, i64* %i.addr.10
	%4819 = load i64, i64* %j.addr.10
	%4820 = mul nsw i64 %4818, %c.shape1
	%4821 = add nsw i64 %4820, %4819
	%4822 = getelementptr inbounds double, double* %c, i64 %4821
	store double %4817, double* %4822, align 8, !alias.scope !4
	%4823 = load double, double* %acc.addr.11
	%4824 = fmul double %262, %4823
	%4825 = load i64, i64* %i.addr.11
	%4826 = load i64, i64* %j.addr.11
	%4827 = mul nsw i64 %4825, %c.shape1
	%4828 = add nsw i64 %4827, %4826
	%4829 = getelementptr inbounds double, double* %c, i64 %4828
	%4830 = load double, double* %4829, align 8, !alias.scope !4
	%4831 = fmul double %264, %4830
	%4832 = fadd double %4824, %4831
	%4833 = load i64, i64* %i.addr.11
	%4834 = load i64, i64* %j.addr.11
	%4835 = mul nsw i64 %4833, %c.shape1
	%4836 = add nsw i64 %4835, %4834
	%4837 = getelementptr inbounds double, double* %c, i64 %4836
	store double %4832, double* %4837, align 8, !alias.scope !4
	%4838 = load double, double* %acc.addr.12
	%4839 = fmul double %262, %4838
	%4840 = load i64, i64* %i.addr.12
	%4841 = load i64, i64* %j.addr.12
	%4842 = mul nsw i64 %4840, %c.shape1
	%4843 = add nsw i64 %4842, %4841
	%4844 = getelementptr inbounds double, double* %c, i64 %4843
	%4845 = load double, double* %4844, align 8, !alias.scope !4
	%4846 = fmul double %264, %4845
	%4847 = fadd double %4839, %4846
	%4848 = load i64, i64* %i.addr.12
	%4849 = load i64, i64* %j.addr.12
	%4850 = mul nsw i64 %4848, %c.shape1
	%4851 = add nsw i64 %4850, %4849
	%4852 = getelementptr inbounds double, double* %c, i64 %4851
	store double %4847, double* %4852, align 8, !alias.scope !4
	%4853 = load double, double* %acc.addr.13
	%4854 = fmul double %262, %4853
	%4855 = load i64, i64* %i.addr.13
	%4856 = load i64, i64* %j.addr.13
	%4857 = mul nsw i64 %4855, %c.shape1
	%4858 = add nsw i64 %4857, %4856
	%4859 = getelementptr inbounds double, double* %c, i64 %4858
	%4860 = load double, double* %4859, align 8, !alias.scope !4
	%4861 = fmul double %264, %4860
	%4862 = fadd double %4854, %4861
	%4863 = load i64, i64* %i.addr.13
	%4864 = load i64, i64* %j.addr.13
	%4865 = mul nsw i64 %4863, %c.shape1
	%4866 = add nsw i64 %4865, %4864
	%4867 = getelementptr inbounds double, double* %c, i64 %4866
	store double %4862, double* %4867, align 8, !alias.scope !4
	%4868 = load double, double* %acc.addr.14
	%4869 = fmul double %262, %4868
	%4870 = load i64, i64* %i.addr.14
	%4871 = load i64, i64* %j.addr.14
	%4872 = mul nsw i64 %4870, %c.shape1
	%4873 = add nsw i64 %4872, %4871
	%4874 = getelementptr inbounds double, double* %c, i64 %4873
	%4875 = load double, double* %4874, align 8, !alias.scope !4
	%4876 = fmul double %264, %4875
	%4877 = fadd double %4869, %4876
	%4878 = load i64, i64* %i.addr.14
	%4879 = load i64, i64* %j.addr.14
	%4880 = mul nsw i64 %4878, %c.shape1
	%4881 = add nsw i64 %4880, %4879
	%4882 = getelementptr inbounds double, double* %c, i64 %4881
	store double %4877, double* %4882, align 8, !alias.scope !4
	%4883 = load double, double* %acc.addr.15
	%4884 = fmul double %262, %4883
	%4885 = load i64, i64* %i.addr.15
	%4886 = load i64, i64* %j.addr.15
	%4887 = mul nsw i64 %4885, %c.shape1
	%4888 = add nsw i64 %4887, %4886
	%4889 = getelementptr inbounds double, double* %c, i64 %4888
	%4890 = load double, double* %4889, align 8, !alias.scope !4
	%4891 = fmul double %264, %4890
	%4892 = fadd double %4884, %4891
	%4893 = load i64, i64* %i.addr.15
	%4894 = load i64, i64* %j.addr.15
	%4895 = mul nsw i64 %4893, %c.shape1
	%4896 = add nsw i64 %4895, %4894
	%4897 = getelementptr inbounds double, double* %c, i64 %4896
	store double %4892, double* %4897, align 8, !alias.scope !4
	br label %j.cols.latch.2

j.cols.latch.2:
	%4898 = add nuw i64 %j.cols.it.2, 4
	br label %j.cols.head.2

j.cols.exit.2:
	%4899 = icmp ugt i64 %317, %542
	%4900 = select i1 %4899, i64 %317, i64 %542
	br label %j.cols.head.3

j.cols.head.3:
	%j.cols.it.3 = phi i64 [ %542, %j.cols.exit.2 ], [ %5030, %j.cols.latch.3 ]
	%4901 = icmp ult i64 %j.cols.it.3, %4900
	br i1 %4901, label %j.cols.body.3, label %j.cols.exit.3

j.cols.body.3:
	%4902 = add nuw nsw i64 %j.cols.it.3, 0
	%4903 = add nsw i64 0, %4902
	store i64 %526, i64* %i.addr
	store i64 %4903, i64* %j.addr
	store i64 %528, i64* %i.addr.1
	store i64 %4903, i64* %j.addr.1
	store i64 %530, i64* %i.addr.2
	store i64 %4903, i64* %j.addr.2
	store i64 %532, i64* %i.addr.3
	store i64 %4903, i64* %j.addr.3
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	%4904 = icmp slt i64 0, %n
	%4905 = sub i64 %n, 0
	%4906 = select i1 %4904, i64 %4905, i64 0
	br label %k.head.3

k.head.3:
	%k.it.3 = phi i64 [ 0, %j.cols.body.3 ], [ %4969, %k.latch.3 ]
	%4907 = icmp ult i64 %k.it.3, %4906
	br i1 %4907, label %k.body.3, label %k.exit.3

k.body.3:
	%4908 = add nsw i64 0, %k.it.3
	store i64 %4908, i64* %k.addr
	store i64 %4908, i64* %k.addr.1
	store i64 %4908, i64* %k.addr.2
	store i64 %4908, i64* %k.addr.3
	%4909 = load double, double* %acc.addr
	%4910 = load i64, i64* %i.addr
	%4911 = load i64, i64* %k.addr
	%4912 = mul nsw i64 %4910, %a.shape1
	%4913 = add nsw i64 %4912, %4911
	%4914 = getelementptr inbounds double, double* %a, i64 %4913
	%4915 = load double, double* %4914, align 8, !noalias !2
	%4916 = load i64, i64* %k.addr
	%4917 = load i64, i64* %j.addr
	%4918 = mul nsw i64 %4916, %b.shape1
	%4919 = add nsw i64 %4918, %4917
	%4920 = getelementptr inbounds double, double* %b, i64 %4919
	%4921 = load double, double* %4920, align 8, !noalias !3
	%4922 = fmul double %4915, %4921
	%4923 = fadd double %4909, %4922
	store double %4923, double* %acc.addr
	%4924 = load double, double* %acc.addr.1
	%4925 = load i64, i64* %i.addr.1
	%4926 = load i64, i64* %k.addr.1
	%4927 = mul nsw i64 %4925, %a.shape1
	%4928 = add nsw i64 %4927, %4926
	%4929 = getelementptr inbounds double, double* %a, i64 %4928
	%4930 = load double, double* %4929, align 8, !noalias !2
	%4931 = load i64, i64* %k.addr.1
	%4932 = load i64, i64* %j.addr.1
	%4933 = mul nsw i64 %4931, %b.shape1
	%4934 = add nsw i64 %4933, %4932
	%4935 = getelementptr inbounds double, double* %b, i64 %4934
	%4936 = load double, double* %4935, align 8, !noalias !3
	%4937 = fmul double %4930, %4936
	%4938 = fadd double %4924, %4937
	store double %4938, double* %acc.addr.1
	%4939 = load double, double* %acc.addr.2
	%4940 = load i64, i64* %i.addr.2
	%4941 = load i64, i64* %k.addr.2
	%4942 = mul nsw i64 %4940, %a.shape1
	%4943 = add nsw i64 %4942, %4941
	%4944 = getelementptr inbounds double, double* %a, i64 %4943
	%4945 = load double, double* %4944, align 8, !noalias !2
	%4946 = load i64, i64* %k.addr.2
	%4947 = load i64, i64* %j.addr.2
	%4948 = mul nsw i64 %4946, %b.shape1
	%4949 = add nsw i64 %4948, %4947
	%4950 = getelementptr inbounds double, double* %b, i64 %4949
	%4951 = load double, double* %4950, align 8, !noalias !3
	%4952 = fmul double %4945, %4951
	%4953 = fadd double %4939, %4952
	store double %4953, double* %acc.addr.2
	%4954 = load double, double* %acc.addr.3
	%4955 = load i64, i64* %i.addr.3
	%4956 = load i64, i64* %k.addr.3
	%4957 = mul nsw i64 %4955, %a.shape1
	%4958 = add nsw i64 %4957, %4956
	%4959 = getelementptr inbounds double, double* %a, i64 %4958
	%4960 = load double, double* %4959, align 8, !noalias !2
	%4961 = load i64, i64* %k.addr.3
	%4962 = load i64, i64* %j.addr.3
	%4963 = mul nsw i64 %4961, %b.shape1
	%4964 = add nsw i64 %4963, %4962
	%4965 = getelementptr inbounds double, double* %b, i64 %4964
	%4966 = load double, double* %4965, align 8, !noalias !3
	%4967 = fmul double %4960, %4966
	%4968 = fadd double %4954, %4967
	store double %4968, double* %acc.addr.3
	br label %k.latch.3

k.latch.3:
	%4969 = add nuw i64 %k.it.3, 1
	br label %k.head.3

k.exit.3:
	%4970 = load double, double* %acc.addr
	%4971 = fmul double %262, %4970
	%4972 = load i64, i64* %i.addr
	%4973 = load i64, i64* %j.addr
	%4974 = mul nsw i64 %4972, %c.shape1
	%4975 = add nsw i64 %4974, %4973
	%4976 = getelementptr inbounds double, double* %c, i64 %4975
	%4977 = load double, double* %4976, align 8, !alias.scope !4
	%4978 = fmul double %264, %4977
	%4979 = fadd double %4971, %4978
	%4980 = load i64, i64* %i.addr
	%4981 = load i64, i64* %j.addr
	%4982 = mul nsw i64 %4980, %c.shape1
	%4983 = add nsw i64 %4982, %4981
	%4984 = getelementptr inbounds double, double* %c, i64 %4983
	store double %4979, double* %4984, align 8, !alias.scope !4
	%4985 = load double, double* %acc.addr.1
	%4986 = fmul double %262, %4985
	%4987 = load i64, i64* %i.addr.1
	%4988 = load i64, i64* %j.addr.1
	%4989 = mul nsw i64 %4987, %c.shape1
	%4990 = add nsw i64 %4989, %4988
	%4991 = getelementptr inbounds double, double* %c, i64 %4990
	%4992 = load double, double* %4991, align 8, !alias.scope !4
	%4993 = fmul double %264, %4992
	%4994 = fadd double %4986, %4993
	%4995 = load i64, i64* %i.addr.1
	%4996 = load i64, i64* %j.addr.1
	%4997 = mul nsw i64 %4995, %c.shape1
	%4998 = add nsw i64 %4997, %4996
	%4999 = getelementptr inbounds double, double* %c, i64 %4998
	store double %4994, double* %4999, align 8, !alias.scope !4
	%5000 = load double, double* %acc.addr.2
	%5001 = fmul double %262, %5000
	%5002 = load i64, i64* %i.addr.2
	%5003 = load i64, i64* %j.addr.2
	%5004 = mul nsw i64 %5002, %c.shape1
	%5005 = add nsw i64 %5004, %5003
	%5006 = getelementptr inbounds double, double* %c, i64 %5005
	%5007 = load double, double* %5006, align 8, !alias.scope !4
	%5008 = fmul double %264, %5007
	%5009 = fadd double %5001, %5008
	%5010 = load i64, i64* %i.addr.2
	%5011 = load i64, i64* %j.addr.2
	%5012 = mul nsw i64 %5010, %c.shape1
	%5013 = add nsw i64 %5012, %5011
	%5014 = getelementptr inbounds double, double* %c, i64 %5013
	store double %5009, double* %5014, align 8, !alias.scope !4
	%5015 = load double, double* %acc.addr.3
	%5016 = fmul double %262, %5015
	%5017 = load i64, i64* %i.addr.3
	%5018 = load i64, i64* %j.addr.3
	%5019 = mul nsw i64 %5017, %c.shape1
	%5020 = add nsw i64 %5019, %5018
	%5021 = getelementptr inbounds double, double* %c, i64 %5020
	%5022 = load double, double* %5021, align 8, !alias.scope !4
	%5023 = fmul double %264, %5022
	%5024 = fadd double %5016, %5023
	%5025 = load i64, i64* %i.addr.3
	%5026 = load i64, i64* %j.addr.3
	%5027 = mul nsw i64 %5025, %c.shape1
	%5028 = add nsw i64 %5027, %5026
	%5029 = getelementptr inbounds double, double* %c, i64 %5028
	store double %5024, double* %5029, align 8, !alias.scope !4
	br label %j.cols.latch.3

j.cols.latch.3:
	%5030 = add nuw i64 %j.cols.it.3, 1
	br label %j.cols.head.3

j.cols.exit.3:
	br label %i.rows.latch

i.rows.latch:
	%5031 = add nuw i64 %i.rows.it, 4
	br label %i.rows.head

i.rows.exit:
	br label %i.rows.head.1

i.rows.head.1:
	%i.rows.it.1 = phi i64 [ %313, %i.rows.exit ], [ %5743, %i.rows.latch.1 ]
	%5032 = icmp ult i64 %i.rows.it.1, %275
	br i1 %5032, label %i.rows.body.1, label %i.rows.exit.1

i.rows.body.1:
	%5033 = add nuw nsw i64 %i.rows.it.1, 0
	%5034 = add nsw i64 0, %5033
	%5035 = icmp ugt i64 %317, %j.panel.it
	%5036 = sub i64 %317, %j.panel.it
	%5037 = select i1 %5035, i64 %5036, i64 0
	%5038 = and i64 %5037, -16
	%5039 = add nuw i64 %j.panel.it, %5038
	br label %j.cols.head.4

j.cols.head.4:
	%j.cols.it.4 = phi i64 [ %j.panel.it, %i.rows.body.1 ], [ %5559, %j.cols.latch.4 ]
	%5040 = icmp ult i64 %j.cols.it.4, %5039
	br i1 %5040, label %j.cols.body.4, label %j.cols.exit.4

j.cols.body.4:
	%5041 = add nuw nsw i64 %j.cols.it.4, 0
	%5042 = add nsw i64 0, %5041
	store i64 %5034, i64* %i.addr
	store i64 %5042, i64* %j.addr
	%5043 = add nuw nsw i64 %j.cols.it.4, 1
	%5044 = add nsw i64 0, %5043
	store i64 %5034, i64* %i.addr.1
	store i64 %5044, i64* %j.addr.1
	%5045 = add nuw nsw i64 %j.cols.it.4, 2
	%5046 = add nsw i64 0, %5045
	store i64 %5034, i64* %i.addr.2
	store i64 %5046, i64* %j.addr.2
	%5047 = add nuw nsw i64 %j.cols.it.4, 3
	%5048 = add nsw i64 0, %5047
	store i64 %5034, i64* %i.addr.3
	store i64 %5048, i64* %j.addr.3
	%5049 = add nuw nsw i64 %j.cols.it.4, 4
	%5050 = add nsw i64 0, %5049
	store i64 %5034, i64* %i.addr.4
	store i64 %5050, i64* %j.addr.4
	%5051 = add nuw nsw i64 %j.cols.it.4, 5
	%5052 = add nsw i64 0, %5051
	store i64 %5034, i64* %i.addr.5
	store i64 %5052, i64* %j.addr.5
	%5053 = add nuw nsw i64 %j.cols.it.4, 6
	%5054 = add nsw i64 0, %5053
	store i64 %5034, i64* %i.addr.6
	store i64 %5054, i64* %j.addr.6
	%5055 = add nuw nsw i64 %j.cols.it.4, 7
	%5056 = add nsw i64 0, %5055
	store i64 %5034, i64* %i.addr.7
	store i64 %5056, i64* %j.addr.7
	%5057 = add nuw nsw i64 %j.cols.it.4, 8
	%5058 = add nsw i64 0, %5057
	store i64 %5034, i64* %i.addr.8
	store i64 %5058, i64* %j.addr.8
	%5059 = add nuw nsw i64 %j.cols.it.4, 9
	%5060 = add nsw i64 0, %5059
	store i64 %5034, i64* %i.addr.9
	store i64 %5060, i64* %j.addr.9
	%5061 = add nuw nsw i64 %j.cols.it.4, 10
	%5062 = add nsw i64 0, %5061
	store i64 %5034, i64* %i.addr.10
	store i64 %5062, i64* %j.addr.10
	%5063 = add nuw nsw i64 %j.cols.it.4, 11
	%5064 = add nsw i64 0, %5063
	store i64 %5034, i64* %i.addr.11
	store i64 %5064, i64* %j.addr.11
	%5065 = add nuw nsw i64 %j.cols.it.4, 12
	%5066 = add nsw i64 0, %5065
	store i64 %5034, i64* %i.addr.12
	store i64 %5066, i64* %j.addr.12
	%5067 = add nuw nsw i64 %j.cols.it.4, 13
	%5068 = add nsw i64 0, %5067
	store i64 %5034, i64* %i.addr.13
	store i64 %5068, i64* %j.addr.13
	%5069 = add nuw nsw i64 %j.cols.it.4, 14
	%5070 = add nsw i64 0, %5069
	store i64 %5034, i64* %i.addr.14
	store i64 %5070, i64* %j.addr.14
	%5071 = add nuw nsw i64 %j.cols.it.4, 15
	%5072 = add nsw i64 0, %5071
	store i64 %5034, i64* %i.addr.15
	store i64 %5072, i64* %j.addr.15
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	store double 0.0, double* %acc.addr.4
	store double 0.0, double* %acc.addr.5
	store double 0.0, double* %acc.addr.6
	store double 0.0, double* %acc.addr.7
	store double 0.0, double* %acc.addr.8
	store double 0.0, double* %acc.addr.9
	store double 0.0, double* %acc.addr.10
	store double 0.0, double* %acc.addr.11
	store double 0.0, double* %acc.addr.12
	store double 0.0, double* %acc.addr.13
	store double 0.0, double* %acc.addr.14
	store double 0.0, double* %acc.addr.15
	%5073 = icmp slt i64 0, %n
	%5074 = sub i64 %n, 0
	%5075 = select i1 %5073, i64 %5074, i64 0
	br label %k.head.4

k.head.4:
	%k.it.4 = phi i64 [ 0, %j.cols.body.4 ], [ %5318, %k.latch.4 ]
	%5076 = icmp ult i64 %k.it.4, %5075
	br i1 %5076, label %k.body.4, label %k.exit.4

k.body.4:
	%5077 = add nsw i64 0, %k.it.4
	store i64 %5077, i64* %k.addr
	store i64 %5077, i64* %k.addr.1
	store i64 %5077, i64* %k.addr.2
	store i64 %5077, i64* %k.addr.3
	store i64 %5077, i64* %k.addr.4
	store i64 %5077, i64* %k.addr.5
	store i64 %5077, i64* %k.addr.6
	store i64 %5077, i64* %k.addr.7
	store i64 %5077, i64* %k.addr.8
	store i64 %5077, i64* %k.addr.9
	store i64 %5077, i64* %k.addr.10
	store i64 %5077, i64* %k.addr.11
	store i64 %5077, i64* %k.addr.12
	store i64 %5077, i64* %k.addr.13
	store i64 %5077, i64* %k.addr.14
	store i64 %5077, i64* %k.addr.15
	%5078 = load double, double* %acc.addr
	%5079 = load i64, i64* %i.addr
	%5080 = load i64, i64* %k.addr
	%5081 = mul nsw i64 %5079, %a.shape1
	%5082 = add nsw i64 %5081, %5080
	%5083 = getelementptr inbounds double, double* %a, i64 %5082
	%5084 = load double, double* %5083, align 8, !noalias !2
	%5085 = load i64, i64* %k.addr
	%5086 = load i64, i64* %j.addr
	%5087 = mul nsw i64 %5085, %b.shape1
	%5088 = add nsw i64 %5087, %5086
	%5089 = getelementptr inbounds double, double* %b, i64 %5088
	%5090 = load double, double* %5089, align 8, !noalias !3
	%5091 = fmul double %5084, %5090
	%5092 = fadd double %5078, %5091
	store double %5092, double* %acc.addr
	%5093 = load double, double* %acc.addr.1
	%5094 = load i64, i64* %i.addr.1
	%5095 = load i64, i64* %k.addr.1
	%5096 = mul nsw i64 %5094, %a.shape1
	%5097 = add nsw i64 %5096, %5095
	%5098 = getelementptr inbounds double, double* %a, i64 %5097
	%5099 = load double, double* %5098, align 8, !noalias !2
	%5100 = load i64, i64* %k.addr.1
	%5101 = load i64, i64* %j.addr.1
	%5102 = mul nsw i64 %5100, %b.shape1
	%5103 = add nsw i64 %5102, %5101
	%5104 = getelementptr inbounds double, double* %b, i64 %5103
	%5105 = load double, double* %5104, align 8, !noalias !3
	%5106 = fmul double %5099, %5105
	%5107 = fadd double %5093, %5106
	store double %5107, double* %acc.addr.1
	%5108 = load double, double* %acc.addr.2
	%5109 = load i64, i64* %i.addr.2
	%5110 = load i64, i64* %k.addr.2
	%5111 = mul nsw i64 %5109, %a.shape1
	%5112 = add nsw i64 %5111, %5110
	%5113 = getelementptr inbounds double, double* %a, i64 %5112
	%5114 = load double, double* %5113, align 8, !noalias !2
	%5115 = load i64, i64* %k.addr.2
	%5116 = load i64, i64* %j.addr.2
	%5117 = mul nsw i64 %5115, %b.shape1
	%5118 = add nsw i64 %5117, %5116
	%5119 = getelementptr inbounds double, double* %b, i64 %5118
	%5120 = load double, double* %5119, align 8, !noalias !3
	%5121 = fmul double %5114, %5120
	%5122 = fadd double %5108, %5121
	store double %5122, double* %acc.addr.2
	%5123 = load double, double* %acc.addr.3
	%5124 = load i64, i64* %i.addr.3
	%5125 = load i64, i64* %k.addr.3
	%5126 = mul nsw i64 %5124, %a.shape1
	%5127 = add nsw i64 %5126, %5125
	%5128 = getelementptr inbounds double, double* %a, i64 %5127
	%5129 = load double, double* %5128, align 8, !noalias !2
	%5130 = load i64, i64* %k.addr.3
	%5131 = load i64, i64* %j.addr.3
	%5132 = mul nsw i64 %5130, %b.shape1
	%5133 = add nsw i64 %5132, %5131
	%5134 = getelementptr inbounds double, double* %b, i64 %5133
	%5135 = load double, double* %5134, align 8, !noalias !3
	%5136 = fmul double %5129, %5135
	%5137 = fadd double %5123, %5136
	store double %5137, double* %acc.addr.3
	%5138 = load double, double* %acc.addr.4
	%5139 = load i64, i64* %i.addr.4
	%5140 = load i64, i64* %k.addr.4
	%5141 = mul nsw i64 %5139, %a.shape1
	%5142 = add nsw i64 %5141, %5140
	%5143 = getelementptr inbounds double, double* %a, i64 %5142
	%5144 = load double, double* %5143, align 8, !noalias !2
	%5145 = load i64, i64* %k.addr.4
	%5146 = load i64, i64* %j.addr.4
	%5147 = mul nsw i64 %5145, %b.shape1
	%5148 = add nsw i64 %5147, %5146
	%5149 = getelementptr inbounds double, double* %b, i64 %5148
	%5150 = load double, double* %5149, align 8, !noalias !3
	%5151 = fmul double %5144, %5150
	%5152 = fadd double %5138, %5151
	store double %5152, double* %acc.addr.4
	%5153 = load double, double* %acc.addr.5
	%5154 = load i64, i64* %i.addr.5
	%5155 = load i64, i64* %k.addr.5
	%5156 = mul nsw i64 %5154, %a.shape1
	%5157 = add nsw i64 %5156, %5155
	%5158 = getelementptr inbounds double, double* %a, i64 %5157
	%5159 = load double, double* %5158, align 8, !noalias !2
	%5160 = load i64, i64* %k.addr.5
	%5161 = load i64, i64* %j.addr.5
	%5162 = mul nsw i64 %5160, %b.shape1
	%5163 = add nsw i64 %5162, %5161
	%5164 = getelementptr inbounds double, double* %b, i64 %5163
	%5165 = load double, double* %5164, align 8, !noalias !3
	%5166 = fmul double %5159, %5165
	%5167 = fadd double %5153, %5166
	store double %5167, double* %acc.addr.5
	%5168 = load double, double* %acc.addr.6
	%5169 = load i64, i64* %i.addr.6
	%5170 = load i64, i64* %k.addr.6
	%5171 = mul nsw i64 %5169, %a.shape1
	%5172 = add nsw i64 %5171, %5170
	%5173 = getelementptr inbounds double, double* %a, i64 %5172
	%5174 = load double, double* %5173, align 8, !noalias !2
	%5175 = load i64, i64* %k.addr.6
	%5176 = load i64, i64* %j.addr.6
	%5177 = mul nsw i64 %5175, %b.shape1
	%5178 = add nsw i64 %5177, %5176
	%5179 = getelementptr inbounds double, double* %b, i64 %5178
	%5180 = load double, double* %5179, align 8, !noalias !3
	%5181 = fmul double %5174, %5180
	%5182 = fadd double %5168, %5181
	store double %5182, double* %acc.addr.6
	%5183 = load double, double* %acc.addr.7
	%5184 = load i64, i64* %i.addr.7
	%5185 = load i64, i64* %k.addr.7
	%5186 = mul nsw i64 %5184, %a.shape1
	%5187 = add nsw i64 %5186, %5185
	%5188 = getelementptr inbounds double, double* %a, i64 %5187
	%5189 = load double, double* %5188, align 8, !noalias !2
	%5190 = load i64, i64* %k.addr.7
	%5191 = load i64, i64* %j.addr.7
	%5192 = mul nsw i64 %5190, %b.shape1
	%5193 = add nsw i64 %5192, %5191
	%5194 = getelementptr inbounds double, double* %b, i64 %5193
	%5195 = load double, double* %5194, align 8, !noalias !3
	%5196 = fmul double %5189, %5195
	%5197 = fadd double %5183, %5196
	store double %5197, double* %acc.addr.7
	%5198 = load double, double* %acc.addr.8
	%5199 = load i64, i64* %i.addr.8
	%5200 = load i64, i64* %k.addr.8
	%5201 = mul nsw i64 %5199, %a.shape1
	%5202 = add nsw i64 %5201, %5200
	%5203 = getelementptr inbounds double, double* %a, i64 %5202
	%5204 = load double, double* %5203, align 8, !noalias !2
	%5205 = load i64, i64* %k.addr.8
	%5206 = load i64, i64* %j.addr.8
	%5207 = mul nsw i64 %5205, %b.shape1
	%5208 = add nsw i64 %5207, %5206
	%5209 = getelementptr inbounds double, double* %b, i64 %5208
	%5210 = load double, double* %5209, align 8, !noalias !3
	%5211 = fmul double %5204, %5210
	%5212 = fadd double %5198, %5211
	store double %5212, double* %acc.addr.8
	%5213 = load double, double* %acc.addr.9
	%5214 = load i64, i64* %i.addr.9
	%5215 = load i64, i64* %k.addr.9
	%5216 = mul nsw i64 %5214, %a.shape1
	%5217 = add nsw i64 %5216, %5215
	%5218 = getelementptr inbounds double, double* %a, i64 %5217
	%5219 = load double, double* %5218, align 8, !noalias !2
	%5220 = load i64, i64* %k.addr.9
	%5221 = load i64, i64* %j.addr.9
	%5222 = mul nsw i64 %5220, %b.shape1
	%5223 = add nsw i64 %5222, %5221
	%5224 = getelementptr inbounds double, double* %b, i64 %5223
	%5225 = load double, double* %5224, align 8, !noalias !3
	%5226 = fmul double %5219, %5225
	%5227 = fadd double %5213, %5226
	store double %5227, double* %acc.addr.9
	%5228 = load double, double* %acc.addr.10
	%5229 = load i64, i64* %i.addr.10
	%5230 = load i64, i64* %k.addr.10
	%5231 = mul nsw i64 %5229, %a.shape1
	%5232 = add nsw i64 %5231, %5230
	%5233 = getelementptr inbounds double, double* %a, i64 %5232
	%5234 = load double, double* %5233, align 8, !noalias !2
	%5235 = load i64, i64* %k.addr.10
	%5236 = load i64, i64* %j.addr.10
	%5237 = mul nsw i64 %5235, %b.shape1
	%5238 = add nsw i64 %5237, %5236
	%5239 = getelementptr inbounds double, double* %b, i64 %5238
	%5240 = load double, double* %5239, align 8, !noalias !3
	%5241 = fmul double %5234, %5240
	%5242 = fadd double %5228, %5241
	store double %5242, double* %acc.addr.10
	%5243 = load double, double* %acc.addr.11
	%5244 = load i64, i64* %i.addr.11
	%5245 = load i64, i64* %k.addr.11
	%5246 = mul nsw i64 %5244, %a.shape1
	%5247 = add nsw i64 %5246, %5245
	%5248 = getelementptr inbounds double, double* %a, i64 %5247
	%5249 = load double, double* %5248, align 8, !noalias !2
	%5250 = load i64, i64* %k.addr.11
	%5251 = load i64, i64* %j.addr.11
	%5252 = mul nsw i64 %5250, %b.shape1
	%5253 = add nsw i64 %5252, %5251
	%5254 = getelementptr inbounds double, double* %b, i64 %5253
	%5255 = load double, double* %5254, align 8, !noalias !3
	%5256 = fmul double %5249, %5255
	%5257 = fadd double %5243, %5256
	store double %5257, double* %acc.addr.11
	%5258 = load double, double* %acc.addr.12
	%5259 = load i64, i64* %i.addr.12
	%5260 = load i64, i64* %k.addr.12
	%5261 = mul nsw i64 %5259, %a.shape1
	%5262 = add nsw i64 %5261, %5260
	%5263 = getelementptr inbounds double, double* %a, i64 %5262
	%5264 = load double, double* %5263, align 8, !noalias !2
	%5265 = load i64, i64* %k.addr.12
	%5266 = load i64, i64* %j.addr.12
	%5267 = mul nsw i64 %5265, %b.shape1
	%5268 = add nsw i64 %5267, %5266
	%5269 = getelementptr inbounds double, double* %b, i64 %5268
	%5270 = load double, double* %5269, align 8, !noalias !3
	%5271 = fmul double %5264, %5270
	%5272 = fadd double %5258, %5271
	store double %5272, double* %acc.addr.12
	%5273 = load double, double* %acc.addr.13
	%5274 = load i64, i64* %i.addr.13
	%5275 = load i64, i64* %k.addr.13
	%5276 = mul nsw i64 %5274, %a.shape1
	%5277 = add nsw i64 %5276, %5275
	%5278 = getelementptr inbounds double, double* %a, i64 %5277
	%5279 = load double, double* %5278, align 8, !noalias !2
	%5280 = load i64, i64* %k.addr.13
	%5281 = load i64, i64* %j.addr.13
	%5282 = mul nsw i64 %5280, %b.shape1
	%5283 = add nsw i64 %5282, %5281
	%5284 = getelementptr inbounds double, double* %b, i64 %5283
	%5285 = load double, double* %5284, align 8, !noalias !3
	%5286 = fmul double %5279, %5285
	%5287 = fadd double %5273, %5286
	store double %5287, double* %acc.addr.13
	%5288 = load double, double* %acc.addr.14
	%5289 = load i64, i64* %i.addr.14
	%5290 = load i64, i64* %k.addr.14
	%5291 = mul nsw i64 %5289, %a.shape1
	%5292 = add nsw i64 %5291, %5290
	%5293 = getelementptr inbounds double, double* %a, i64 %5292
	%5294 = load double, double* %5293, align 8, !noalias !2
	%5295 = load i64, i64* %k.addr.14
	%5296 = load i64, i64* %j.addr.14
	%5297 = mul nsw i64 %5295, %b.shape1
	%5298 = add nsw i64 %5297, %5296
	%5299 = getelementptr inbounds double, double* %b, i64 %5298
	%5300 = load double, double* %5299, align 8, !noalias !3
	%5301 = fmul double %5294, %5300
	%5302 = fadd double %5288, %5301
	store double %5302, double* %acc.addr.14
	%5303 = load double, double* %acc.addr.15
	%5304 = load i64, i64* %i.addr.15
	%5305 = load i64, i64* %k.addr.15
	%5306 = mul nsw i64 %5304, %a.shape1
	%5307 = add nsw i64 %5306, %5305
	%5308 = getelementptr inbounds double, double* %a, i64 %5307
	%5309 = load double, double* %5308, align 8, !noalias !2
	%5310 = load i64, i64* %k.addr.15
	%5311 = load i64, i64* %j.addr.15
	%5312 = mul nsw i64 %5310, %b.shape1
	%5313 = add nsw i64 %5312, %5311
	%5314 = getelementptr inbounds double, double* %b, i64 %5313
	%5315 = load double, double* %5314, align 8, !noalias !3
	%5316 = fmul double %5309, %5315
	%5317 = fadd double %5303, %5316
	store double %5317, double* %acc.addr.15
	br label %k.latch.4

k.latch.4:
	%5318 = add nuw i64 %k.it.4, 1
	br label %k.head.4

k.exit.4:
	%5319 = load double, double* %acc.addr
	%5320 = fmul double %262, %5319
	%5321 = load i64, i64* %i.addr
	%5322 = load i64, i64* %j.addr
	%5323 = mul nsw i64 %5321, %c.shape1
	%5324 = add nsw i64 %5323, %5322
	%5325 = getelementptr inbounds double, double* %c, i64 %5324
	%5326 = load double, double* %5325, align 8, !alias.scope !4
	%5327 = fmul double %264, %5326
	%5328 = fadd double %5320, %5327
	%5329 = load i64, i64* %i.addr
	%5330 = load i64, i64* %j.addr
	%5331 = mul nsw i64 %5329, %c.shape1
	%5332 = add nsw i64 %5331, %5330
	%5333 = getelementptr inbounds double, double* %c, i64 %5332
	store double %5328, double* %5333, align 8, !alias.scope !4
	%5334 = load double, double* %acc.addr.1
	%5335 = fmul double %262, %5334
	%5336 = load i64, i64* %i.addr.1
	%5337 = load i64, i64* %j.addr.1
	%5338 = mul nsw i64 %5336, %c.shape1
	%5339 = add nsw i64 %5338, %5337
	%5340 = getelementptr inbounds double, double* %c, i64 %5339
	%5341 = load double, double* %5340, align 8, !alias.scope !4
	%5342 = fmul double %264, %5341
	%5343 = fadd double %5335, %5342
	%5344 = load i64, i64* %i.addr.1
	%5345 = load i64, i64* %j.addr.1
	%5346 = mul nsw i64 %5344, %c.shape1
	%5347 = add nsw i64 %5346, %5345
	%5348 = getelementptr inbounds double, double* %c, i64 %5347
	store double %5343, double* %5348, align 8, !alias.scope !4
	%5349 = load double, double* %acc.addr.2
	%5350 = fmul double %262, %5349
	%5351 = load i64, i64* %i.addr.2
	%5352 = load i64, i64* %j.addr.2
	%5353 = mul nsw i64 %5351, %c.shape1
	%5354 = add nsw i64 %5353, %5352
	%5355 = getelementptr inbounds double, double* %c, i64 %5354
	%5356 = load double, double* %5355, align 8, !alias.scope !4
	%5357 = fmul double %264, %5356
	%5358 = fadd double %5350, %5357
	%5359 = load i64, i64* %i.addr.2
	%5360 = load i64, i64* %j.addr.2
	%5361 = mul nsw i64 %5359, %c.shape1
	%5362 = add nsw i64 %5361, %5360
	%5363 = getelementptr inbounds double, double* %c, i64 %5362
	store double %5358, double* %5363, align 8, !alias.scope !4
	%5364 = load double, double* %acc.addr.3
	%5365 = fmul double %262, %5364
	%5366 = load i64, i64* %i.addr.3
	%5367 = load i64, i64* %j.addr.3
	%5368 = mul nsw i64 %5366, %c.shape1
	%5369 = add nsw i64 %5368, %5367
	%5370 = getelementptr inbounds double, double* %c, i64 %5369
	%5371 = load double, double* %5370, align 8, !alias.scope !4
	%5372 = fmul double %264, %5371
	%5373 = fadd double %5365, %5372
	%5374 = load i64, i64* %i.addr.3
	%5375 = load i64, i64* %j.addr.3
	%5376 = mul nsw i64 %5374, %c.shape1
	%5377 = add nsw i64 %5376, %5375
	%5378 = getelementptr inbounds double, double* %c, i64 %5377
	store double %5373, double* %5378, align 8, !alias.scope !4
	%5379 = load double, double* %acc.addr.4
	%5380 = fmul double %262, %5379
	%5381 = load i64, i64* %i.addr.4
	%5382 = load i64, i64* %j.addr.4
	%5383 = mul nsw i64 %5381, %c.shape1
	%5384 = add nsw i64 %5383, %5382
	%5385 = getelementptr inbounds double, double* %c, i64 %5384
	%5386 = load double, double* %5385, align 8, !alias.scope !4
	%5387 = fmul double %264, %5386
	%5388 = fadd double %5380, %5387
	%5389 = load i64, i64* %i.addr.4
	%5390 = load i64, i64* %j.addr.4
	%5391 = mul nsw i64 %5389, %c.shape1
	%5392 = add nsw i64 %5391, %5390
	%5393 = getelementptr inbounds double, double* %c, i64 %5392
	store double %5388, double* %5393, align 8, !alias.scope !4
	%5394 = load double, double* %acc.addr.5
	%5395 = fmul double %262, %5394
	%5396 = load i64, i64* %i.addr.5
	%5397 = load i64, i64* %j.addr.5
	%5398 = mul nsw i64 %5396, %c.shape1
	%5399 = add nsw i64 %5398, %5397
	%5400 = getelementptr inbounds double, double* %c, i64 %5399
	%5401 = load double, double* %5400, align 8, !alias.scope !4
	%5402 = fmul double %264, %5401
	%5403 = fadd double %5395, %5402
	%5404 = load i64, i64* %i.addr.5
	%5405 = load i64, i64* %j.addr.5
	%5406 = mul nsw i64 %5404, %c.shape1
	%5407 = add nsw i64 %5406, %5405
	%5408 = getelementptr inbounds double, double* %c, i64 %5407
	store double %5403, double* %5408, align 8, !alias.scope !4
	%5409 = load double, double* %acc.addr.6
	%5410 = fmul double %262, %5409
	%5411 = load i64, i64* %i.addr.6
	%5412 = load i64, i64* %j.addr.6
	%5413 = mul nsw i64 %5411, %c.shape1
	%5414 = add nsw i64 %5413, %5412
	%5415 = getelementptr inbounds double, double* %c, i64 %5414
	%5416 = load double, double* %5415, align 8, !alias.scope !4
	%5417 = fmul double %264, %5416
	%5418 = fadd double %5410, %5417
	%5419 = load i64, i64* %i.addr.6
	%5420 = load i64, i64* %j.addr.6
	%5421 = mul nsw i64 %5419, %c.shape1
	%5422 = add nsw i64 %5421, %5420
	%5423 = getelementptr inbounds double, double* %c, i64 %5422
	store double %5418, double* %5423, align 8, !alias.scope !4
	%5424 = load double, double* %acc.addr.7
	%5425 = fmul double %262, %5424
	%5426 = load i64, i64* %i.addr.7
	%5427 = load i64, i64* %j.addr.7
	%5428 = mul nsw i64 %5426, %c.shape1
	%5429 = add nsw i64 %5428, %5427
	%5430 = getelementptr inbounds double, double* %c, i64 %5429
	%5431 = load double, double* %5430, align 8, !alias.scope !4
	%5432 = fmul double %264, %5431
	%5433 = fadd double %5425, %5432
	%5434 = load i64, i64* %i.addr.7
	%5435 = load i64, i64* %j.addr.7
	%5436 = mul nsw i64 %5434, %c.shape1
	%5437 = add nsw i64 %5436, %5435
	%5438 = getelementptr inbounds double, double* %c, i64 %5437
	store double %5433, double* %5438, align 8, !alias.scope !4
	%5439 = load double, double* %acc.addr.8
	%5440 = fmul double %262, %5439
	%5441 = load i64, i64* %i.addr.8
	%5442 = load i64, i64* %j.addr.8
	%5443 = mul nsw i64 %5441, %c.shape1
	%5444 = add nsw i64 %5443, %5442
	%5445 = getelementptr inbounds double, double* %c, i64 %5444
	%5446 = load double, double* %5445, align 8, !alias.scope !4
	%5447 = fmul double %264, %5446
	%5448 = fadd double %5440, %5447
	%5449 = load i64, i64* %i.addr.8
	%5450 = load i64, i64* %j.addr.8
	%5451 = mul nsw i64 %5449, %c.shape1
	%5452 = add nsw i64 %5451, %5450
	%5453 = getelementptr inbounds double, double* %c, i64 %5452
	store double %5448, double* %5453, align 8, !alias.scope !4
	%5454 = load double, double* %acc.addr.9
	%5455 = fmul double %262, %5454
	%5456 = load i64, i64* %i.addr.9
	%5457 = load i64, i64* %j.addr.9
	%5458 = mul nsw i64 %5456, %c.shape1
	%5459 = add nsw i64 %5458, %5457
	%5460 = getelementptr inbounds double, double* %c, i64 %5459
	%5461 = load double, double* %5460, align 8, !alias.scope !4
	%5462 = fmul double %264, %5461
	%5463 = fadd double %5455, %5462
	%5464 = load i64, i64* %i.addr.9
	%5465 = load i64, i64* %j.addr.9
	%5466 = mul nsw i64 %5464, %c.shape1
	%5467 = add nsw i64 %5466, %5465
	%5468 = getelementptr inbounds double, double* %c, i64 %5467
	store double %5463, double* %5468, align 8, !alias.scope !4
	%5469 = load double, double* %acc.addr.10
	%5470 = fmul double %262, %5469
	%5471 = load i64, i64* %i.addr.10
	%5472 = load i64, i64* %j.addr.10
	%5473 = mul nsw i64 %5471, %c.shape1
	%5474 = add nsw i64 %5473, %5472
	%5475 = getelementptr inbounds double, double* %c, i64 %5474
	%5476 = load double, double* %5475, align 8, !alias.scope !4
	%5477 = fmul double %264, %5476
	%5478 = fadd double %5470, %5477
	%5479 = load i64, i64* %i.addr.10
	%5480 = load i64, i64* %j.addr.10
	%5481 = mul nsw i64 %5479, %c.shape1
	%5482 = add nsw i64 %5481, %5480
	%5483 = getelementptr inbounds double, double* %c, i64 %5482
	store double %5478, double* %5483, align 8, !alias.scope !4
	%5484 = load double, double* %acc.addr.11
	%5485 = fmul double %262, %5484
	%5486 = load i64, i64* %i.addr.11
	%5487 = load i64, i64* %j.addr.11
	%5488 = mul nsw i64 %5486, %c.shape1
	%5489 = add nsw i64 %5488, %5487
	%5490 = getelementptr inbounds double, double* %c, i64 %5489
	%5491 = load double, double* %5490, align 8, !alias.scope !4
	%5492 = fmul double %264, %5491
	%5493 = fadd double %5485, %5492
	%5494 = load i64, i64* %i.addr.11
	%5495 = load i64, i64* %j.addr.11
	%5496 = mul nsw i64 %5494, %c.shape1
	%5497 = add nsw i64 %5496, %5495
	%5498 = getelementptr inbounds double, double* %c, i64 %5497
	store double %5493, double* %5498, align 8, !alias.scope !4
	%5499 = load double, double* %acc.addr.12
	%5500 = fmul double %262, %5499
	%5501 = load i64, i64* %i.addr.12
	%5502 = load i64, i64* %j.addr.12
	%5503 = mul nsw i64 %5501, %c.shape1
	%5504 = add nsw i64 %5503, %5502
	%5505 = getelementptr inbounds double, double* %c, i64 %5504
	%5506 = load double, double* %5505, align 8, !alias.scope !4
	%5507 = fmul double %264, %5506
	%5508 = fadd double %5500, %5507
	%5509 = load i64, i64* %i.addr.12
	%5510 = load i64, i64* %j.addr.12
	%5511 = mul nsw i64 %5509, %c.shape1
	%5512 = add nsw i64 %5511, %5510
	%5513 = getelementptr inbounds double, double* %c, i64 %5512
	store double %5508, double* %5513, align 8, !alias.scope !4
	%5514 = load double, double* %acc.addr.13
	%5515 = fmul double %262, %5514
	%5516 = load i64, i64* %i.addr.13
	%5517 = load i64, i64* %j.addr.13
	%5518 = mul nsw i64 %5516, %c.shape1
	%5519 = add nsw i64 %5518, %5517
	%5520 = getelementptr inbounds double, double* %c, i64 %5519
	%5521 = load double, double* %5520, align 8, !alias.scope !4
	%5522 = fmul double %264, %5521
	%5523 = fadd double %5515, %5522
	%5524 = load i64, i64* %i.addr.13
	%5525 = load i64, i64* %j.addr.13
	%5526 = mul nsw i64 %5524, %c.shape1
	%5527 = add nsw i64 %5526, %5525
	%5528 = getelementptr inbounds double, double* %c, i64 %5527
	store double %5523, double* %5528, align 8, !alias.scope !4
	%5529 = load double, double* %acc.addr.14
	%5530 = fmul double %262, %5529
	%5531 = load i64, i64* %i.addr.14
	%5532 = load i64, i64* %j.addr.14
	%5533 = mul nsw i64 %5531, %c.shape1
	%5534 = add nsw i64 %5533, %5532
	%5535 = getelementptr inbounds double, double* %c, i64 %5534
	%5536 = load double, double* %5535, align 8, !alias.scope !4
	%5537 = fmul double %264, %5536
	%5538 = fadd double %5530, %5537
	%5539 = load i64, i64* %i.addr.14
	%5540 = load i64, i64* %j.addr.14
	%5541 = mul nsw i64 %5539, %c.shape1
	%5542 = add nsw i64 %5541, %5540
	%5543 = getelementptr inbounds double, double* %c, i64 %5542
	store double %5538, double* %5543, align 8, !alias.scope !4
	%5544 = load double, double* %acc.addr.15
	%5545 = fmul double %262, %5544
	%5546 = load i64, i64* %i.addr.15
	%5547 = load i64, i64* %j.addr.15
	%5548 = mul nsw i64 %5546, %c.shape1
	%5549 = add nsw i64 %5548, %5547
	%5550 = getelementptr inbounds double, double* %c, i64 %5549
	%5551 = load double, double* %5550, align 8, !alias.scope !4
	%5552 = fmul double %264, %5551
	%5553 = fadd double %5545, %5552
	%5554 = load i64, i64* %i.addr.15
	%5555 = load i64, i64* %j.addr.15
	%5556 = mul nsw i64 %5554, %c.shape1
	%5557 = add nsw i64 %5556, %5555
	%5558 = getelementptr inbounds double, double* %c, i64 %5557
	store double %5553, double* %5558, align 8, !alias.scope !4
	br label %j.cols.latch.4

j.cols.latch.4:
	%5559 = add nuw i64 %j.cols.it.4, 16
	br label %j.cols.head.4

j.cols.exit.4:
	%5560 = icmp ugt i64 %317, %5039
	%5561 = sub i64 %317, %5039
	%5562 = select i1 %5560, i64 %5561, i64 0
	%5563 = and i64 %5562, -4
	%5564 = add nuw i64 %5039, %5563
	br label %j.cols.head.5

j.cols.head.5:
	%j.cols.it.5 = phi i64 [ %5039, %j.cols.exit.4 ], [ %5700, %j.cols.latch.5 ]
	%5565 = icmp ult i64 %j.cols.it.5, %5564
	br i1 %5565, label %j.cols.body.5, label %j.cols.exit.5

j.cols.body.5:
	%5566 = add nuw nsw i64 %j.cols.it.5, 0
	%5567 = add nsw i64 0, %5566
	store i64 %5034, i64* %i.addr
	store i64 %5567, i64* %j.addr
	%5568 = add nuw nsw i64 %j.cols.it.5, 1
	%5569 = add nsw i64 0, %5568
	store i64 %5034, i64* %i.addr.1
	store i64 %5569, i64* %j.addr.1
	%5570 = add nuw nsw i64 %j.cols.it.5, 2
	%5571 = add nsw i64 0, %5570
	store i64 %5034, i64* %i.addr.2
	store i64 %5571, i64* %j.addr.2
	%5572 = add nuw nsw i64 %j.cols.it.5, 3
	%5573 = add nsw i64 0, %5572
	store i64 %5034, i64* %i.addr.3
	store i64 %5573, i64* %j.addr.3
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	%5574 = icmp slt i64 0, %n
	%5575 = sub i64 %n, 0
	%5576 = select i1 %5574, i64 %5575, i64 0
	br label %k.head.5

k.head.5:
	%k.it.5 = phi i64 [ 0, %j.cols.body.5 ], [ %5639, %k.latch.5 ]
	%5577 = icmp ult i64 %k.it.5, %5576
	br i1 %5577, label %k.body.5, label %k.exit.5

k.body.5:
	%5578 = add nsw i64 0, %k.it.5
	store i64 %5578, i64* %k.addr
	store i64 %5578, i64* %k.addr.1
	store i64 %5578, i64* %k.addr.2
	store i64 %5578, i64* %k.addr.3
	%5579 = load double, double* %acc.addr
	%5580 = load i64, i64* %i.addr
	%5581 = load i64, i64* %k.addr
	%5582 = mul nsw i64 %5580, %a.shape1
	%5583 = add nsw i64 %5582, %5581
	%5584 = getelementptr inbounds double, double* %a, i64 %5583
	%5585 = load double, double* %5584, align 8, !noalias !2
	%5586 = load i64, i64* %k.addr
	%5587 = load i64, i64* %j.addr
	%5588 = mul nsw i64 %5586, %b.shape1
	%5589 = add nsw i64 %5588, %5587
	%5590 = getelementptr inbounds double, double* %b, i64 %5589
	%5591 = load double, double* %5590, align 8, !noalias !3
	%5592 = fmul double %5585, %5591
	%5593 = fadd double %5579, %5592
	store double %5593, double* %acc.addr
	%5594 = load double, double* %acc.addr.1
	%5595 = load i64, i64* %i.addr.1
	%5596 = load i64, i64* %k.addr.1
	%5597 = mul nsw i64 %5595, %a.shape1
	%5598 = add nsw i64 %5597, %5596
	%5599 = getelementptr inbounds double, double* %a, i64 %5598
	%5600 = load double, double* %5599, align 8, !noalias !2
	%5601 = load i64, i64* %k.addr.1
	%5602 = load i64, i64* %j.addr.1
	%5603 = mul nsw i64 %5601, %b.shape1
	%5604 = add nsw i64 %5603, %5602
	%5605 = getelementptr inbounds double, double* %b, i64 %5604
	%5606 = load double, double* %5605, align 8, !noalias !3
	%5607 = fmul double %5600, %5606
	%5608 = fadd double %5594, %5607
	store double %5608, double* %acc.addr.1
	%5609 = load double, double* %acc.addr.2
	%5610 = load i64, i64* %i.addr.2
	%5611 = load i64, i64* %k.addr.2
	%5612 = mul nsw i64 %5610, %a.shape1
	%5613 = add nsw i64 %5612, %5611
	%5614 = getelementptr inbounds double, double* %a, i64 %5613
	%5615 = load double, double* %5614, align 8, !noalias !2
	%5616 = load i64, i64* %k.addr.2
	%5617 = load i64, i64* %j.addr.2
	%5618 = mul nsw i64 %5616, %b.shape1
	%5619 = add nsw i64 %5618, %5617
	%5620 = getelementptr inbounds double, double* %b, i64 %5619
	%5621 = load double, double* %5620, align 8, !noalias !3
	%5622 = fmul double %5615, %5621
	%5623 = fadd double %5609, %5622
	store double %5623, double* %acc.addr.2
	%5624 = load double, double* %acc.addr.3
	%5625 = load i64, i64* %i.addr.3
	%5626 = load i64, i64* %k.addr.3
	%5627 = mul nsw i64 %5625, %a.shape1
	%5628 = add nsw i64 %5627, %5626
	%5629 = getelementptr inbounds double, double* %a, i64 %5628
	%5630 = load double, double* %5629, align 8, !noalias !2
	%5631 = load i64, i64* %k.addr.3
	%5632 = load i64, i64* %j.addr.3
	%5633 = mul nsw i64 %5631, %b.shape1
	%5634 = add nsw i64 %5633, %5632
	%5635 = getelementptr inbounds double, double* %b, i64 %5634
	%5636 = load double, double* %5635, align 8, !noalias !3
	%5637 = fmul double %5630, %5636
	%5638 = fadd double %5624, %5637
	store double %5638, double* %acc.addr.3
	br label %k.latch.5

k.latch.5:
	%5639 = add nuw i64 %k.it.5, 1
	br label %k.head.5

k.exit.5:
	%5640 = load double, double* %acc.addr
	%5641 = fmul double %262, %5640
	%5642 = load i64, i64* %i.addr
	%5643 = load i64, i64* %j.addr
	%5644 = mul nsw i64 %5642, %c.shape1
	%5645 = add nsw i64 %5644, %5643
	%5646 = getelementptr inbounds double, double* %c, i64 %5645
	%5647 = load double, double* %5646, align 8, !alias.scope !4
	%5648 = fmul double %264, %5647
	%5649 = fadd double %5641, %5648
	%5650 = load i64, i64* %i.addr
	%5651 = load i64, i64* %j.addr
	%5652 = mul nsw i64 %5650, %c.shape1
	%5653 = add nsw i64 %5652, %5651
	%5654 = getelementptr inbounds double, double* %c, i64 %5653
	store double %5649, double* %5654, align 8, !alias.scope !4
	%5655 = load double, double* %acc.addr.1
	%5656 = fmul double %262, %5655
	%5657 = load i64, i64* %i.addr.1
	%5658 = load i64, i64* %j.addr.1
	%5659 = mul nsw i64 %5657, %c.shape1
	%5660 = add nsw i64 %5659, %5658
	%5661 = getelementptr inbounds double, double* %c, i64 %5660
	%5662 = load double, double* %5661, align 8, !alias.scope !4
	%5663 = fmul double %264, %5662
	%5664 = fadd double %5656, %5663
	%5665 = load i64, i64* %i.addr.1
	%5666 = load i64, i64* %j.addr.1
	%5667 = mul nsw i64 %5665, %c.shape1
	%5668 = add nsw i64 %5667, %5666
	%5669 = getelementptr inbounds double, double* %c, i64 %5668
	store double %5664, double* %5669, align 8, !alias.scope !4
	%5670 = load double, double* %acc.addr.2
	%5671 = fmul double %262, %5670
	%5672 = load i64, i64* %i.addr.2
	%5673 = load i64, i64* %j.addr.2
	%5674 = mul nsw i64 %5672, %c.shape1
	%5675 = add nsw i64 %5674, %5673
	%5676 = getelementptr inbounds double, double* %c, i64 %5675
	%5677 = load double, double* %5676, align 8, !alias.scope !4
	%5678 = fmul double %264, %5677
	%5679 = fadd double %5671, %5678
	%5680 = load i64, i64* %i.addr.2
	%5681 = load i64, i64* %j.addr.2
	%5682 = mul nsw i64 %5680, %c.shape1
	%5683 = add nsw i64 %5682, %5681
	%5684 = getelementptr inbounds double, double* %c, i64 %5683
	store double %5679, double* %5684, align 8, !alias.scope !4
	%5685 = load double, double* %acc.addr.3
	%5686 = fmul double %262, %5685
	%5687 = load i64, i64* %i.addr.3
	%5688 = load i64, i64* %j.addr.3
	%5689 = mul nsw i64 %5687, %c.shape1
	%5690 = add nsw i64 %5689, %5688
	%5691 = getelementptr inbounds double, double* %c, i64 %5690
	%5692 = load double, double* %5691, align 8, !alias.scope !4
	%5693 = fmul double %264, %5692
	%5694 = fadd double %5686, %5693
	%5695 = load i64, i64* %i.addr.3
	%5696 = load i64, i64* %j.addr.3
	%5697 = mul nsw i64 %5695, %c.shape1
	%5698 = add nsw i64 %5697, %5696
	%5699 = getelementptr inbounds double, double* %c, i64 %5698
	store double %5694, double* %5699, align 8, !alias.scope !4
	br label %j.cols.latch.5

j.cols.latch.5:
	%5700 = add nuw i64 %j.cols.it.5, 4
	br label %j.cols.head.5

j.cols.exit.5:
	%5701 = icmp ugt i64 %317, %5564
	%5702 = select i1 %5701, i64 %317, i64 %5564
	br label %j.cols.head.6

j.cols.head.6:
	%j.cols.it.6 = phi i64 [ %5564, %j.cols.exit.5 ], [ %5742, %j.cols.latch.6 ]
	%5703 = icmp ult i64 %j.cols.it.6, %5702
	br i1 %5703, label %j.cols.body.6, label %j.cols.exit.6

j.cols.body.6:
	%5704 = add nuw nsw i64 %j.cols.it.6, 0
	%5705 = add nsw i64 0, %5704
	store i64 %5034, i64* %i.addr
	store i64 %5705, i64* %j.addr
	store double 0.0, double* %acc.addr
	%5706 = icmp slt i64 0, %n
	%5707 = sub i64 %n, 0
	%5708 = select i1 %5706, i64 %5707, i64 0
	br label %k.head.6

k.head.6:
	%k.it.6 = phi i64 [ 0, %j.cols.body.6 ], [ %5726, %k.latch.6 ]
	%5709 = icmp ult i64 %k.it.6, %5708
	br i1 %5709, label %k.body.6, label %k.exit.6

k.body.6:
	%5710 = add nsw i64 0, %k.it.6
	store i64 %5710, i64* %k.addr
	%5711 = load double, double* %acc.addr
	%5712 = load i64, i64* %i.addr
	%5713 = load i64, i64* %k.addr
	%5714 = mul nsw i64 %5712, %a.shape1
	%5715 = add nsw i64 %5714, %5713
	%5716 = getelementptr inbounds double, double* %a, i64 %5715
	%5717 = load double, double* %5716, align 8, !noalias !2
	%5718 = load i64, i64* %k.addr
	%5719 = load i64, i64* %j.addr
	%5720 = mul nsw i64 %5718, %b.shape1
	%5721 = add nsw i64 %5720, %5719
	%5722 = getelementptr inbounds double, double* %b, i64 %5721
	%5723 = load double, double* %5722, align 8, !noalias !3
	%5724 = fmul double %5717, %5723
	%5725 = fadd double %5711, %5724
	store double %5725, double* %acc.addr
	br label %k.latch.6

k.latch.6:
	%5726 = add nuw i64 %k.it.6, 1
	br label %k.head.6

k.exit.6:
	%5727 = load double, double* %acc.addr
	%5728 = fmul double %262, %5727
	%5729 = load i64, i64* %i.addr
	%5730 = load i64, i64* %j.addr
	%5731 = mul nsw i64 %5729, %c.shape1
	%5732 = add nsw i64 %5731, %5730
	%5733 = getelementptr inbounds double, double* %c, i64 %5732
	%5734 = load double, double* %5733, align 8, !alias.scope !4
	%5735 = fmul double %264, %5734
	%5736 = fadd double %5728, %5735
	%5737 = load i64, i64* %i.addr
	%5738 = load i64, i64* %j.addr
	%5739 = mul nsw i64 %5737, %c.shape1
	%5740 = add nsw i64 %5739, %5738
	%5741 = getelementptr inbounds double, double* %c, i64 %5740
	store double %5736, double* %5741, align 8, !alias.scope !4
	br label %j.cols.latch.6

j.cols.latch.6:
	%5742 = add nuw i64 %j.cols.it.6, 1
	br label %j.cols.head.6

j.cols.exit.6:
	br label %i.rows.latch.1

i.rows.latch.1:
	%5743 = add nuw i64 %i.rows.it.1, 1
	br label %i.rows.head.1

i.rows.exit.1:
	br label %j.panel.latch

j.panel.latch:
	%5744 = add nuw i64 %j.panel.it, %294
	br label %j.panel.head

j.panel.exit:
	call void @free(i8* %306)
	ret i64 0
}

declare noalias i8* @aligned_alloc(i64 %0, i64 %1) nounwind

declare void @free(i8* %0) nounwind

!0 = distinct !{!0, !"alpyna gemm_l15"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
