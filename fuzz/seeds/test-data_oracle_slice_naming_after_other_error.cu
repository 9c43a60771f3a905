// Host->device call naming after an unrelated earlier error (non-void kernel): already the
// first cross-space report uses the "1?" mangled form; a parameterless callee is still demangled.
// ORACLE-HEADERS: mini
__global__ int first_error() { return 0; }
__device__ int d0() { return 0; }
__device__ int d1(int x) { return x; }
__device__ int d3(char a, long b, double c) { return a; }
int h1() { return d1(1); }
int h2() { return d0(); }
int h3() { return d3(1, 2, 3.0); }
