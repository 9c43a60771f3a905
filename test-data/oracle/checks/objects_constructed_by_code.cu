// Objects of a class with a virtual function (its own, a base's or a
// member's) or a member initializer that calls something are constructed
// by code: no #177 for them, and a function-scope static in device code
// is dynamically initialized.
__device__ int f();
struct V { int a; __device__ virtual void vm() {} };
struct D { int a = f(); };
struct C { int a = 3; };
struct E { int a = 3 + sizeof(int); };
struct B : V { };
struct W { V v; };
__device__ void g() {
  static __device__ V v1;
  static __device__ D d1;
  static __device__ C c1;
  static __device__ E e1;
  V v2; D d2; C c2; E e2;
  static __device__ B b1;
  static __device__ W w1;
}
void h() { V v3; D d3; C c3; B b3; W w3; static V v4; static C c4; }
struct V2 { int a; __device__ virtual void vm() {} };
struct B2 : V2 { };
struct W2 { V2 v; };
struct VD { __device__ virtual ~VD() {} };
__device__ V2 gv2;
__device__ B2 gb2;
__device__ W2 gw2;
__device__ VD gvd2;
__global__ void k2() { static __shared__ V2 sv; static __device__ VD dvd; }
