// launch attributes on member functions, lambdas' enclosing functions,
// function templates and declarations only.
// ORACLE-HEADERS: mini
struct S {
  __device__ void __launch_bounds__(64) m1();
  void __maxnreg__(32) m2();
  static __device__ void __cluster_dims__(2, 1, 1) m3();
};
template <class T> void __block_size__((64, 1, 1)) t1(T x) { }
__host__ __device__ void __maxnreg__(16) hd();
