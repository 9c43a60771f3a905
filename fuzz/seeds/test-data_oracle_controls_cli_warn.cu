// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -diag-warn=20048,20046
// nvcc's -diag-warn: a discretionary error becomes a numbered warning;
// a hard one (#20046, ellipsis) stays an error.
__global__ int k1() { return 0; }
__global__ void k2(int n, ...) {}
