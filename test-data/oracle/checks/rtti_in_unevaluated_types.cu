// typeid and dynamic_cast in device code are errors in a decltype operand
// of a local's type and in the default argument of a block-scope function
// declaration, where they are written; a namespace-scope declaration's
// default argument is judged nowhere.
namespace std { class type_info {}; }
struct B { __host__ __device__ virtual ~B() {} };
struct D : B {};
__device__ void default_arg(const std::type_info *t = &typeid(int));
__device__ void f(B *b, D *d) {
  decltype(dynamic_cast<D *>(b)) p = d;
  (void)p;
  decltype(&typeid(*b)) q = nullptr;
  (void)q;
  __device__ void local(const std::type_info *t = &typeid(int));
}
