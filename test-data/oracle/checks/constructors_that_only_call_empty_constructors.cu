// A __device__ variable's default constructor that does nothing but call,
// with empty parentheses, the default constructors of bases or members that
// themselves do nothing is no dynamic initialization; arguments, a scalar's
// value-initialization or a base that runs code are.
struct EC { int ec; __device__ EC() {} __device__ EC(int) {} };
struct A1 : EC { __device__ A1() : EC() {} };
struct A2 : EC { __device__ A2() : EC(1) {} };
struct A3 { int x; __device__ A3() : x(0) {} };
struct A4 { int x; __device__ A4() : x() {} };
struct A5 { EC e; __device__ A5() : e() {} };
struct A6 { EC e; __device__ A6() : e(2) {} };
struct NE { int y; __device__ NE() { y = 1; } };
struct A7 : NE { __device__ A7() : NE() {} };
struct A8 : A1 { __device__ A8() : A1() {} };
__device__ A1 a1;
__device__ A2 a2;
__device__ A3 a3;
__device__ A4 a4;
__device__ A5 a5;
__device__ A6 a6;
__device__ A7 a7;
__constant__ A8 a8;
