// launch attribute values that do not fit.
// ORACLE-HEADERS: mini
__global__ void __cluster_dims__(1024, 1, 1) k1(int *p) { }
__global__ void __launch_bounds__(128, 1, 2147483647) k4(int *p) { }
__global__ void __launch_bounds__(128, 1, 4294967296) k5(int *p) { }
__global__ void __launch_bounds__(4294967296) k6(int *p) { }
__global__ void __cluster_dims__(4294967296, 1, 1) k7(int *p) { }
__global__ void __maxnreg__(4294967296) k8(int *p) { }
__global__ void __block_size__((4294967296, 1, 1)) k9(int *p) { }
__global__ void __block_size__((128, 1, 1), (4294967296, 1, 1)) k10(int *p) { }
