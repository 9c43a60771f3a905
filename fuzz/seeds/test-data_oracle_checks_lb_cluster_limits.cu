// the third __launch_bounds__ argument (max blocks per cluster) against
// __cluster_dims__ and __block_size__.
// ORACLE-HEADERS: mini
__global__ void __cluster_dims__(2, 2, 2) __launch_bounds__(128, 1, 4) k1(int *p) { }
__global__ void __cluster_dims__(2, 2, 2) __launch_bounds__(128, 1, 8) k2(int *p) { }
__global__ void __cluster_dims__(16, 1, 1) k3(int *p) { }
__global__ void __launch_bounds__(128, 1, -1) k6(int *p) { }
__global__ void __block_size__((128, 1, 1), (4, 1, 1)) __launch_bounds__(128, 1, 2) k7(int *p) { }
__global__ void __block_size__((128, 1, 1), (2, 1, 1)) __launch_bounds__(128, 1, 2) k8(int *p) { }
