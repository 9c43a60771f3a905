// Whether a __device__ variable's initializer calls a function at run time
// (dynamic initialization, which device variables cannot have) is judged on
// the functions the call sees: those of the variable's namespaces, not a
// constexpr function of the same name elsewhere (std::pow) or a member.
#include <cmath>
double pow(double, double);
__device__ double pow(double, int);
struct A {
    double pow(double, double);
    constexpr double pow(double, long) const { return 1.0; }
};
double X = pow(1.0, 1);
__device__ double Y = pow(2.0, 2);
namespace ns {
constexpr __device__ int cval() { return 2; }
__device__ int zval() { return 3; }
__device__ int from_c = cval();
__device__ int from_z = zval();
}
__device__ int outside = ns::zval();
