// An extern "C" __device__ callee is named without parameter list, before and after errors.
// ORACLE-HEADERS: mini
extern "C" __device__ int cd(int x) { return x; }
int h1() { return cd(1); }
int h2() { return cd(2); }
