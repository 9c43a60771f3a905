// #pragma nv_abi: a value out of range, and an expression statement in a
// host function.
// ORACLE-HEADERS: mini
#pragma nv_abi preserve_n_data(4294967296)
__device__ int d1(int a) { return a; }
int h(int a) {
  int r;
#pragma nv_abi preserve_n_data(16)
  r = a;
  return r;
}
