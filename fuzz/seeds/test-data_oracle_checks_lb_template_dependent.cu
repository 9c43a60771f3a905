// template-dependent launch attributes are checked per instantiation.
// ORACLE-HEADERS: mini
template <int N> __global__ void __launch_bounds__(N) t1(int *p) { }
template <int N> __global__ void __maxnreg__(N) t4(int *p) { }
template <int N> __global__ void __cluster_dims__(N, 1, 1) t5(int *p) { }
void h(int *p) {
  t1<0><<<1, 1>>>(p);
  t4<0><<<1, 1>>>(p);
  t4<32><<<1, 1>>>(p);
  t5<0><<<1, 1>>>(p);
  t5<-2><<<1, 1>>>(p);
  t5<2><<<1, 1>>>(p);
}
