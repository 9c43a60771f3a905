// Host->device call naming: the first error of the TU prints the callee demangled, every later one
// prints the mangled name with each type as "1?" (also for a new callee); no-parameter callees stay readable.
// ORACLE-HEADERS: mini
__device__ int d(int x) { return x; }
__device__ int e(int x, float y) { return x; }
__device__ int z() { return 0; }
int h1() { return d(1); }
int h2() { return d(2); }
int h3() { return e(1, 2.0f); }
int h4() { return z(); }
