// __local_maxnreg__: only its value is checked.
// ORACLE-HEADERS: mini
__device__ void __local_maxnreg__(32) d1(int *p) { }
__global__ void __local_maxnreg__(32) k1(int *p) { }
__device__ void __local_maxnreg__(-1) d2(int *p) { }
__device__ void __local_maxnreg__(100000) d3(int *p) { }
void __local_maxnreg__(32) h1() { }
__device__ void __local_maxnreg__(0) d5(int *p) { }
