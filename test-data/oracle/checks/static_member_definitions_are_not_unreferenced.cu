// A static data member's definition outside its class is no namespace
// variable: never "declared but never referenced", even when const.
struct Limits { static int *const slot; static const int depth; };
int storage;
int *const Limits::slot = &storage;
const int Limits::depth = 3;
namespace { int *const unused_slot = &storage; }
