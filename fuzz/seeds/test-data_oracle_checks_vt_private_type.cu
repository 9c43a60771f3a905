// a private member type as the argument of a __device__ variable template.
// ORACLE-HEADERS: mini
template <class T> __device__ int vt = sizeof(T);
class C {
  struct Priv { int x; };
public:
  static int go() { return sizeof(vt<Priv>); }
};
__device__ int use() { return vt<int>; }
