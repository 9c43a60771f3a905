// thread block clusters on sm_80: cicc rejects them.
// ORACLE-HEADERS: mini
// ORACLE-ARCH: sm_80
__global__ void __cluster_dims__(2, 1, 1) k1(int *p) { }
__global__ void __block_size__((128, 1, 1)) k2(int *p) { }
__global__ void __block_size__((128, 1, 1), (2, 1, 1)) k3(int *p) { }
__global__ void __launch_bounds__(128, 1, 4) k4(int *p) { }
__global__ void __launch_bounds__(128, 1) k5(int *p) { }
