// launch bounds must be constant expressions: constexpr functions,
// enumerators and constants are fine, a call of a non-constexpr function is not.
// ORACLE-HEADERS: mini
int rv();
constexpr int cv() { return 64; }
enum { EB = 32 };
const int ci = 16;
__global__ void __launch_bounds__(cv()) k5(int *p) { }
__global__ void __launch_bounds__(rv()) k6(int *p) { }
__global__ void __launch_bounds__(EB * 2, ci) k7(int *p) { }
__global__ void __maxnreg__(rv()) k8(int *p) { }
