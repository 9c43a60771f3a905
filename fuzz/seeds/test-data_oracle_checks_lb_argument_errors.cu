// __launch_bounds__ arguments: none, too many, non-integral constants.
// ORACLE-HEADERS: mini
__global__ void __launch_bounds__() k0(int *p) { }
__global__ void __launch_bounds__(128, 2, 4, 8) k1(int *p) { }
__global__ void __launch_bounds__(128) __launch_bounds__(256) k2(int *p) { }
__global__ void __launch_bounds__(1.5) k3(int *p) { }
__global__ void __launch_bounds__("x") k4(int *p) { }
