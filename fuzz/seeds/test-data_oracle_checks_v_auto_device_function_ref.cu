// a __device__ function with a deduced return type referenced from host code.
// ORACLE-HEADERS: mini
__device__ auto dfun() { return 1; }
__device__ constexpr auto cfun() { return 2; }
int h1() { auto p = &dfun; return p != nullptr; }
int h2() { return sizeof(dfun()); }
__device__ int d() { return dfun() + cfun(); }
