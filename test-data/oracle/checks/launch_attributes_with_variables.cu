// A launch attribute argument that reads a variable that is neither const
// nor constexpr: "expression must have a constant value", with the
// variable by its full path.
int none_const_int = 4;
const int constint = 8;
namespace cfg { int threads = 128; }
__global__ void __cluster_dims__(none_const_int, 2, 4) k0() {}
__global__ void __cluster_dims__(8, none_const_int / 2, 4) k1() {}
__global__ void __launch_bounds__(none_const_int) k2() {}
__global__ void __launch_bounds__(cfg::threads) k3() {}
__global__ void __launch_bounds__(constint * 16) k4() {}
