// #pragma nv_abi: arguments and placement.
// ORACLE-HEADERS: mini
#pragma nv_abi preserve_n_data(16)
__device__ int d1(int a) { return a; }
#pragma nv_abi
__device__ int d2(int a) { return a; }
#pragma nv_abi bogus(1)
__device__ int d3(int a) { return a; }
#pragma nv_abi preserve_n_data(16) preserve_n_data(8)
__device__ int d4(int a) { return a; }
#pragma nv_abi preserve_n_data(-1)
__device__ int d5(int a) { return a; }
#pragma nv_abi preserve_n_data(16)
int h1(int a) { return a; }
#pragma nv_abi preserve_n_data(16)
int xx;
int h2(int a) {
#pragma nv_abi preserve_n_data(16)
  return a;
}
__device__ int d6(int a) {
  int r;
#pragma nv_abi preserve_n_data(16)
  r = d1(a);
  return r;
}
