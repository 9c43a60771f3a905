// EDG checks a launch attribute's arguments before it looks at where the
// attribute stands: an attribute whose arguments it rejects is dropped.
// __launch_bounds__ is dropped for a rejected argument only;
// __cluster_dims__ and __maxnreg__ for any error, and in a template's
// definition when an argument depends on its parameters.
int nc = 3;
__launch_bounds__(128, 7) void f1(void);
__launch_bounds__(128.0) void f2(void);
__launch_bounds__(nc) void f3(void);
__launch_bounds__() void f4(void);
template <class a> __launch_bounds__(a) void f5(void) {}
__launch_bounds__(1, 2, 3, 4) void f6(void);
__launch_bounds__(128, 2, -8) void f7(void);
template <int x> __launch_bounds__(x) void f8(void) {}
template <int... x> __launch_bounds__(x) void f9(void) {}
__maxnreg__(1.0) void f10(void);
__maxnreg__(0) void f11(void);
template <int x> __maxnreg__(x) void f12(void) {}
__cluster_dims__(0) void f13(void);
__cluster_dims__(nc) void f14(void);
__cluster_dims__(2, 2, 4) void f15(void);
template <int x> __cluster_dims__(x) void f16(void) {}
template void f16<2>(void);
template <int... x> __cluster_dims__(x) void f17(void) {}
struct S {
  __launch_bounds__(1.0) void m1();
  __launch_bounds__(1) void m2();
};
// attributes after the parameters of a plain function's definition
void g1(void) __launch_bounds__(128) {}
void g2() __attribute__((noinline)) {}
__device__ void g3() __attribute__((noinline)) {}
void g4() __attribute__((noinline));
template <class T> void g5() __attribute__((noinline)) {}
struct T { void m() __attribute__((noinline)) {} };
__global__ void k1(void) __launch_bounds__(128) {}
// a variable template's argument list is no comparison of a type
template <class P> constexpr int lb = 128;
template <class P> __launch_bounds__(lb<P>, 1) __global__ void k2(void) {}
template <int... x> __launch_bounds__(sizeof...(x) + 1) __global__ void k3(void) {}
