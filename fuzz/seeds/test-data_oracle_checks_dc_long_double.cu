// long double in device code is treated as double (#20208).
// ORACLE-HEADERS: mini
__device__ long double d1(long double x) { return x * 2; }
__device__ double d2() { long double y = 1; return (double)y; }
long double h(long double x) { return x; }
