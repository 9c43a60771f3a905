// __launch_bounds__ is only allowed on __global__ functions: errors for hd, device
// (also a bodiless declaration, also uninstantiated templates) and host functions.
// ORACLE-HEADERS: mini
__host__ __device__ void __launch_bounds__(128) on_hd() {}
__device__ void __launch_bounds__(128) dev_decl_only();
void host_decl() __launch_bounds__(32);
template <class T> __device__ void __launch_bounds__(64) tmpl_dev(T *p) {}
template <class T> __global__ void __launch_bounds__(64) tmpl_glob(T *p) {}
__launch_bounds__(32) __global__ void attr_first(int *p) {}
__global__ void attr_after(int *p) __launch_bounds__(32, 2);
