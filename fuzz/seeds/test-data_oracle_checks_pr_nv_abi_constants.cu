// #pragma nv_abi arguments are integral constant expressions: constants
// and constexpr variables may be used, other variables may not.
int n = 4;
const int c = 3;
constexpr int ce = 2;
__device__ void f0();
__device__ void g() {
#pragma nv_abi preserve_n_data(c)
  f0();
#pragma nv_abi preserve_n_data(ce + 1)
  f0();
#pragma nv_abi preserve_n_data(n)
  f0();
}
